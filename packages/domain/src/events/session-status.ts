/** Spec 1 §3 session status: 'TBC' means tentative; 'Proposed', 'Confirmed' and 'Cancelled' exist too. */
export const SESSION_STATUSES = ['TBC', 'Proposed', 'Confirmed', 'Cancelled'] as const;
export type SessionStatus = (typeof SESSION_STATUSES)[number];

/** A school's session not yet settled (tentative or proposed): the school still owes it an answer (issue 28). */
export const UNSETTLED_SESSION_STATUSES: readonly SessionStatus[] = ['TBC', 'Proposed'];

/** What a session is when nothing else is said: the database's default, and the edit form's for an unknown value. */
export const DEFAULT_SESSION_STATUS: SessionStatus = 'Confirmed';

export function isSessionStatus(value: string | null | undefined): value is SessionStatus {
  return (SESSION_STATUSES as readonly (string | null | undefined)[]).includes(value);
}

/** A stored status as one of the four, so that an editor never offers a value the server refuses. */
export function toSessionStatus(value: string | null | undefined): SessionStatus {
  return isSessionStatus(value) ? value : DEFAULT_SESSION_STATUS;
}

/** The card and the detail page mark a tentative session (spec 1 §3: TBC means tentative). */
export function isTentativeSession(status: string | null | undefined): boolean {
  return status === 'TBC';
}
