import { assertSubjectGrades, isNotTaken, ownGrade } from './grade-input.ts';
import { DSE_GRADES, type DseGrade, isDroppedGrade, isDseGrade } from './hkdse.ts';

/**
 * HKDSE grades as the admission planner stores them (spec 2 §3 UserSubjectGrade, §9 grade points) and the
 * subject facts the score calculator needs: which category a subject code belongs to and how a grade
 * compares with a minimum level.
 */

/** Spec 2 §3: the student's own prediction and the school's. */
export const GRADE_SOURCES = ['overallTarget', 'schoolPredict'] as const;
export type GradeSource = (typeof GRADE_SOURCES)[number];

/**
 * Subject code → grade, e.g. { Chi: '4', Eng: '5*', Maths: '5', Phys: '5**', Apl668: 'D1', CS: 'A' }.
 * Codes are the reference data's (`subjects.code`). Empty and 'Dropped' values are ignored by every rule.
 */
export type SubjectGrades = Readonly<Record<string, DseGrade | string>>;

/** Spec 2 §9 default grade points (5** 7 … U 0); programmes override them with their institution's scale. */
export const DEFAULT_GRADE_POINTS: Readonly<Record<DseGrade, number>> = {
  '5**': 7,
  '5*': 6,
  '5': 5,
  '4': 4,
  '3': 3,
  '2': 2,
  '1': 1,
  U: 0,
};

/**
 * Spec 2 §9 bonus percentage by the score of a subject, highest threshold first. The thresholds are the
 * points of 5** … 3 on the 5**=8.5 scale: it is HKUST's bonus for the best subject outside the five counted
 * (its `hkust_weighted_best` rule, bonus up to 5 %). The calculator applies it to HKUST programmes only;
 * every other institution publishes its own formula (see docs/decisions/003-score-calculator.md).
 */
export const BONUS_PERCENT_TABLE: readonly { readonly minScore: number; readonly percent: number }[] = [
  { minScore: 8.5, percent: 5 },
  { minScore: 7, percent: 4.12 },
  { minScore: 5.5, percent: 3.24 },
  { minScore: 4, percent: 2.35 },
  { minScore: 3, percent: 1.76 },
];

export function bonusPercentFor(score: number): number {
  for (const row of BONUS_PERCENT_TABLE) if (score >= row.minScore) return row.percent;
  return 0;
}

/** Spec 2 §3: the subject ids the university-entrance check names, mapped to the reference data's codes. */
export const SPEC_CORE_SUBJECT_IDS = { 24: 'Chi', 25: 'Eng', 26: 'Maths' } as const;

/** Citizenship and Social Development: Attained / Unattained, required but never scored. */
export const CSD_CODE = 'CS';

/** The categories the reference data's rules name (`eligible_categories` of the HKUST steps and bonus). */
export const SUBJECT_CATEGORIES = ['Core', 'Category A', 'Category B', 'Category C'] as const;
export type SubjectCategory = (typeof SUBJECT_CATEGORIES)[number];

/** Liberal Studies (LS) is the former core subject; repeaters may still hold a grade in it. */
const CORE_CODES: ReadonlySet<string> = new Set(['Chi', 'Eng', 'Maths', CSD_CODE, 'LS']);
const CATEGORY_C_CODES: ReadonlySet<string> = new Set([
  'French',
  'German',
  'Japanese',
  'Korean',
  'Spanish',
  'Urdu',
]);

/**
 * The category of a subject code of the reference data (hkdse_subjects.csv): the four core subjects (and
 * LS), Applied Learning courses (codes 'Apl…') in Category B, the six other languages in Category C,
 * everything else — electives, M1 and M2 — in Category A. A server test checks this against the table.
 */
export function subjectCategoryOf(code: string): SubjectCategory {
  if (CORE_CODES.has(code)) return 'Core';
  if (code.startsWith('Apl')) return 'Category B';
  if (CATEGORY_C_CODES.has(code)) return 'Category C';
  return 'Category A';
}

/** Chinese, English, Mathematics, CSD (and LS): not an elective for an elective requirement. */
export function isCoreSubject(code: string): boolean {
  return CORE_CODES.has(code);
}

/**
 * A grade as a level that minimum requirements compare against: DSE 5** 7 … 1 1, U 0. Applied Learning
 * results are read as HKEAA reports their comparability — Attained with Distinction (II) ≈ Level 4,
 * Distinction (I) or Distinction ≈ Level 3, Attained ≈ Level 2; CSD 'A' (Attained) is 1. Other-language
 * (Category C) results and unknown values have no level (null).
 */
export function gradeLevel(grade: string, category: SubjectCategory = 'Category A'): number | null {
  if (isDseGrade(grade)) return DEFAULT_GRADE_POINTS[grade];
  if (category === 'Category B') {
    if (grade === 'D2') return 4;
    if (grade === 'D1' || grade === 'D') return 3;
    if (grade === 'A') return 2;
    return null;
  }
  if (category === 'Core' && grade === 'A') return 1;
  return null;
}

/**
 * A published minimum level ('3', '5', 'A' for CSD; '5^' carries a footnote) as a level, and whether a
 * footnote was dropped to read it. Null when it cannot be read.
 */
export function parseMinimumLevel(minGrade: string): { level: number; footnote: boolean } | null {
  let parsed = minimumLevels.get(minGrade);
  if (parsed === undefined) {
    const match = /^(5\*\*|5\*|[1-5]|A)(.*)$/.exec(minGrade.trim());
    parsed = match
      ? {
          level: match[1] === 'A' ? 1 : DEFAULT_GRADE_POINTS[match[1] as DseGrade],
          footnote: match[2] !== '',
        }
      : null;
    minimumLevels.set(minGrade, parsed);
  }
  return parsed;
}
// The data holds a handful of distinct minimum levels; every programme of every student asks again.
const minimumLevels = new Map<string, { level: number; footnote: boolean } | null>();

/** Whether a grade meets a minimum level. A missing or unreadable grade does not. */
export function meetsMinGrade(
  grade: string | null | undefined,
  minGrade: string,
  category: SubjectCategory = 'Category A',
): boolean {
  const min = parseMinimumLevel(minGrade);
  if (!min) return true;
  if (grade == null || grade === '' || isDroppedGrade(grade)) return false;
  const level = gradeLevel(grade, category);
  return level !== null && level >= min.level;
}

/** The grade one level up, capped at 5** (spec 2 §9: plus-one capped at 7 points). Non-DSE grades stay. */
export function raiseGrade(grade: string): string {
  const index = (DSE_GRADES as readonly string[]).indexOf(grade);
  return index > 0 ? DSE_GRADES[index - 1]! : grade;
}

/**
 * "Self-predict + 1" (spec 2 §4/§9): the grades with one subject raised by one level, by default subject
 * id 24 (Chinese). A subject without a DSE grade is left as it is.
 */
export function plusOneGrades(
  grades: SubjectGrades,
  subjectCode: string = SPEC_CORE_SUBJECT_IDS[24],
): SubjectGrades {
  const grade = ownGrade(grades, subjectCode);
  if (grade === undefined || !isDseGrade(grade) || grade === '5**') return grades;
  return { ...grades, [subjectCode]: raiseGrade(grade) };
}

/** One entered subject with what every programme asks about it. */
export interface EnteredGrade {
  code: string;
  grade: string;
  category: SubjectCategory;
  /** gradeLevel(grade, category). */
  level: number | null;
  /** Not a core subject: it may meet an elective requirement. */
  elective: boolean;
}

/**
 * The grades the calculator scores (empty and 'Dropped' values removed), read once per grades object:
 * one student's grades are scored against every programme, and grades are never mutated. Bad grades
 * throw GradeInputError (grade-input.ts); only the object's own properties are read.
 */
export function enteredGrades(grades: SubjectGrades): readonly EnteredGrade[] {
  let entries = typeof grades === 'object' && grades !== null ? enteredCache.get(grades) : undefined;
  if (!entries) {
    assertSubjectGrades(grades);
    const list: EnteredGrade[] = [];
    for (const code of Object.keys(grades)) {
      const grade = grades[code];
      if (grade === undefined || isNotTaken(grade)) continue;
      const category = subjectCategoryOf(code);
      list.push({
        code,
        grade,
        category,
        level: gradeLevel(grade, category),
        elective: !CORE_CODES.has(code),
      });
    }
    entries = list;
    enteredCache.set(grades, entries);
  }
  return entries;
}
const enteredCache = new WeakMap<SubjectGrades, readonly EnteredGrade[]>();
