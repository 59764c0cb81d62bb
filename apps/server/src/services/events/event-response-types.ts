import type { EventResponseValue } from '@waypoint/domain';

/**
 * The shapes an event response passes through: the request (`updateEventResponse`, `respondToEvent`), its
 * apply check (apply-eligibility.ts, first-application.ts) and its answer. Kept below those files so that
 * none of them imports another for a type.
 */

export interface EventResponseActor {
  id: string;
  isAdmin: boolean;
}

export interface UpdateEventResponseInput {
  eventId: string;
  userId: string;
  response: EventResponseValue;
  actor: EventResponseActor;
  now: Date;
  withdrawReason?: string | null;
  rollCallCode?: string | null;
  /** A teacher's nomination (Confirmed) or rejection (No); a rejection needs no withdrawal reason. */
  nominatedBy?: string | null;
  /** The parent's consent record that turns Yes into Confirmed (consent flow). */
  userConsentRecordId?: number | null;
  /** Nominations and consent have their own rules; they skip the apply eligibility check. */
  skipEligibility?: boolean;
  timePreference?: string | null;
}

export interface EventResponseResult {
  response: string;
  confirmed: boolean;
  attended: boolean;
  holdsSeat: boolean;
  /** 1-based place on the waiting list, or null when not waiting. */
  waitingListPlace: number | null;
  remainingSeats: number | null;
  /** The user promoted from the waiting list by this change, if any. */
  promotedUserId: string | null;
}

export interface EligibilityEvent {
  id: string;
  group: string;
  startTime: Date;
  endTime: Date;
  studentForms: string[];
  serviceTargetForms: string[] | null;
  anchorEventId: string | null;
  clientId: string | null;
}

export interface EligibilityUser {
  id: string;
  roles: string;
  isAdmin: boolean;
  yearDSE: number | null;
}

/** The applicant's own columns the apply needs; the caller's session row has them already. */
export type Applicant = EligibilityUser & { schoolId: string | null };
