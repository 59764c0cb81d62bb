import type { Tx } from '../../client.ts';
import { programAdmissions, programGradeProfiles, programOfferStats } from '../../schema/programs.ts';
import { assertUnique } from './checks.ts';
import type { ReferenceFiles } from './files.ts';
import { idOf, replaceAll } from './write.ts';

export interface AdmissionRow {
  jupasCode: string;
  intakeYear: number;
  programName: string | null;
  median: number | null;
  lowerQuartile: number | null;
  upperQuartile: number | null;
  mean: number | null;
  expectedScoreNextYear: number | null;
  maxAttainableScore: number | null;
  catA5StarStarPoints: number | null;
  source: string;
}

const SOURCE_2025 = 'JUPASCal (hkm67/JUPASCal.github.io main@370e91434ca8, JUPAS_2026_Unified_Data.json)';

/** 2025 figures (JUPASCal) and 2024 figures (KithLo/jupas-data); one row per code and year. */
export function parseAdmissions(files: ReferenceFiles): AdmissionRow[] {
  const rows: AdmissionRow[] = [];
  for (const row of files.csv('jupas/admission_scores_2025.csv').rows) {
    rows.push({
      jupasCode: row.requiredText('jupas_code'),
      intakeYear: row.requiredInteger('admission_year'),
      programName: null,
      median: row.number('median'),
      lowerQuartile: row.number('lower_quartile'),
      upperQuartile: row.number('upper_quartile'),
      mean: row.number('mean'),
      expectedScoreNextYear: row.number('expected_score_2026'),
      maxAttainableScore: row.number('max_attainable_score'),
      catA5StarStarPoints: row.number('cat_a_5starstar_points'),
      source: SOURCE_2025,
    });
  }
  for (const row of files.csv('jupas/admission_scores_2024.csv').rows) {
    rows.push({
      jupasCode: row.requiredText('jupas_code'),
      intakeYear: row.requiredInteger('admission_year'),
      programName: row.text('name_en'),
      median: row.number('median'),
      lowerQuartile: row.number('lower_quartile'),
      upperQuartile: row.number('upper_quartile'),
      mean: null,
      expectedScoreNextYear: null,
      maxAttainableScore: null,
      catA5StarStarPoints: null,
      source: row.requiredText('source'),
    });
  }
  assertUnique(
    rows.map((r) => `${r.jupasCode} ${r.intakeYear}`),
    'admission scores',
  );
  return rows;
}

/** Admission scores of codes no longer offered keep their history with a null programId. */
export async function writeAdmissions(
  tx: Tx,
  rows: readonly AdmissionRow[],
  programIds: ReadonlyMap<string, number>,
): Promise<void> {
  await replaceAll(
    tx,
    programAdmissions,
    rows.map((r) => ({ ...r, programId: programIds.get(r.jupasCode) ?? null })),
  );
}

const STATISTICS = ['median', 'lower_quartile', 'upper_quartile'] as const;

export interface GradeProfileRow {
  jupasCode: string;
  intakeYear: number;
  statistic: (typeof STATISTICS)[number];
  subjectSlot: string;
  grade: string;
}

export function parseGradeProfiles(
  files: ReferenceFiles,
  programCodes: ReadonlySet<string>,
): GradeProfileRow[] {
  const rows = files.csv('jupas/admission_grade_profiles_2025.csv').rows.map((row) => {
    const jupasCode = row.requiredText('jupas_code');
    if (!programCodes.has(jupasCode)) row.fail(`${jupasCode} is not in the 2026 programme list`);
    return {
      jupasCode,
      intakeYear: row.requiredInteger('admission_year'),
      statistic: row.oneOf('statistic', STATISTICS) ?? row.fail('column "statistic" is empty'),
      subjectSlot: row.requiredText('subject_slot'),
      grade: row.requiredText('grade'),
    };
  });
  assertUnique(
    rows.map((r) => `${r.jupasCode} ${r.intakeYear} ${r.statistic} ${r.subjectSlot}`),
    'grade profiles',
  );
  return rows;
}

export async function writeGradeProfiles(
  tx: Tx,
  rows: readonly GradeProfileRow[],
  programIds: ReadonlyMap<string, number>,
): Promise<void> {
  await replaceAll(
    tx,
    programGradeProfiles,
    rows.map(({ jupasCode, ...r }) => ({ ...r, programId: idOf(programIds, jupasCode, 'programme') })),
  );
}

export interface OfferStatRow {
  jupasCode: string;
  year: number;
  type: 'application' | 'offer';
  bandA: number | null;
  bandB: number | null;
  bandC: number | null;
  bandD: number | null;
  bandE: number | null;
  total: number | null;
}

export function parseOfferStats(files: ReferenceFiles): OfferStatRow[] {
  const rows = files.csv('jupas/offer_statistics.csv').rows.map((row) => ({
    jupasCode: row.requiredText('jupas_code'),
    year: row.requiredInteger('year'),
    type: row.oneOf('type', ['application', 'offer'] as const) ?? row.fail('column "type" is empty'),
    bandA: row.integer('band_a'),
    bandB: row.integer('band_b'),
    bandC: row.integer('band_c'),
    bandD: row.integer('band_d'),
    bandE: row.integer('band_e'),
    total: row.integer('total'),
  }));
  assertUnique(
    rows.map((r) => `${r.jupasCode} ${r.year} ${r.type}`),
    'offer statistics',
  );
  return rows;
}

export async function writeOfferStats(
  tx: Tx,
  rows: readonly OfferStatRow[],
  programIds: ReadonlyMap<string, number>,
): Promise<void> {
  await replaceAll(
    tx,
    programOfferStats,
    rows.map((r) => ({ ...r, programId: programIds.get(r.jupasCode) ?? null })),
  );
}
