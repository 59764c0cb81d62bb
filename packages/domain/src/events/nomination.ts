/** Spec 1 §5 / §9: at most 999 nominations per event (the database check holds the same cap). */
export const NOMINATION_CAP = 999;

import { hasStarted } from './timing.ts';

export interface NominationEvent {
  id: string;
  startTime: Date;
  anchorEventId: string | null;
  clientId: string | null;
  nominationsCount: number;
}

export interface AttendedSession {
  startTime: Date;
  anchorEventId: string | null;
  clientId: string | null;
}

export type NominationBlock = 'attendedEarlierSession' | 'eventStarted' | 'capReached' | 'notVerified';

/** Spec 1 §5: attended an earlier session of the same anchor event for the same client. */
export function attendedEarlierSession(
  event: NominationEvent,
  attended: readonly AttendedSession[],
): boolean {
  if (event.anchorEventId === null) return false;
  return attended.some(
    (s) =>
      s.anchorEventId === event.anchorEventId &&
      s.clientId === event.clientId &&
      s.startTime.getTime() < event.startTime.getTime(),
  );
}

/**
 * Spec 1 §5: why a student cannot be added to the selection, or null. `attendedEarlier` comes from
 * attendedEarlierSession; `selectedCount` is how many are already selected. The cap counts nominations
 * already made plus the selection with this student (decision 006: the 999th is allowed, the 1000th is
 * not, as the database check allows). A student no teacher has verified yet cannot be nominated
 * (decision 018): `verified` false blocks, left out it is not checked.
 */
export function nominationBlock(o: {
  event: Pick<NominationEvent, 'startTime' | 'nominationsCount'>;
  attendedEarlier: boolean;
  selectedCount: number;
  now: Date;
  verified?: boolean;
}): NominationBlock | null {
  if (hasStarted(o.event, o.now)) return 'eventStarted';
  if (o.verified === false) return 'notVerified';
  if (o.attendedEarlier) return 'attendedEarlierSession';
  if (o.event.nominationsCount + o.selectedCount + 1 > NOMINATION_CAP) return 'capReached';
  return null;
}

/**
 * Issue 24 item 4: a nomination is a promise of a place, so a selection either fits the seats left or is
 * refused whole, saying how many seats there are and how many of the chosen need one (those already
 * holding a seat need none). Null when it fits (or the session has no limit).
 */
export function nominationSeatShortfall(o: {
  remainingSeats: number | null;
  needingSeat: number;
}): { seatsLeft: number; needingSeat: number } | null {
  if (o.remainingSeats === null || o.needingSeat <= o.remainingSeats) return null;
  return { seatsLeft: Math.max(0, o.remainingSeats), needingSeat: o.needingSeat };
}

export interface StudentResponseLike {
  response: string | null;
  confirmed?: boolean | null;
  nominatedBy?: string | null;
}

/** Spec 1 §5: a student with a confirmed nomination shows a tick instead of a checkbox. */
export function hasConfirmedNomination(r: StudentResponseLike | null | undefined): boolean {
  return (
    !!r && !!r.nominatedBy && r.confirmed === true && (r.response === 'Yes' || r.response === 'Confirmed')
  );
}

/** Spec 1 §5: the Reject button shows only if every selected student was already Yes or Confirmed. */
export function canRejectSelection(selected: readonly (StudentResponseLike | null | undefined)[]): boolean {
  return selected.length > 0 && selected.every((r) => r?.response === 'Yes' || r?.response === 'Confirmed');
}

/** Spec 1 §4.1: the nomination answer ('Yes', confirmed) and the rejection answer ('No'). */
export const NOMINATION_RESPONSES = ['Yes', 'No'] as const;
export type NominationResponse = (typeof NOMINATION_RESPONSES)[number];
