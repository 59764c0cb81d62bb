import type { Tx } from '../../client.ts';
import { gradeLevels, scoreRules, subjects } from '../../schema/programs.ts';
import { assertUnique } from './checks.ts';
import type { ReferenceFiles } from './files.ts';
import type { ChineseNames } from './names.ts';
import { idOf, replaceAll, stableIds, upsertRows } from './write.ts';

export interface SubjectRow {
  code: string;
  nameEn: string;
  nameChi: string;
  nameChiSource: string | null;
  category: string;
  isCore: boolean;
  aplCourseCode: string | null;
  aplArea: string | null;
  gradeLevels: string[];
  source: string;
}

/** HKDSE subjects in the source file's order (which is also their id order on a fresh load). */
export function parseSubjects(files: ReferenceFiles, names: ChineseNames): SubjectRow[] {
  const table = files.csv('jupas/hkdse_subjects.csv');
  const rows = table.rows.map((row) => {
    const code = row.requiredText('code');
    return {
      code,
      nameEn: row.requiredText('name_en'),
      ...names.resolve('subject', code, row.text('name_zh'), `${table.file}:${row.line}`),
      category: row.requiredText('category'),
      isCore: row.flag('is_core') ?? row.fail('column "is_core" is empty'),
      aplCourseCode: row.text('apl_course_code'),
      aplArea: row.text('apl_area'),
      gradeLevels: row.list('grade_levels'),
      source: row.requiredText('source'),
    };
  });
  assertUnique(
    rows.map((r) => r.code),
    'subjects',
  );
  return rows;
}

export async function writeSubjects(tx: Tx, rows: readonly SubjectRow[]): Promise<Map<string, number>> {
  const existing = await tx.select({ id: subjects.id, code: subjects.code }).from(subjects);
  const ids = stableIds(
    rows.map((r) => r.code),
    new Map(existing.map((e) => [e.code, e.id])),
  );
  await upsertRows(
    tx,
    subjects,
    rows.map((r) => ({ ...r, id: idOf(ids, r.code, 'subject') })),
    subjects.code,
    [
      'nameEn',
      'nameChi',
      'nameChiSource',
      'category',
      'isCore',
      'aplCourseCode',
      'aplArea',
      'gradeLevels',
      'source',
    ],
  );
  return ids;
}

export type GradeLevelRow = typeof gradeLevels.$inferInsert;

export function parseGradeLevels(files: ReferenceFiles): GradeLevelRow[] {
  const rows = files.csv('jupas/hkdse_grade_levels.csv').rows.map((row) => ({
    subjectGroup: row.requiredText('subject_group'),
    grade: row.requiredText('grade'),
    rank: row.requiredInteger('rank_high_to_low'),
    label: row.text('label'),
  }));
  assertUnique(
    rows.map((r) => `${r.subjectGroup} ${r.grade}`),
    'grade levels',
  );
  return rows;
}

export type ScoreRuleRow = typeof scoreRules.$inferInsert;

export function parseScoreRules(files: ReferenceFiles): ScoreRuleRow[] {
  const rows = files.csv('jupas/grade_point_conversions.csv').rows.map((row) => ({
    schemeId: row.requiredText('scheme_id'),
    subjectCategory: row.requiredText('subject_category'),
    grade: row.requiredText('grade'),
    points: row.requiredNumber('points'),
    note: row.text('note'),
  }));
  assertUnique(
    rows.map((r) => `${r.schemeId} ${r.grade}`),
    'grade point conversions',
  );
  return rows;
}

export async function writeGradeTables(
  tx: Tx,
  levels: readonly GradeLevelRow[],
  rules: readonly ScoreRuleRow[],
): Promise<void> {
  await replaceAll(tx, gradeLevels, [...levels]);
  await replaceAll(tx, scoreRules, [...rules]);
}
