import { isApplied } from '../events/response.ts';
import { currentIntakeYear } from '../intake.ts';

/** Spec 2 §4 "Deadline checklist" and §5 on who sees deadlines. */

/** Deadline 1 asks for a first three choices, deadline 2 for the full list of 20. */
export const DEADLINE_1_CHOICES = 3;
export const DEADLINE_2_CHOICES = 20;

/** The deadline "apply for an activity" is met by any session response that counts as applied. */
export function hasAppliedToActivity(responses: readonly (string | null | undefined)[]): boolean {
  return responses.some(isApplied);
}

/** The consent record target that satisfies the parent-consent deadline. */
export const PARENT_CONSENT_TARGET = 'achievejupas_parent_consent';

export function hasParentConsentRecord(records: readonly { target: string | null | undefined }[]): boolean {
  return records.some((record) => record.target === PARENT_CONSENT_TARGET);
}

export const DEADLINE_KEYS = ['threeChoices', 'twentyChoices', 'applyActivity', 'parentConsent'] as const;
export type DeadlineKey = (typeof DEADLINE_KEYS)[number];

export interface DeadlineChecklistInput {
  choiceCount: number;
  hasActivityResponse: boolean;
  hasParentConsent: boolean;
  /** The school asks for a parent's consent (achievejupasNeedParentConsent). */
  needParentConsent: boolean;
  /** Spec 2 §5: the consent item is shown only to the student, not to a teacher viewing the plan. */
  viewedByStaff?: boolean;
  /** The school's dates, when set: achievejupasDeadline1, achievejupasDeadline2, deadlineApplyActivities. */
  dates?: {
    deadline1?: Date | string | null;
    deadline2?: Date | string | null;
    applyActivities?: Date | string | null;
  };
  now?: Date;
}

export interface DeadlineItem {
  key: DeadlineKey;
  met: boolean;
  dueAt: Date | null;
  /** Not met and the date has passed. */
  overdue: boolean;
}

const toDate = (value: Date | string | null | undefined): Date | null => {
  if (value == null || value === '') return null;
  const date = value instanceof Date ? value : new Date(value);
  return Number.isNaN(date.getTime()) ? null : date;
};

export function deadlineChecklist(input: DeadlineChecklistInput): DeadlineItem[] {
  const now = input.now ?? new Date();
  const item = (key: DeadlineKey, met: boolean, due?: Date | string | null): DeadlineItem => {
    const dueAt = toDate(due);
    return { key, met, dueAt, overdue: !met && dueAt != null && dueAt.getTime() < now.getTime() };
  };
  const items = [
    item('threeChoices', input.choiceCount >= DEADLINE_1_CHOICES, input.dates?.deadline1),
    item('twentyChoices', input.choiceCount >= DEADLINE_2_CHOICES, input.dates?.deadline2),
    item('applyActivity', input.hasActivityResponse, input.dates?.applyActivities),
  ];
  if (input.needParentConsent && !input.viewedByStaff) {
    items.push(item('parentConsent', input.hasParentConsent));
  }
  return items;
}

/**
 * Spec 2 §5: deadlines are shown to admins, or for a student whose DSE year is the current intake
 * year or later (a student who has sat the DSE has no deadlines left).
 */
export function canSeeDeadlines({
  viewerIsAdmin,
  studentYearDSE,
  now = new Date(),
}: {
  viewerIsAdmin: boolean;
  studentYearDSE: number | null | undefined;
  now?: Date;
}): boolean {
  if (viewerIsAdmin) return true;
  return (
    studentYearDSE != null && Number.isFinite(studentYearDSE) && studentYearDSE >= currentIntakeYear(now)
  );
}
