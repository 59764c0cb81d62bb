import { isHkMobile, normalisePhone } from '../phone.ts';
import { hkParts } from '../time.ts';

/**
 * A school's class list as its office exports it (issue 27 item 1): recognising the columns in either
 * language, normalising each row, naming every row's problems and comparing the file with the school's
 * current list. The server reads the file and runs these again on import; the web runs them while the
 * person fixes rows, so both always agree.
 */

export const ROSTER_ROLES = ['student', 'teacher'] as const;
export type RosterRole = (typeof ROSTER_ROLES)[number];

export function isRosterRole(value: unknown): value is RosterRole {
  return value === 'student' || value === 'teacher';
}

/** Largest file read at all; a school's export of 2,000 people is well under 1 MB. */
export const ROSTER_MAX_FILE_BYTES = 10 * 1024 * 1024;
/** A secondary school has about 1,000 students; five times that is no school's list. */
export const ROSTER_MAX_ROWS = 5000;

export const ROSTER_FIELDS = ['className', 'classNo', 'nameEn', 'nameZh', 'phone', 'email', 'role'] as const;
export type RosterField = (typeof ROSTER_FIELDS)[number];

/** Header words after folding (see foldHeader): full-width to half-width, lower case, no spaces or dots. */
const HEADER_WORDS: Record<RosterField, readonly string[]> = {
  className: ['班別', '班級', '班', '班名', 'class', 'classname', 'form/class', 'formclass'],
  classNo: ['學號', '班號', '班內號碼', '學生編號', 'classno', 'classnumber', 'no', 'number', 'studentno'],
  nameEn: [
    '英文姓名',
    '英文名',
    '英文名稱',
    'englishname',
    'nameenglish',
    'name(english)',
    'name(eng)',
    'engname',
    'nameen',
    'name',
  ],
  nameZh: [
    '中文姓名',
    '中文名',
    '中文名稱',
    'chinesename',
    'namechinese',
    'name(chinese)',
    'chiname',
    'namezh',
  ],
  phone: [
    '電話',
    '手提電話',
    '手機',
    '手機號碼',
    '電話號碼',
    '聯絡電話',
    'phone',
    'mobile',
    'phoneno',
    'mobileno',
    'phonenumber',
    'mobilenumber',
    'tel',
    'telephone',
  ],
  email: ['電郵', '電郵地址', '電子郵件', 'email', 'e-mail', 'emailaddress', 'e-mailaddress'],
  role: ['身份', '身分', '角色', 'role', 'type'],
};

/** NFKC turns full-width letters, digits and punctuation into their plain forms ("Ｃｌａｓｓ" → "Class"). */
function foldHeader(text: string): string {
  return text
    .normalize('NFKC')
    .toLowerCase()
    .replace(/[\s._:：]+/g, '');
}

const HEADER_LOOKUP = new Map<string, RosterField>(
  ROSTER_FIELDS.flatMap((field) => HEADER_WORDS[field].map((word) => [foldHeader(word), field] as const)),
);

/** The field a header cell names, or null for a column the import does not use. */
export function recogniseHeader(cell: string | null | undefined): RosterField | null {
  if (cell == null) return null;
  return HEADER_LOOKUP.get(foldHeader(cell)) ?? null;
}

export type RosterHeaderMap = Partial<Record<RosterField, number>>;

/** Columns a list of this role cannot do without. */
export function requiredRosterFields(role: RosterRole): RosterField[] {
  return role === 'student' ? ['className', 'classNo', 'nameEn', 'phone'] : ['nameEn'];
}

/** Which column holds which field (the first column wins when two say the same), and what is missing. */
export function mapRosterHeaders(
  cells: readonly (string | null | undefined)[],
  role: RosterRole,
): { headerMap: RosterHeaderMap; missing: RosterField[] } {
  const headerMap: RosterHeaderMap = {};
  cells.forEach((cell, index) => {
    const field = recogniseHeader(cell);
    if (field && headerMap[field] === undefined) headerMap[field] = index;
  });
  const missing = requiredRosterFields(role).filter((field) => headerMap[field] === undefined);
  return { headerMap, missing };
}

/** A row's cells by field, as text, before normalising. */
export type RosterCells = Partial<Record<RosterField, string | null>>;

export interface RosterRow {
  className: string | null;
  classNo: number | null;
  nameEn: string;
  nameZh: string | null;
  phone: string | null;
  email: string | null;
  /** The role the row's own column names, when it has one ('student' | 'teacher'), else null. */
  role: RosterRole | null;
}

const collapse = (text: string | null | undefined): string =>
  (text ?? '').normalize('NFKC').replace(/\s+/g, ' ').trim();
const orNull = (text: string): string | null => (text === '' ? null : text);

const CHINESE_FORM: Record<string, string> = { 一: '1', 二: '2', 三: '3', 四: '4', 五: '5', 六: '6' };

/** "5a " → "5A"; "F.5A", "S5A", "5 A", "中五A" → "5A"; anything else is kept, upper-cased, for the check. */
export function normaliseClassName(text: string | null | undefined): string | null {
  const folded = collapse(text).toUpperCase().replace(/\s+/g, '');
  if (folded === '') return null;
  const chinese = /^中([一二三四五六])([A-Z])$/.exec(folded);
  if (chinese) return `${CHINESE_FORM[chinese[1] as string]}${chinese[2]}`;
  const plain = /^(?:F\.?|S\.?|SEC\.?|FORM)?([1-6])([A-Z])$/.exec(folded);
  return plain ? `${plain[1]}${plain[2]}` : folded;
}

/** A secondary class is a form 1 to 6 and a letter ("5A"). */
export function isSecondaryClassName(className: string): boolean {
  return /^[1-6][A-Z]$/.test(className);
}

/** "5A" → "F.5" (the form the rest of the product uses), null for anything else. */
export function formOfClass(className: string | null): string | null {
  return className && isSecondaryClassName(className) ? `F.${className[0]}` : null;
}

/** "05", "5", "5.0" → 5; empty → null; anything else → NaN (a problem, not a guess). */
export function normaliseClassNo(text: string | null | undefined): number | null {
  const folded = collapse(text);
  if (folded === '') return null;
  if (!/^[0-9]{1,3}(?:\.0+)?$/.test(folded)) return Number.NaN;
  return Number.parseInt(folded, 10);
}

/** "9123 4567", "+852 9123-4567", "(852) 91234567" → "91234567"; what is left is checked, not repaired. */
export function normaliseRosterPhone(text: string | null | undefined): string | null {
  const folded = collapse(text).replace(/[()\s-]/g, '');
  if (folded === '') return null;
  const withPlus = folded.startsWith('852') && folded.length === 11 ? `+${folded}` : folded;
  return normalisePhone(withPlus);
}

const ROLE_WORDS: Record<string, RosterRole> = {
  student: 'student',
  students: 'student',
  學生: 'student',
  teacher: 'teacher',
  teachers: 'teacher',
  staff: 'teacher',
  老師: 'teacher',
  教師: 'teacher',
  教職員: 'teacher',
};

/** Trailing spaces, numbers stored as text and full-width forms are the spreadsheet's, not the person's. */
export function normaliseRosterRow(cells: RosterCells): RosterRow & { classNoText: string | null } {
  const roleText = collapse(cells.role).toLowerCase();
  const classNo = normaliseClassNo(cells.classNo);
  return {
    className: normaliseClassName(cells.className),
    classNo: classNo,
    classNoText: orNull(collapse(cells.classNo)),
    nameEn: collapse(cells.nameEn),
    nameZh: orNull(collapse(cells.nameZh)),
    phone: normaliseRosterPhone(cells.phone),
    email: orNull(collapse(cells.email).toLowerCase()),
    role: ROLE_WORDS[roleText] ?? null,
  };
}

export const ROSTER_PROBLEMS = [
  'nameEnMissing',
  'phoneMissing',
  'badPhone',
  'duplicatePhone',
  'phoneInOtherSchool',
  'classMissing',
  'unknownClass',
  'classNoMissing',
  'badClassNo',
  'duplicateClassNo',
  'badEmail',
  'wrongRole',
  // Found by the file reader in the cell itself; the value the person types instead clears them.
  'formulaNoValue',
  'mergedCell',
  'dateCell',
] as const;
export type RosterProblemCode = (typeof ROSTER_PROBLEMS)[number];

export interface RosterProblem {
  field: RosterField;
  code: RosterProblemCode;
}

/** A row as the preview shows it and the import sends it back: values the person may have fixed. */
export interface RosterRowInput {
  className: string | null;
  classNo: number | null;
  nameEn: string;
  nameZh: string | null;
  phone: string | null;
  email: string | null;
  /** Problems the reader found in cells (formulas, merges, dates); the web drops one when its cell is edited. */
  cellProblems?: readonly RosterProblem[];
  /** The row's own role column, if the file had one. */
  role?: RosterRole | null;
}

export interface RosterCheckContext {
  role: RosterRole;
  /** Phones currently listed by another school (the server looks them up). */
  phonesElsewhere: ReadonlySet<string>;
  /** The school's own classes when it has set them; empty means any secondary class (1A to 6Z). */
  schoolClasses?: readonly string[];
}

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

/** Every row's problems, in file order. Duplicates are named on each of the rows involved. */
export function checkRosterRows(rows: readonly RosterRowInput[], c: RosterCheckContext): RosterProblem[][] {
  const phoneCount = new Map<string, number>();
  const seatCount = new Map<string, number>();
  const seat = (row: RosterRowInput) =>
    row.className && row.classNo != null && Number.isInteger(row.classNo)
      ? `${row.className}#${row.classNo}`
      : null;
  for (const row of rows) {
    if (row.phone) phoneCount.set(row.phone, (phoneCount.get(row.phone) ?? 0) + 1);
    const key = seat(row);
    if (key) seatCount.set(key, (seatCount.get(key) ?? 0) + 1);
  }
  const classes = new Set(c.schoolClasses ?? []);
  return rows.map((row) => {
    const problems: RosterProblem[] = [...(row.cellProblems ?? [])];
    const has = (field: RosterField) => problems.some((p) => p.field === field);
    const add = (field: RosterField, code: RosterProblemCode) => {
      if (!has(field)) problems.push({ field, code });
    };
    if (row.nameEn.trim() === '') add('nameEn', 'nameEnMissing');
    if (row.phone == null || row.phone === '') {
      if (c.role === 'student') add('phone', 'phoneMissing');
    } else if (!isHkMobile(row.phone)) add('phone', 'badPhone');
    else if ((phoneCount.get(row.phone) ?? 0) > 1) add('phone', 'duplicatePhone');
    else if (c.phonesElsewhere.has(row.phone)) add('phone', 'phoneInOtherSchool');
    if (row.className == null || row.className === '') {
      if (c.role === 'student') add('className', 'classMissing');
    } else if (!isSecondaryClassName(row.className) || (classes.size > 0 && !classes.has(row.className)))
      add('className', 'unknownClass');
    if (row.classNo == null) {
      if (c.role === 'student') add('classNo', 'classNoMissing');
    } else if (!Number.isInteger(row.classNo) || row.classNo < 1 || row.classNo > 99)
      add('classNo', 'badClassNo');
    else if ((seatCount.get(seat(row) ?? '') ?? 0) > 1) add('classNo', 'duplicateClassNo');
    if (row.email && !EMAIL.test(row.email)) add('email', 'badEmail');
    if (row.role && row.role !== c.role) add('role', 'wrongRole');
    return problems;
  });
}

/** A person on the school's current list, as the diff needs them. */
export interface RosterListed {
  id: string;
  phone: string | null;
  nameEn: string;
  className: string | null;
  classNo: number | null;
}

export interface RosterDiff {
  /** Indexes into the file's rows. */
  added: number[];
  updated: { index: number; id: string; fromClass: string | null; toClass: string | null }[];
  unchanged: { index: number; id: string }[];
  /** Ids of listed people the file no longer holds. */
  left: string[];
}

const nameKey = (name: string) => collapse(name).toLowerCase();

/**
 * What importing the file would do to the school's current list. A person is the same person when the
 * phone matches; failing that, when the English name is the only one of its kind on both sides (a student
 * who changed phone). Nobody is ever matched twice, so a re-import never duplicates anyone.
 * "Updated" means the class, class number, form or details changed.
 */
export function rosterDiff(current: readonly RosterListed[], rows: readonly RosterRowInput[]): RosterDiff {
  const byPhone = new Map(current.filter((p) => p.phone).map((p) => [p.phone as string, p]));
  const matched = new Map<number, RosterListed>();
  const taken = new Set<string>();
  rows.forEach((row, index) => {
    const hit = row.phone ? byPhone.get(row.phone) : undefined;
    if (hit && !taken.has(hit.id)) {
      matched.set(index, hit);
      taken.add(hit.id);
    }
  });
  const countNames = <T>(items: readonly T[], name: (item: T) => string) => {
    const counts = new Map<string, number>();
    for (const item of items) counts.set(name(item), (counts.get(name(item)) ?? 0) + 1);
    return counts;
  };
  const freeCurrent = current.filter((p) => !taken.has(p.id));
  const freeRows = rows.map((row, index) => ({ row, index })).filter(({ index }) => !matched.has(index));
  const currentNames = countNames(freeCurrent, (p) => nameKey(p.nameEn));
  const rowNames = countNames(freeRows, ({ row }) => nameKey(row.nameEn));
  for (const { row, index } of freeRows) {
    const key = nameKey(row.nameEn);
    if (key === '' || currentNames.get(key) !== 1 || rowNames.get(key) !== 1) continue;
    const hit = freeCurrent.find((p) => nameKey(p.nameEn) === key);
    if (hit) {
      matched.set(index, hit);
      taken.add(hit.id);
    }
  }
  const diff: RosterDiff = { added: [], updated: [], unchanged: [], left: [] };
  rows.forEach((row, index) => {
    const hit = matched.get(index);
    if (!hit) diff.added.push(index);
    else if (
      hit.className === row.className &&
      hit.classNo === row.classNo &&
      hit.phone === row.phone &&
      nameKey(hit.nameEn) === nameKey(row.nameEn)
    )
      diff.unchanged.push({ index, id: hit.id });
    else diff.updated.push({ index, id: hit.id, fromClass: hit.className, toClass: row.className });
  });
  diff.left = current.filter((p) => !taken.has(p.id)).map((p) => p.id);
  return diff;
}

/** "2026/27": a Hong Kong school year starts in September. */
export function currentSchoolYear(now: Date): string {
  const { year, month } = hkParts(now);
  const start = month >= 9 ? year : year - 1;
  return `${start}/${String((start + 1) % 100).padStart(2, '0')}`;
}
