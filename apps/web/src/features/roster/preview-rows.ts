import {
  checkRosterRows,
  normaliseClassName,
  normaliseClassNo,
  normaliseRosterPhone,
  type RosterField,
  type RosterProblem,
  type RosterRole,
  type RosterRowInput,
} from '@waypoint/domain';

/** One row of the server's preview (POST /api/schools/:id/roster/preview). */
export interface PreviewRow extends RosterRowInput {
  line: number;
  classNoText: string | null;
  cellProblems: RosterProblem[];
  problems: RosterProblem[];
  change: 'added' | 'updated' | 'unchanged';
  fromClass: string | null;
}

export interface RosterPreview {
  fileName: string;
  kind: 'xlsx' | 'csv';
  encoding: 'utf-8' | 'big5' | null;
  headerMap: Partial<Record<RosterField, number>>;
  rows: PreviewRow[];
  counts: {
    rows: number;
    withProblems: number;
    added: number;
    updated: number;
    unchanged: number;
    left: number;
  };
  leaving: { id: string; nameEn: string; className: string | null; classNo: number | null }[];
}

/** A preview row as the person works on it: skipped rows stay on screen, greyed, and are not sent. */
export interface WorkingRow extends PreviewRow {
  skipped: boolean;
}

export type EditableField = Exclude<RosterField, 'role'>;
export const EDITABLE_FIELDS: readonly EditableField[] = [
  'className',
  'classNo',
  'nameEn',
  'nameZh',
  'phone',
  'email',
];

/** The text an input shows for a field. */
export function fieldText(row: WorkingRow, field: EditableField): string {
  if (field === 'classNo') return row.classNo != null ? String(row.classNo) : (row.classNoText ?? '');
  return row[field] ?? '';
}

/**
 * The phones the server found on another school's list: the web cannot ask, so it keeps the server's word
 * for those numbers while the person edits other rows.
 */
export function phonesElsewhereOf(rows: readonly PreviewRow[]): Set<string> {
  return new Set(
    rows
      .filter((row) => row.phone && row.problems.some((p) => p.code === 'phoneInOtherSchool'))
      .map((row) => row.phone as string),
  );
}

/** Checks the rows not skipped again with the domain's rule (the server runs the same on import). */
export function recheck(
  rows: readonly WorkingRow[],
  role: RosterRole,
  phonesElsewhere: ReadonlySet<string>,
): WorkingRow[] {
  const live = rows.filter((row) => !row.skipped);
  const problems = checkRosterRows(live, { role, phonesElsewhere });
  const byLine = new Map(live.map((row, i) => [row, problems[i] ?? []]));
  return rows.map((row) => ({ ...row, problems: row.skipped ? [] : (byLine.get(row) ?? []) }));
}

/** The person typed `text` into a field: normalised as the import will, the reader's flag on it dropped. */
export function editRow(row: WorkingRow, field: EditableField, text: string): WorkingRow {
  const cellProblems = row.cellProblems.filter((p) => p.field !== field);
  const trimmed = text.trim();
  switch (field) {
    case 'className':
      return { ...row, cellProblems, className: normaliseClassName(text) };
    case 'classNo': {
      const n = normaliseClassNo(text);
      const bad = n !== null && Number.isNaN(n);
      return {
        ...row,
        classNo: bad ? null : n,
        classNoText: trimmed === '' ? null : trimmed,
        cellProblems: bad ? [...cellProblems, { field, code: 'badClassNo' }] : cellProblems,
      };
    }
    case 'phone': {
      // Kept as typed until it is a whole number, so half-typed digits are not rewritten under the cursor.
      const phone = normaliseRosterPhone(text);
      return { ...row, cellProblems, phone: phone ?? null };
    }
    case 'nameEn':
      return { ...row, cellProblems, nameEn: text };
    case 'nameZh':
      return { ...row, cellProblems, nameZh: trimmed === '' ? null : text };
    case 'email':
      return { ...row, cellProblems, email: trimmed === '' ? null : trimmed.toLowerCase() };
  }
}

/** What roster.importList takes: the rows not skipped, as fixed. */
export function rowsToImport(rows: readonly WorkingRow[]) {
  return rows
    .filter((row) => !row.skipped)
    .map((row) => ({
      line: row.line,
      className: row.className,
      classNo: row.classNo,
      nameEn: row.nameEn.trim(),
      nameZh: row.nameZh?.trim() || null,
      phone: row.phone,
      email: row.email,
    }));
}
