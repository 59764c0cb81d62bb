import { notInArray, sql } from 'drizzle-orm';
import type { Tx } from '../../client.ts';
import { programInterviews, programs } from '../../schema/programs.ts';
import type { CsvRow } from './csv.ts';
import type { ReferenceFiles } from './files.ts';
import { byCodePoint, type InstitutionRow, institutionForCode } from './institutions.ts';
import { idOf, replaceAll, stableIds, upsertRows } from './write.ts';

export interface ProgramRow {
  jupasCode: string;
  institutionPrefix: string;
  name: string;
  nameChi: string;
  faculty: string | null;
  studyLevel: string;
  numOfPlaces: number | null;
  placesApprox: boolean;
  placesRange: string | null;
  combinedIntake: number | null;
  combinedIntakeCodes: string[];
  tuitionFeeFirstYear: string | null;
  tuitionFeeFirstYearHkd: number | null;
  interview: 'Y' | 'N' | null;
  interviewTiming: string | null;
  scoreFormula: string | null;
  scoreFormulaType: string | null;
  scoreFormula2025: string | null;
  weightingsText: string | null;
  catA5StarStarPoints: number;
  jupasUrl: string | null;
}

const TIMINGS = ['pre-results', 'post-results', 'both'] as const;

/** The 2026 programme list in jupas_code order, with its institution and published formula text. */
export function parsePrograms(
  files: ReferenceFiles,
  institutionRows: readonly InstitutionRow[],
): ProgramRow[] {
  const formulaTable = files.csv('jupas/programme_formula_text_2026.csv');
  const formulas = new Map(formulaTable.rows.map((row) => [row.requiredText('jupas_code'), row]));
  const table = files.csv('jupas/programmes_2026.csv');
  const seen = new Set<string>();
  const rows = table.rows.map((row): ProgramRow => {
    const jupasCode = row.requiredText('jupas_code');
    if (seen.has(jupasCode)) row.fail(`${jupasCode} appears twice`);
    seen.add(jupasCode);
    const institution = checkedInstitution(row, jupasCode, institutionRows);
    const formula = formulas.get(jupasCode) ?? row.fail(`${jupasCode} is missing from ${formulaTable.file}`);
    if (formula.text('score_formula_2026') !== row.text('score_formula_2026')) {
      formula.fail(`score_formula_2026 differs from ${table.file}`);
    }
    const combinedIntakeCodes = row.list('combined_intake_codes');
    return {
      jupasCode,
      institutionPrefix: institution.jupasCodePrefix,
      name: row.requiredText('name_en'),
      nameChi: row.requiredText('name_zh'),
      faculty: row.text('faculty'),
      studyLevel: row.requiredText('study_level'),
      numOfPlaces: row.integer('places_2026'),
      placesApprox: row.flag('places_approx') ?? false,
      placesRange: row.text('places_range'),
      combinedIntake: row.integer('combined_intake_2026'),
      combinedIntakeCodes,
      tuitionFeeFirstYear: row.text('tuition_fee_first_year'),
      tuitionFeeFirstYearHkd: parseHkd(row, 'tuition_fee_first_year'),
      interview: row.oneOf('interview', ['Y', 'N'] as const),
      interviewTiming: row.oneOf('interview_timing', TIMINGS),
      scoreFormula: row.text('score_formula_2026'),
      scoreFormulaType: row.oneOf('score_formula_type', ['best5', 'best6'] as const),
      scoreFormula2025: formula.text('score_formula_2025'),
      weightingsText: formula.text('weightings_2026_as_published'),
      catA5StarStarPoints: row.requiredNumber('cat_a_5starstar_points'),
      jupasUrl: row.text('jupas_url'),
    };
  });
  if (formulas.size !== rows.length) {
    throw new Error(`${formulaTable.file}: codes that are not in ${table.file}`);
  }
  for (const row of rows) {
    for (const code of row.combinedIntakeCodes) {
      if (!seen.has(code)) {
        throw new Error(`${table.file}: ${row.jupasCode} shares its intake with unknown ${code}`);
      }
    }
  }
  checkStatedCounts(rows, institutionRows);
  return rows.sort((a, b) => byCodePoint(a.jupasCode, b.jupasCode));
}

/** The institution from the code prefix, cross-checked with the row's institution and provider columns. */
function checkedInstitution(
  row: CsvRow,
  jupasCode: string,
  institutionRows: readonly InstitutionRow[],
): InstitutionRow {
  const institution =
    institutionForCode(institutionRows, jupasCode) ?? row.fail(`no institution for ${jupasCode}`);
  const provider = row.text('sssdp_provider');
  const named = row.requiredText('institution');
  const expected =
    institution.role === 'sssdp_provider'
      ? { named: 'SSSDP', provider: institution.nameShort }
      : { named: institution.nameShort, provider: null };
  if (named !== expected.named || provider !== expected.provider) {
    row.fail(
      `${jupasCode} is listed under ${named}/${provider ?? '-'} but its code belongs to ${institution.nameShort}`,
    );
  }
  return institution;
}

/** The source states how many programmes each institution has; a mismatch means a row was lost or misread. */
function checkStatedCounts(rows: readonly ProgramRow[], institutionRows: readonly InstitutionRow[]): void {
  for (const institution of institutionRows) {
    const count = rows.filter((r) =>
      institution.role === 'sssdp'
        ? r.institutionPrefix.startsWith(institution.jupasCodePrefix)
        : r.institutionPrefix === institution.jupasCodePrefix,
    ).length;
    if (count !== institution.statedProgrammes) {
      throw new Error(
        `reference data: ${institution.nameShort} (${institution.jupasCodePrefix}) has ${count} programmes, the source states ${institution.statedProgrammes}`,
      );
    }
  }
}

const HKD = /^HK\$(\d{1,3}(?:,\d{3})*)$/;
function parseHkd(row: CsvRow, column: string): number | null {
  const value = row.text(column);
  if (value === null) return null;
  const match = HKD.exec(value) ?? row.fail(`column "${column}": "${value}" is not an amount like HK$47,000`);
  return Number(match[1]!.replaceAll(',', ''));
}

/**
 * Writes the programmes and returns their ids by JUPAS code. Programmes missing from the data stay (users'
 * choices point at them) but become 'Withdrawn'; a 'Draft' set by an admin is kept.
 */
export async function writePrograms(
  tx: Tx,
  rows: readonly ProgramRow[],
  institutionIds: ReadonlyMap<string, number>,
): Promise<Map<string, number>> {
  const existing = await tx.select({ id: programs.id, code: programs.jupasCode }).from(programs);
  const ids = stableIds(
    rows.map((r) => r.jupasCode),
    new Map(existing.map((e) => [e.code, e.id])),
  );
  await upsertRows(
    tx,
    programs,
    rows.map(({ institutionPrefix, ...r }) => ({
      ...r,
      id: idOf(ids, r.jupasCode, 'programme'),
      institutionId: idOf(institutionIds, institutionPrefix, 'institution'),
      displayName: `${r.jupasCode} ${r.name}`,
      programType: 'jupas',
      status: 'Published',
    })),
    programs.jupasCode,
    [
      'institutionId',
      'name',
      'nameChi',
      'displayName',
      'faculty',
      'studyLevel',
      'programType',
      'numOfPlaces',
      'placesApprox',
      'placesRange',
      'combinedIntake',
      'combinedIntakeCodes',
      'tuitionFeeFirstYear',
      'tuitionFeeFirstYearHkd',
      'interview',
      'interviewTiming',
      'scoreFormula',
      'scoreFormulaType',
      'scoreFormula2025',
      'weightingsText',
      'catA5StarStarPoints',
      'jupasUrl',
    ],
    { status: sql`case when ${programs.status} = 'Withdrawn' then 'Published' else ${programs.status} end` },
  );
  const codes = rows.map((r) => r.jupasCode);
  await tx
    .update(programs)
    .set({ status: 'Withdrawn' })
    .where(codes.length > 0 ? notInArray(programs.jupasCode, codes) : undefined);
  return ids;
}

export interface InterviewRow {
  jupasCode: string;
  listedBy: string;
  type: string;
  timing: string | null;
  beforeResults: string | null;
  afterResults: string | null;
  sourceUrl: string | null;
  fetchedOn: string | null;
}

const ISO_DATE = /^\d{4}-\d{2}-\d{2}$/;

export function parseInterviews(files: ReferenceFiles): InterviewRow[] {
  return files.csv('jupas/interviews_2026.csv').rows.map((row) => {
    const fetchedOn = row.text('fetched');
    if (fetchedOn !== null && !ISO_DATE.test(fetchedOn)) {
      row.fail(`column "fetched": "${fetchedOn}" is not a date`);
    }
    return {
      jupasCode: row.requiredText('jupas_code'),
      listedBy: row.requiredText('listed_by'),
      type: row.requiredText('type'),
      timing: row.oneOf('timing', TIMINGS),
      beforeResults: row.text('before_results'),
      afterResults: row.text('after_results'),
      sourceUrl: row.text('source_url'),
      fetchedOn,
    };
  });
}

/** Interviews of codes outside the 2026 list are kept with a null programId, like 2024 admission scores. */
export async function writeInterviews(
  tx: Tx,
  rows: readonly InterviewRow[],
  programIds: ReadonlyMap<string, number>,
): Promise<void> {
  await replaceAll(
    tx,
    programInterviews,
    rows.map((r) => ({ ...r, programId: programIds.get(r.jupasCode) ?? null })),
  );
}
