/** Spec 1 §4.1 event response values. '' is a subscription with no application. */
export const EVENT_RESPONSES = ['Yes', 'Confirmed', 'Attended', 'No', 'Unsubscribed'] as const;
export type EventResponseValue = (typeof EVENT_RESPONSES)[number];

/**
 * The responses that count as having applied (spec 1 §4.1: "applied" is Yes, Confirmed or Attended): the
 * Applied badge, the deadline checklist's activity, the session list's participants and every query that
 * filters on it in the database read this one list.
 */
export const APPLIED_RESPONSES = [
  'Yes',
  'Confirmed',
  'Attended',
] as const satisfies readonly EventResponseValue[];

/** A user counts as applied only with Yes, Confirmed or Attended. */
export function isApplied(response: string | null | undefined): boolean {
  return (APPLIED_RESPONSES as readonly (string | null | undefined)[]).includes(response);
}

/** Where a response sits on the progression Yes → Confirmed → Attended (0 when not applied). */
export function progressionStep(response: string | null | undefined): number {
  if (response === 'Yes') return 1;
  if (response === 'Confirmed') return 2;
  if (response === 'Attended') return 3;
  return 0;
}

export interface ResponseState {
  response: string | null | undefined;
  confirmed?: boolean;
  attended?: boolean;
  /** On the waiting list: applied, but without a place yet. */
  waitlisted?: boolean;
}

/** Apply is disabled once applied. */
export function canApply(state: ResponseState): boolean {
  return !isApplied(state.response);
}

/**
 * Confirm is offered on an applied event and disabled once confirmed (or attended), and while waiting
 * for a place: one confirms a seat one holds (decision 005).
 */
export function canConfirm(state: ResponseState): boolean {
  return (
    isApplied(state.response) && !state.confirmed && !state.waitlisted && progressionStep(state.response) < 2
  );
}

/**
 * Why a person may not confirm on their own (a teacher's nomination is a different act): one confirms an
 * application (issue 24 item 3: a direct call without one must not take a seat), and a seat one holds
 * (decision 005). The server's locale keys are events.errors.<reason>.
 */
export function confirmBlock(state: ResponseState): 'confirmNeedsApplication' | 'waitingListConfirm' | null {
  if (!isApplied(state.response)) return 'confirmNeedsApplication';
  if (state.waitlisted) return 'waitingListConfirm';
  return null;
}

/** Withdraw (No) is possible from any applied state short of attendance. */
export function canWithdraw(state: ResponseState): boolean {
  return isApplied(state.response) && state.response !== 'Attended' && !state.attended;
}

/**
 * The next stored flags for a response. Confirmed and Attended keep the earlier steps' flags;
 * No and Unsubscribed clear them.
 */
export function nextResponseFlags(
  response: EventResponseValue,
  previous: { confirmed: boolean; attended: boolean },
): { confirmed: boolean; attended: boolean } {
  if (response === 'Attended') return { confirmed: true, attended: true };
  if (response === 'Confirmed') return { confirmed: true, attended: previous.attended };
  if (response === 'Yes') return { confirmed: previous.confirmed, attended: previous.attended };
  return { confirmed: false, attended: false };
}

/** Groups whose cards never show an apply button (spec 1 §2.4). */
export const NO_APPLY_GROUPS = ['ABS', 'Others'] as const;
export const TEACHER_EVENT_GROUP = 'Teacher Event';

/** Withdrawal requires a non-blank reason. */
export function isWithdrawReasonValid(reason: string | null | undefined): boolean {
  return (reason ?? '').trim().length > 0;
}
