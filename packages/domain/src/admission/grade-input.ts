import { CATEGORY_A_ELECTIVES, DROPPED_GRADE, DSE_GRADES } from './hkdse.ts';

/**
 * What a set of grades must be before anything scores it: known subject codes, each grade on its own
 * subject's scale (hkdse_grade_levels.csv), at most one of M1 and M2. A bad grade is never scored as 0 or
 * as an extra elective: it raises GradeInputError, which the server answers with a 400 in the user's
 * language (errors.gradeInput.<problem>).
 */

export const GRADE_INPUT_PROBLEMS = [
  'missingGrades',
  'missingSpec',
  'unknownSubject',
  'invalidGrade',
  'extendedMathsTogether',
] as const;
export type GradeInputProblem = (typeof GRADE_INPUT_PROBLEMS)[number];

const PROBLEM_NOTES_EN: Readonly<Record<GradeInputProblem, string>> = {
  missingGrades: 'No grades were given.',
  missingSpec: 'No programme formula was given.',
  unknownSubject: 'Unknown subject',
  invalidGrade: 'Grade not on the subject’s scale',
  extendedMathsTogether: 'M1 and M2 cannot both have a grade.',
};

export class GradeInputError extends Error {
  readonly problem: GradeInputProblem;
  readonly subjectCode: string | null;
  readonly grade: string | null;

  constructor(problem: GradeInputProblem, detail: { subjectCode?: string; grade?: string } = {}) {
    const where = [detail.subjectCode, detail.grade].filter((v) => v !== undefined).join(' ');
    super(where ? `${PROBLEM_NOTES_EN[problem]}: ${where}` : PROBLEM_NOTES_EN[problem]);
    this.name = 'GradeInputError';
    this.problem = problem;
    this.subjectCode = detail.subjectCode ?? null;
    this.grade = detail.grade ?? null;
  }
}

const CEFR = ['C2', 'C1', 'B2', 'B1', 'A2'] as const;

/** Subject code → its grades, best first (hkdse_grade_levels.csv). A server test checks it against the table. */
const SCALES: ReadonlyMap<string, readonly string[]> = new Map<string, readonly string[]>([
  // LS is the former core subject a repeater may still hold, on the DSE scale.
  ...['Chi', 'Eng', 'Maths', 'LS', 'M1', 'M2', ...CATEGORY_A_ELECTIVES].map(
    (code) => [code, DSE_GRADES] as const,
  ),
  ['CS', ['A', 'U']],
  ['French', CEFR],
  ['German', CEFR],
  ['Spanish', CEFR],
  ['Japanese', ['N1', 'N2', 'N3']],
  ['Korean', ['G6', 'G5', 'G4', 'G3']],
  // No published result scale for Urdu: no grade can be entered for it (the subject table has none either).
  ['Urdu', []],
]);

/** The ApL(C) Chinese courses for non-Chinese-speaking students report Distinction without I/II. */
const APL_CHINESE: ReadonlySet<string> = new Set(['Apl695', 'Apl699', 'Apl700']);
const APL_CODE = /^Apl\d{3}$/;

/** The grades a subject code takes, best first; null for a code that is not an HKDSE subject. */
export function gradeScaleOf(code: string): readonly string[] | null {
  const scale = SCALES.get(code);
  if (scale) return scale;
  if (!APL_CODE.test(code)) return null;
  return APL_CHINESE.has(code) ? ['D', 'A', 'U'] : ['D2', 'D1', 'A', 'U'];
}

/** A grade the student set, read from the object's own properties only ('constructor' is no subject). */
export function ownGrade(grades: Readonly<Record<string, unknown>>, code: string): string | undefined {
  if (!Object.hasOwn(grades, code)) return undefined;
  const grade = grades[code];
  return typeof grade === 'string' ? grade : undefined;
}

/** Empty and 'Dropped' values stand for a subject not taken (spec 2 §3) and are allowed anywhere. */
export function isNotTaken(grade: unknown): boolean {
  return grade === undefined || grade === null || grade === '' || grade === DROPPED_GRADE;
}

/**
 * Checks a grades object (subject code → grade) and throws GradeInputError at the first problem: not an
 * object, an unknown subject, a grade off the subject's scale (exact text: '5* ' or '6' is not a grade), or
 * M1 and M2 both taken — HKDSE candidates sit one module, and a programme counts one.
 */
export function assertSubjectGrades(grades: unknown): asserts grades is Readonly<Record<string, string>> {
  if (grades === null || typeof grades !== 'object' || Array.isArray(grades)) {
    throw new GradeInputError('missingGrades');
  }
  const record = grades as Readonly<Record<string, unknown>>;
  for (const code of Object.keys(record)) {
    const grade = record[code];
    const scale = gradeScaleOf(code);
    if (!scale) throw new GradeInputError('unknownSubject', { subjectCode: code });
    if (isNotTaken(grade)) continue;
    if (typeof grade !== 'string' || !scale.includes(grade)) {
      throw new GradeInputError('invalidGrade', { subjectCode: code, grade: String(grade) });
    }
  }
  if (!isNotTaken(ownGrade(record, 'M1')) && !isNotTaken(ownGrade(record, 'M2'))) {
    throw new GradeInputError('extendedMathsTogether');
  }
}
