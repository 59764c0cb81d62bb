import { dseYearFromForm } from '../intake.ts';

/** Spec 2 §2 "Statistics modal" and §9: filters, top list and the three charts' data. */

/**
 * DSE years the School tab offers: the current F.6 year ± 2, oldest first; it opens on the F.5 year,
 * the year that is planning its choices.
 */
export function statisticsDseYearOptions(now: Date = new Date()): { options: number[]; defaultYear: number } {
  const f6 = dseYearFromForm('F.6', now);
  return {
    options: [f6 - 2, f6 - 1, f6, f6 + 1, f6 + 2],
    defaultYear: dseYearFromForm('F.5', now),
  };
}

/** The band filter: A1–A3 are choice orders 1–3; the tab opens on A1. */
export const STATS_BANDS = [
  { label: 'A1', order: 1 },
  { label: 'A2', order: 2 },
  { label: 'A3', order: 3 },
] as const;
export const STATS_BAND_ORDERS: readonly number[] = STATS_BANDS.map((band) => band.order);
export const DEFAULT_STATS_BAND = 1;

export const TOP_PROGRAMMES = 10;
/** Pie labels are hidden on slices under 5 % of the whole, where they would overlap. */
export const hideLabelUnder = 0.05;

export function isChartLabelShown(share: number): boolean {
  return share >= hideLabelUnder;
}

export interface ProgrammeCount {
  programId: number;
  count: number;
}

/** The most selected programmes, most first; ties by programme id so the list does not reorder itself. */
export function topProgrammes(
  counts: ReadonlyMap<number, number> | Readonly<Record<number, number>>,
  limit: number = TOP_PROGRAMMES,
): ProgrammeCount[] {
  const entries: [number, number][] =
    counts instanceof Map
      ? [...counts.entries()]
      : Object.entries(counts).map(([id, count]) => [Number(id), count as number]);
  return entries
    .filter(([, count]) => count > 0)
    .map(([programId, count]) => ({ programId, count }))
    .sort((a, b) => b.count - a.count || a.programId - b.programId)
    .slice(0, Math.max(0, limit));
}

type Lookup<V> = ReadonlyMap<number, V> | Readonly<Record<number, V>>;

const lookup = <V>(table: Lookup<V>, id: number): V | undefined =>
  table instanceof Map ? table.get(id) : (table as Readonly<Record<number, V>>)[id];

export interface ChartSlice<K> {
  /** Institution id or discipline group; null for programmes the maps do not know. */
  key: K | null;
  count: number;
  share: number;
  showLabel: boolean;
}

export interface TopProgramme extends ProgrammeCount {
  share: number;
  best5Median: number | null;
}

export interface MockJupasSummary<I = number, G = number | string> {
  /** Students with a first choice: the length of band order 1's list, as the spec reads key 1. */
  studentCount: number;
  /** Choices counted over the band orders summarised. */
  choiceCount: number;
  institutions: ChartSlice<I>[];
  disciplineGroups: ChartSlice<G>[];
  topProgrammes: TopProgramme[];
  /** The best-5 medians of the chosen programmes, most selected first (programmes without one left out). */
  best5Medians: { programId: number; best5Median: number; count: number }[];
}

export interface MockJupasMaps<I, G> {
  institutionOf: Lookup<I>;
  disciplineGroupOf: Lookup<G>;
  best5MedianOf?: Lookup<number | null>;
}

function slices<K>(counts: Map<K | null, number>, total: number): ChartSlice<K>[] {
  return [...counts.entries()]
    .map(([key, count]) => {
      const share = total > 0 ? count / total : 0;
      return { key, count, share, showLabel: isChartLabelShown(share) };
    })
    .sort((a, b) => b.count - a.count || String(a.key).localeCompare(String(b.key)));
}

/**
 * Turns `teacher.getSchoolMockJUPASResults`'s { [bandOrder]: programId[] } (one entry per student who
 * placed a programme in that order) into the three charts: choices per institution, per discipline
 * group, and the most selected programmes with their best-5 medians. `bandOrders` picks the orders to
 * count (all keys when omitted); the Myself tab passes its own choices as { [order]: [programId] }.
 */
export function summariseMockJupasResults<I = number, G = number | string>(
  results: Readonly<Record<number | string, readonly number[]>>,
  maps: MockJupasMaps<I, G>,
  { bandOrders, top = TOP_PROGRAMMES }: { bandOrders?: readonly number[]; top?: number } = {},
): MockJupasSummary<I, G> {
  const orders = bandOrders ?? Object.keys(results).map(Number);
  const programCounts = new Map<number, number>();
  for (const order of orders) {
    for (const programId of results[order] ?? []) {
      programCounts.set(programId, (programCounts.get(programId) ?? 0) + 1);
    }
  }
  const choiceCount = [...programCounts.values()].reduce((sum, count) => sum + count, 0);
  const byInstitution = new Map<I | null, number>();
  const byGroup = new Map<G | null, number>();
  for (const [programId, count] of programCounts) {
    const institution = lookup(maps.institutionOf, programId) ?? null;
    const group = lookup(maps.disciplineGroupOf, programId) ?? null;
    byInstitution.set(institution, (byInstitution.get(institution) ?? 0) + count);
    byGroup.set(group, (byGroup.get(group) ?? 0) + count);
  }
  const best5 = (programId: number): number | null =>
    maps.best5MedianOf ? (lookup(maps.best5MedianOf, programId) ?? null) : null;
  const ranked = topProgrammes(programCounts, Number.POSITIVE_INFINITY);
  return {
    studentCount: results[1]?.length ?? 0,
    choiceCount,
    institutions: slices(byInstitution, choiceCount),
    disciplineGroups: slices(byGroup, choiceCount),
    topProgrammes: ranked.slice(0, top).map((entry) => ({
      ...entry,
      share: choiceCount > 0 ? entry.count / choiceCount : 0,
      best5Median: best5(entry.programId),
    })),
    best5Medians: ranked.flatMap(({ programId, count }) => {
      const best5Median = best5(programId);
      return best5Median == null ? [] : [{ programId, best5Median, count }];
    }),
  };
}
