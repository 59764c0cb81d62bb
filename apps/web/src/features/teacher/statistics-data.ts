import { isChartLabelShown } from '@waypoint/domain';

/**
 * Whose plan the Myself tab charts. A student: their own. A teacher has no plan of their own, so the tab
 * charts the student whose Statistics button they pressed in the list, and is off when opened without one.
 */
export type StatisticsSubject =
  | { kind: 'self' }
  | { kind: 'student'; id: string; name: string }
  | { kind: 'none' };

/** One slice or bar of a chart, named in the current language. */
export interface ChartItem {
  key: string;
  label: string;
  value: number;
  /** value / total of the chart, 0–1. */
  share: number;
  color: string;
}

/** Mantine colours that stay apart from each other in both themes; the eleventh and later repeat. */
export const CHART_COLORS = [
  'navy.6',
  'teal.6',
  'orange.6',
  'grape.6',
  'cyan.7',
  'red.6',
  'lime.8',
  'indigo.4',
  'yellow.7',
  'pink.6',
  'gray.6',
] as const;

/** Counts to chart items, largest first (ties by label), each with its share and colour. */
export function toChartItems(counts: readonly { key: string; label: string; count: number }[]): ChartItem[] {
  const kept = counts.filter((c) => c.count > 0);
  const total = kept.reduce((sum, c) => sum + c.count, 0);
  return [...kept]
    .sort((a, b) => b.count - a.count || a.label.localeCompare(b.label))
    .map((c, i) => ({
      key: c.key,
      label: c.label,
      value: c.count,
      share: total === 0 ? 0 : c.count / total,
      color: CHART_COLORS[i % CHART_COLORS.length]!,
    }));
}

/** Spec 2 §9: a slice under 5 % of the chart has no label (its share is still in the legend). */
export const showsSliceLabel = isChartLabelShown;

export function percentText(share: number): string {
  return `${Math.round(share * 100)}%`;
}

/** A plan's ranked choices in the shape of the school results ({ [order]: [programId] }), so one rule sums both. */
export function choicesAsResults(
  choices: readonly { programId: number; order: number }[],
): Record<number, number[]> {
  const results: Record<number, number[]> = {};
  for (const choice of choices) {
    const list = results[choice.order] ?? [];
    list.push(choice.programId);
    results[choice.order] = list;
  }
  return results;
}
