import { ownGrade } from './grade-input.ts';
import { meetsMinGrade, SPEC_CORE_SUBJECT_IDS, type SubjectGrades } from './grades.ts';

/**
 * Spec 2 §5 university entrance minimum "332": Chinese ≥ 3, English ≥ 3, Maths ≥ 2 (spec subject ids 24,
 * 25, 26, here the reference data's codes).
 */
export const UNIVERSITY_ENTRANCE_MINIMUM: readonly {
  readonly subjectCode: string;
  readonly minGrade: string;
}[] = [
  { subjectCode: SPEC_CORE_SUBJECT_IDS[24], minGrade: '3' },
  { subjectCode: SPEC_CORE_SUBJECT_IDS[25], minGrade: '3' },
  { subjectCode: SPEC_CORE_SUBJECT_IDS[26], minGrade: '2' },
];

/** The core subjects that miss the 332 minimum; a subject with no grade (or 'Dropped') misses it too. */
export function universityEntranceShortfalls(grades: SubjectGrades): string[] {
  return UNIVERSITY_ENTRANCE_MINIMUM.filter(
    (rule) => !meetsMinGrade(ownGrade(grades, rule.subjectCode), rule.minGrade),
  ).map((rule) => rule.subjectCode);
}

export function meetsUniversityEntrance(grades: SubjectGrades): boolean {
  return UNIVERSITY_ENTRANCE_MINIMUM.every((rule) =>
    meetsMinGrade(ownGrade(grades, rule.subjectCode), rule.minGrade),
  );
}
