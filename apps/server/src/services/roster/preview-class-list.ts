import type { DbOrTx } from '@waypoint/db';
import {
  checkRosterRows,
  mapRosterHeaders,
  normaliseRosterRow,
  type RosterCells,
  type RosterField,
  type RosterHeaderMap,
  type RosterProblem,
  type RosterRole,
  type RosterRowInput,
  rosterDiff,
} from '@waypoint/domain';
import { fail } from '../errors.ts';
import type { ClassListFile } from './read-class-list.ts';
import { currentRoster, phonesListedElsewhere } from './roster-rows.ts';

export interface RosterPreviewRow extends RosterRowInput {
  /** The row number in the person's spreadsheet. */
  line: number;
  /** The class number as written, shown when it is not a number. */
  classNoText: string | null;
  cellProblems: RosterProblem[];
  problems: RosterProblem[];
  /** What importing would do with the row (a row with problems is counted by what it would do once fixed). */
  change: 'added' | 'updated' | 'unchanged';
  fromClass: string | null;
}

export interface RosterPreview {
  kind: ClassListFile['kind'];
  encoding: ClassListFile['encoding'];
  headerMap: RosterHeaderMap;
  rows: RosterPreviewRow[];
  counts: {
    rows: number;
    withProblems: number;
    added: number;
    updated: number;
    unchanged: number;
    left: number;
  };
  /** Those on the school's current list whom the file no longer holds. */
  leaving: { id: string; nameEn: string; className: string | null; classNo: number | null }[];
}

// Bilingual on purpose: the message names the column the way either language's file would.
const COLUMN_NAMES: Record<RosterField, string> = {
  className: '班別 / Class',
  classNo: '學號 / Class No.',
  nameEn: '英文姓名 / English name',
  nameZh: '中文姓名 / Chinese name',
  phone: '電話 / Phone',
  email: '電郵 / Email',
  role: '身份 / Role',
};

/** The file's rows normalised and checked, and what importing them would change. Nothing is stored. */
export async function previewClassList(
  db: DbOrTx,
  o: { schoolId: string; role: RosterRole; file: ClassListFile },
): Promise<RosterPreview> {
  const { headerMap, missing } = mapRosterHeaders(o.file.headerCells, o.role);
  if (missing.length > 0)
    fail('BAD_REQUEST', 'errors.rosterMissingColumns', {
      vars: { columns: missing.map((field) => COLUMN_NAMES[field]).join('、 ') },
    });
  const read = o.file.rows.map((row) => {
    const cells: RosterCells = {};
    const cellProblems: RosterProblem[] = [];
    for (const [field, column] of Object.entries(headerMap) as [RosterField, number][]) {
      const cell = row.cells[column];
      cells[field] = cell?.text ?? null;
      if (cell?.problem) cellProblems.push({ field, code: cell.problem });
    }
    const { role, classNo, ...values } = normaliseRosterRow(cells);
    // NaN does not survive JSON: the row carries null and the reason, which the person's edit clears.
    if (Number.isNaN(classNo) && !cellProblems.some((p) => p.field === 'classNo'))
      cellProblems.push({ field: 'classNo', code: 'badClassNo' });
    return { line: row.line, ...values, classNo: Number.isNaN(classNo) ? null : classNo, role, cellProblems };
  });
  const phones = read.map((row) => row.phone).filter((phone): phone is string => phone !== null);
  const phonesElsewhere = await phonesListedElsewhere(db, o.schoolId, phones);
  const problems = checkRosterRows(read, { role: o.role, phonesElsewhere });
  const current = await currentRoster(db, o.schoolId, o.role);
  const diff = rosterDiff(current, read);
  const change = new Map<number, { change: RosterPreviewRow['change']; fromClass: string | null }>();
  for (const index of diff.added) change.set(index, { change: 'added', fromClass: null });
  for (const u of diff.updated) change.set(u.index, { change: 'updated', fromClass: u.fromClass });
  for (const u of diff.unchanged) change.set(u.index, { change: 'unchanged', fromClass: null });
  const rows = read.map((row, index) => ({
    ...row,
    problems: problems[index] ?? [],
    ...(change.get(index) ?? { change: 'added' as const, fromClass: null }),
  }));
  const leftIds = new Set(diff.left);
  return {
    kind: o.file.kind,
    encoding: o.file.encoding,
    headerMap,
    rows,
    counts: {
      rows: rows.length,
      withProblems: rows.filter((row) => row.problems.length > 0).length,
      added: diff.added.length,
      updated: diff.updated.length,
      unchanged: diff.unchanged.length,
      left: diff.left.length,
    },
    leaving: current
      .filter((person) => leftIds.has(person.id))
      .map(({ id, nameEn, className, classNo }) => ({ id, nameEn, className, classNo })),
  };
}
