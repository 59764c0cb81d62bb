import { eq, isNotNull } from 'drizzle-orm';
import type { Tx } from '../../client.ts';
import { disciplines } from '../../schema/disciplines.ts';
import {
  employers,
  professionDisciplines,
  professionSegments,
  professions,
  sectors,
  segmentEmployers,
  segments,
} from '../../schema/professions.ts';
import { assertUnique } from './checks.ts';
import type { CsvRow } from './csv.ts';
import type { ReferenceFiles } from './files.ts';
import { explain } from './profession-explanations.ts';
import type { ProfessionData } from './professions.ts';
import { replaceAll, upsertRows } from './write.ts';

// The project's reviewed mappings (packages/db/data/professions, method in docs/data.md): segments of each
// sector, the segments and study areas of each profession, and the scope and segments of each employer.

export interface SegmentRow {
  code: string;
  hsicCode: string;
  name: string;
  nameChi: string;
  seq: number;
}

export interface ProfessionLinks {
  segments: SegmentRow[];
  /** Per ISCO-08 unit code: segment codes and study-area codes, unit rows already applied. */
  professionSegments: Map<string, string[]>;
  professionStudyAreas: Map<string, StudyAreaLink[]>;
  /** Per ISCO-08 unit code: words of the English names of the programmes that lead to the work. */
  programmeKeywords: Map<string, { core: string[]; related: string[] }>;
  /** Spec 3 §3 requires flags per skill level. */
  requiresBySkillLevel: Map<number, string[]>;
  employers: { hkexStockCode: string; scope: 'local' | 'multinational'; segmentCodes: string[] }[];
}

export interface StudyAreaLink {
  code: string;
  strength: 'core' | 'related';
}

interface LinkRow {
  segments: string[];
  studyAreas: StudyAreaLink[];
  keywords: { core: string[]; related: string[] };
}

const REQUIRES = ['SecondarySchool', 'HigherDiplomaAndAssociate', 'Bachelor', 'Master', 'Doctorate'] as const;

export function parseProfessionLinks(
  files: ReferenceFiles,
  data: ProfessionData,
  studyAreaCodes: ReadonlySet<string>,
): ProfessionLinks {
  const sectorCodes = new Set(data.sectors.map((s) => s.hsicCode));
  const seqBySector = new Map<string, number>();
  const segmentRows = files.csv('professions/segments.csv').rows.map((row) => {
    const code = row.requiredText('segment_code');
    const hsicCode = row.requiredText('hsic_section_code');
    if (!sectorCodes.has(hsicCode)) row.fail(`"${hsicCode}" is not an HSIC section`);
    if (!code.startsWith(hsicCode)) row.fail(`segment ${code} is not named after its section ${hsicCode}`);
    const seq = (seqBySector.get(hsicCode) ?? 0) + 1;
    seqBySector.set(hsicCode, seq);
    return {
      code,
      hsicCode,
      name: row.requiredText('name_en'),
      nameChi: row.requiredText('name_zh_hk'),
      seq,
    };
  });
  assertUnique(
    segmentRows.map((s) => s.code),
    'segments',
  );
  for (const code of sectorCodes) {
    if (!seqBySector.has(code)) throw new Error(`professions/segments.csv: sector ${code} has no segment`);
  }
  const segmentCodes = new Set(segmentRows.map((s) => s.code));

  const checkCodes = (row: { fail(m: string): never }, codes: string[], known: ReadonlySet<string>) => {
    for (const code of codes) if (!known.has(code)) row.fail(`unknown code "${code}"`);
    return codes;
  };

  const namesByCode = new Map<string, string>();
  for (const g of data.groups) namesByCode.set(g.code, g.name);
  for (const p of data.professions) namesByCode.set(p.iscoCode, p.name);

  // A link row: its segments, its study areas marked core or related, and its programme keywords.
  const linkRow = (row: CsvRow, code: string): LinkRow => {
    const segs = checkCodes(row, row.list('segment_codes'), segmentCodes);
    if (segs.length === 0) row.fail(`${code} has no segment`);
    const areas = checkCodes(row, row.list('study_area_codes'), studyAreaCodes);
    const core = row.list('core_study_area_codes');
    for (const c of core)
      if (!areas.includes(c)) row.fail(`core study area ${c} is not among its study areas`);
    if (areas.length > 0 && core.length === 0) row.fail(`${code} has study areas but no core one`);
    const keywords = (column: string) => row.list(column).map((k) => k.toLowerCase());
    return {
      segments: segs,
      studyAreas: areas.map((a) => ({ code: a, strength: core.includes(a) ? 'core' : 'related' })),
      keywords: {
        core: keywords('core_programme_keywords'),
        related: keywords('related_programme_keywords'),
      },
    };
  };

  const byMinor = new Map<string, LinkRow>();
  for (const row of files.csv('professions/isco08_minor_group_links.csv').rows) {
    const code = row.requiredText('isco08_minor_code');
    // The title is there for the reviewer; a mismatch means the row was written for another group.
    if (namesByCode.get(code) !== row.requiredText('title_en'))
      row.fail(`title does not match ISCO-08 ${code}`);
    if (byMinor.has(code)) row.fail(`${code} appears twice`);
    byMinor.set(code, linkRow(row, code));
  }
  const byUnit = new Map<string, LinkRow>();
  for (const row of files.csv('professions/isco08_unit_group_links.csv').rows) {
    const code = row.requiredText('isco08_code');
    if (namesByCode.get(code) !== row.requiredText('title_en'))
      row.fail(`title does not match ISCO-08 ${code}`);
    if (byUnit.has(code)) row.fail(`${code} appears twice`);
    byUnit.set(code, linkRow(row, code));
  }

  const professionSegmentsByCode = new Map<string, string[]>();
  const professionStudyAreas = new Map<string, StudyAreaLink[]>();
  const programmeKeywords = new Map<string, { core: string[]; related: string[] }>();
  for (const p of data.professions) {
    const links = byUnit.get(p.iscoCode) ?? byMinor.get(p.minorGroupCode);
    if (!links)
      throw new Error(`professions: ISCO-08 ${p.iscoCode} has no segment (minor group ${p.minorGroupCode})`);
    professionSegmentsByCode.set(p.iscoCode, links.segments);
    professionStudyAreas.set(p.iscoCode, links.studyAreas);
    programmeKeywords.set(p.iscoCode, links.keywords);
    byUnit.delete(p.iscoCode);
  }
  if (byUnit.size > 0) throw new Error(`isco08_unit_group_links.csv: not unit groups: ${[...byUnit.keys()]}`);

  const requiresBySkillLevel = new Map<number, string[]>();
  for (const row of files.csv('professions/skill_level_education.csv').rows) {
    const level = row.requiredInteger('isco_skill_level');
    const flags = row.list('requires');
    for (const flag of flags) {
      if (!(REQUIRES as readonly string[]).includes(flag)) row.fail(`"${flag}" is not a requires flag`);
    }
    requiresBySkillLevel.set(level, flags);
  }
  for (const level of [1, 2, 3, 4]) {
    if (!requiresBySkillLevel.has(level))
      throw new Error(`skill_level_education.csv: level ${level} missing`);
  }

  const stockCodes = new Set(data.employers.map((e) => e.hkexStockCode));
  const employerRows = files.csv('professions/employers_reviewed.csv').rows.map((row) => {
    const hkexStockCode = row.requiredText('hkex_stock_code');
    if (!stockCodes.has(hkexStockCode))
      row.fail(`${hkexStockCode} is not in employers_hk_hsi_constituents.csv`);
    stockCodes.delete(hkexStockCode);
    return {
      hkexStockCode,
      scope: row.oneOf('scope', ['local', 'multinational'] as const) ?? row.fail('no scope'),
      segmentCodes: checkCodes(row, row.list('segment_codes'), segmentCodes),
    };
  });
  if (stockCodes.size > 0)
    throw new Error(`employers_reviewed.csv: no row for ${[...stockCodes].join(', ')}`);

  const groupNames = new Map(data.groups.map((g) => [g.code, g]));
  const segmentNames = new Map(segmentRows.map((s) => [s.code, s]));
  for (const p of data.professions) {
    p.requires = requiresBySkillLevel.get(p.skillLevel) ?? [];
    const text = explain(
      p,
      groupNames,
      (professionSegmentsByCode.get(p.iscoCode) ?? []).map((c) => segmentNames.get(c)!),
    );
    p.explanation = text.en;
    p.explanationChi = text.zh;
  }

  return {
    segments: segmentRows,
    professionSegments: professionSegmentsByCode,
    professionStudyAreas,
    programmeKeywords,
    requiresBySkillLevel,
    employers: employerRows,
  };
}

/** Runs after writeProfessions and writeDisciplines: needs their ids. */
export async function writeProfessionLinks(tx: Tx, links: ProfessionLinks): Promise<void> {
  const sectorRows = await tx.select({ id: sectors.id, code: sectors.hsicCode }).from(sectors);
  const sectorIds = new Map(sectorRows.map((s) => [s.code, s.id]));
  // Segments are upserted on their code in file order, so a fresh database numbers them 1… in that order.
  await upsertRows(
    tx,
    segments,
    links.segments.map((s) => ({
      code: s.code,
      sectorId: sectorIds.get(s.hsicCode) ?? 0,
      name: s.name,
      nameChi: s.nameChi,
      seq: s.seq,
    })),
    segments.code,
    ['sectorId', 'name', 'nameChi', 'seq'],
  );
  const segmentRows = await tx
    .select({ id: segments.id, code: segments.code })
    .from(segments)
    .where(isNotNull(segments.code));
  const segmentIds = new Map(segmentRows.map((s) => [s.code ?? '', s.id]));
  const professionRows = await tx
    .select({ id: professions.id, code: professions.iscoCode })
    .from(professions);
  const professionIds = new Map(professionRows.map((p) => [p.code, p.id]));
  const disciplineRows = await tx.select({ id: disciplines.id, code: disciplines.code }).from(disciplines);
  const disciplineIds = new Map(disciplineRows.map((d) => [d.code, d.id]));

  const idIn = (ids: ReadonlyMap<string, number>, code: string) => {
    const id = ids.get(code);
    if (id === undefined) throw new Error(`reference loader: no id for "${code}"`);
    return id;
  };

  await replaceAll(
    tx,
    professionSegments,
    [...links.professionSegments].flatMap(([code, segs]) =>
      segs.map((s) => ({ professionId: idIn(professionIds, code), segmentId: idIn(segmentIds, s) })),
    ),
  );
  await replaceAll(
    tx,
    professionDisciplines,
    [...links.professionStudyAreas].flatMap(([code, areas]) =>
      areas.map((a) => ({
        professionId: idIn(professionIds, code),
        disciplineId: idIn(disciplineIds, a.code),
        strength: a.strength,
      })),
    ),
  );

  const employerRows = await tx
    .select({ id: employers.id, code: employers.hkexStockCode })
    .from(employers)
    .where(isNotNull(employers.hkexStockCode));
  const employerIds = new Map(employerRows.map((e) => [e.code ?? '', e.id]));
  for (const e of links.employers) {
    await tx.update(employers).set({ scope: e.scope }).where(eq(employers.hkexStockCode, e.hkexStockCode));
  }
  await replaceAll(
    tx,
    segmentEmployers,
    links.employers.flatMap((e) =>
      e.segmentCodes.map((s) => ({
        segmentId: idIn(segmentIds, s),
        employerId: idIn(employerIds, e.hkexStockCode),
      })),
    ),
  );
}
