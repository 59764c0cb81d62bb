import { plusOneGrades, type SubjectGrades } from './grades.ts';
import { type ScoreStatusInput, scoreColour } from './score-status.ts';

/**
 * Spec 2 §2 deck filters by achievability: All; Achievable (self-predict); Achievable (self-predict + 1);
 * Achievable (school-predict), the last enabled only when a teacher views a target student.
 */

export const ACHIEVABILITY_FILTERS = ['all', 'self', 'selfPlusOne', 'school'] as const;
export type AchievabilityFilter = (typeof ACHIEVABILITY_FILTERS)[number];

/** The spec's English labels, for the locale files. */
export const ACHIEVABILITY_FILTER_LABELS_EN: Readonly<Record<AchievabilityFilter, string>> = {
  all: 'All',
  self: 'Achievable (self-predict)',
  selfPlusOne: 'Achievable (self-predict + 1)',
  school: 'Achievable (school-predict)',
};

/** Spec 2 §9: the programme count list starts with 24 rows in plus-one mode. */
export const PLUS_ONE_LIST_INITIAL = 24;

export function isAchievabilityFilter(value: unknown): value is AchievabilityFilter {
  return typeof value === 'string' && (ACHIEVABILITY_FILTERS as readonly string[]).includes(value);
}

export interface AchievabilityContext {
  /** A teacher (or admin) is viewing a student's plan: only then is the school's prediction a filter. */
  viewingTargetStudent: boolean;
}

export function isAchievabilityFilterEnabled(
  filter: AchievabilityFilter,
  context: AchievabilityContext,
): boolean {
  return filter !== 'school' || context.viewingTargetStudent;
}

export function achievabilityFilterOptions(
  context: AchievabilityContext,
): { value: AchievabilityFilter; enabled: boolean }[] {
  return ACHIEVABILITY_FILTERS.map((value) => ({
    value,
    enabled: isAchievabilityFilterEnabled(value, context),
  }));
}

/** The filter in force: a disabled choice (school-predict without a target student) falls back to All. */
export function effectiveAchievabilityFilter(
  filter: AchievabilityFilter,
  context: AchievabilityContext,
): AchievabilityFilter {
  return isAchievabilityFilterEnabled(filter, context) ? filter : 'all';
}

/**
 * The grades a filter scores programmes with: the student's own prediction, the same with the plus-one
 * subject (default Chinese, spec id 24) raised by one grade (capped, see plusOneGrades), or the school's
 * prediction. Null for All, which keeps every programme.
 */
export function gradesForAchievabilityFilter(
  filter: AchievabilityFilter,
  grades: { own: SubjectGrades; school: SubjectGrades },
  plusOneSubjectCode?: string,
): SubjectGrades | null {
  switch (filter) {
    case 'all':
      return null;
    case 'self':
      return grades.own;
    case 'selfPlusOne':
      return plusOneSubjectCode == null
        ? plusOneGrades(grades.own)
        : plusOneGrades(grades.own, plusOneSubjectCode);
    case 'school':
      return grades.school;
  }
}

/** A score reaches a reference when it is at or above it; nothing is achievable against no reference. */
export function isAchievable(
  totalScore: number | null | undefined,
  reference: number | null | undefined,
): boolean {
  return (
    typeof totalScore === 'number' &&
    typeof reference === 'number' &&
    Number.isFinite(totalScore) &&
    Number.isFinite(reference) &&
    totalScore >= reference
  );
}

/**
 * A programme is achievable when its score would be coloured dark green: minimums and 332 met, elective
 * requirements met, and the score at or above the reference.
 */
export function isProgramAchievable(status: ScoreStatusInput): boolean {
  return scoreColour(status) === 'above';
}
