import { hkDateString, hkInstant } from '../time.ts';

/**
 * Issue 28 item 1: what each person should do next, at the top of /home (docs/decisions/028-home-next-steps.md).
 * One pure function per role turns the person's state (plain data the server reads in one statement) into
 * steps; the web words each step from its kind and params, in the reader's language.
 */

export type NextStepKind =
  | 'jupasDeadline'
  | 'choicesMissing'
  | 'gradesMissing'
  | 'eventConfirm'
  | 'consentUnsigned'
  | 'rollCallOpen'
  | 'slpClosing'
  | 'teacherComment'
  | 'teacherTag'
  | 'interestProfile'
  | 'studentsWaiting'
  | 'eventResponse'
  | 'nominationsDue'
  | 'consultationsToday'
  | 'plansChanged'
  | 'careerGoals'
  | 'savedJobClosing'
  | 'cvSectionEmpty'
  | 'jobExpiring'
  | 'newProgramStudents'
  | 'parentConsent';

export const NEXT_STEP_KINDS: readonly NextStepKind[] = [
  'jupasDeadline',
  'choicesMissing',
  'gradesMissing',
  'eventConfirm',
  'consentUnsigned',
  'rollCallOpen',
  'slpClosing',
  'teacherComment',
  'teacherTag',
  'interestProfile',
  'studentsWaiting',
  'eventResponse',
  'nominationsDue',
  'consultationsToday',
  'plansChanged',
  'careerGoals',
  'savedJobClosing',
  'cvSectionEmpty',
  'jobExpiring',
  'newProgramStudents',
  'parentConsent',
];

export type NextStepImportance = 1 | 2 | 3;

export interface NextStep {
  /** Stable: kind + the row it is about ("eventConfirm:<event id>"), so seen state and tests can name it. */
  id: string;
  kind: NextStepKind;
  /** ISO instant, or null when there is no date. */
  dueAt: string | null;
  /** 1 = most important. */
  importance: NextStepImportance;
  /** The web path where it is done. */
  href: string;
  /** For the sentence: counts, names, titles (titleEn / titleZh where the data has both). */
  params: Record<string, string | number>;
}

/** The home shows this many; "see all" opens the rest. */
export const HOME_STEPS_SHOWN = 5;

/** A dated step (a JUPAS deadline, a school's event) is "near" from this many days before it. */
export const NEAR_DAYS = 14;
/** Issue 28: an SLP whose access window closes within 3 days. */
export const SLP_CLOSING_DAYS = 3;
/** A saved job (university student) or a posted job (client) whose last day to apply is this close. */
export const JOB_CLOSING_DAYS = 7;
/** An unmet JUPAS deadline stays on the home this long after it passed (the school may still take it late). */
export const OVERDUE_SHOWN_DAYS = 7;
/** Without a recorded last visit, "changed since" and "new since" look back this far. */
export const FIRST_VISIT_LOOKBACK_DAYS = 7;

export const DAY_MS = 86_400_000;

/** Seen-state kinds (issue 28 item 2): what a person marks as seen, with the row id as `item_id`. */
export const SEEN_KINDS = ['teacherComment', 'teacherTag', 'studentPlans', 'programStudents'] as const;
export type SeenKind = (typeof SEEN_KINDS)[number];

export function isSeenKind(value: string): value is SeenKind {
  return (SEEN_KINDS as readonly string[]).includes(value);
}

/** Due date first (no date last), then importance, then id so that equal steps keep one order. */
export function orderNextSteps(steps: readonly NextStep[]): NextStep[] {
  const due = (s: NextStep) => (s.dueAt === null ? Number.POSITIVE_INFINITY : Date.parse(s.dueAt));
  return [...steps].sort(
    (a, b) => due(a) - due(b) || a.importance - b.importance || (a.id < b.id ? -1 : a.id > b.id ? 1 : 0),
  );
}

/** A date from the database's JSON (ISO text) or a Date; null for nothing or a bad value. */
export function toInstant(value: string | Date | null | undefined): Date | null {
  if (value == null || value === '') return null;
  const date = value instanceof Date ? value : new Date(value);
  return Number.isNaN(date.getTime()) ? null : date;
}

/** Within `days` from now (not past); `overdueDays` lets a passed date stay that long. */
export function isWithinDays(due: Date, now: Date, days: number, overdueDays = 0): boolean {
  const diff = due.getTime() - now.getTime();
  return diff <= days * DAY_MS && diff >= -overdueDays * DAY_MS;
}

/** The last instant of a Hong Kong calendar day: a job "closing on the 5th" takes applications all that day. */
export function endOfHkDay(date: string): Date {
  return new Date(hkInstant(date, '23:59').getTime() + 59_999);
}

/** The end of today in Hong Kong: what is "for today" is due by then. */
export function endOfHkToday(now: Date): Date {
  return endOfHkDay(hkDateString(now));
}
