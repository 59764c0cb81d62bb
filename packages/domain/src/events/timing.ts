/** Spec 1 §9: a past event is one not attended whose end plus 1 hour has passed. */
export const PAST_EVENT_GRACE_MS = 60 * 60 * 1000;
/**
 * Spec 1 §4.1 says the meeting link is enabled after start, yet its text and §9 say it opens 60 minutes
 * before. We follow the 60 minutes (docs/decisions/005-events.md): people join online meetings early.
 */
export const MEETING_LINK_OPENS_BEFORE_MS = 60 * 60 * 1000;

export interface EventTimes {
  startTime: Date;
  endTime: Date;
}

export function isPastEvent(event: EventTimes, attended: boolean, now: Date): boolean {
  if (attended) return false;
  return event.endTime.getTime() + PAST_EVENT_GRACE_MS < now.getTime();
}

/** A session counts as started once its start is earlier than now. */
export function hasStarted(event: Pick<EventTimes, 'startTime'>, now: Date): boolean {
  return event.startTime.getTime() < now.getTime();
}

/** A session has ended once its end time is reached. */
export function hasEnded(event: Pick<EventTimes, 'endTime'>, now: Date): boolean {
  return event.endTime.getTime() <= now.getTime();
}

/**
 * Issue 24 item 2: once a session has ended its responses are the record of who came, so nobody applies
 * again, confirms or withdraws (roll-call keeps its hour of grace, `rollCallBlock`). Admins may still
 * correct the record (spec 1 §6: Confirm/Withdraw always). The server's locale key is events.errors.responsesClosed.
 */
export function responseChangeBlock(
  event: Pick<EventTimes, 'endTime'>,
  opts: { isAdmin: boolean },
  now: Date,
): 'responsesClosed' | null {
  if (opts.isAdmin) return null;
  return hasEnded(event, now) ? 'responsesClosed' : null;
}

/** The meeting link opens 60 minutes before start and stays open until the past-event grace ends. */
export function isMeetingLinkOpen(event: EventTimes, now: Date): boolean {
  const t = now.getTime();
  return (
    t >= event.startTime.getTime() - MEETING_LINK_OPENS_BEFORE_MS &&
    t <= event.endTime.getTime() + PAST_EVENT_GRACE_MS
  );
}

/** Why someone may not take roll-call now; the server's locale keys are events.errors.<reason>. */
export type RollCallBlock = 'alreadyAttended' | 'rollCallNeedsApplication' | 'rollCallNotOpen' | 'ended';

/**
 * Roll-call (spec 1 §4.1) needs an application (a waiting place counts: they came), opens when the session
 * starts and closes with the past-event rule (end + 1 hour); admins may take it at any time, for
 * attendance kept on paper. Disabled once attended.
 */
export function rollCallBlock(
  event: EventTimes,
  opts: { isAdmin: boolean; applied: boolean; attended: boolean },
  now: Date,
): RollCallBlock | null {
  if (opts.attended) return 'alreadyAttended';
  if (!opts.applied) return 'rollCallNeedsApplication';
  if (opts.isAdmin) return null;
  if (!hasStarted(event, now)) return 'rollCallNotOpen';
  if (isPastEvent(event, false, now)) return 'ended';
  return null;
}

/** Roll-call is enabled once the session starts (always for admins) and disabled once attended. */
export function isRollCallEnabled(
  event: EventTimes,
  opts: { isAdmin: boolean; applied: boolean; attended: boolean },
  now: Date,
): boolean {
  return rollCallBlock(event, opts, now) === null;
}

/** Roll-call codes compare case-insensitively, ignoring surrounding spaces. */
export function rollCallCodeMatches(
  expected: string | null | undefined,
  given: string | null | undefined,
): boolean {
  const want = (expected ?? '').trim().toLowerCase();
  const got = (given ?? '').trim().toLowerCase();
  return want.length > 0 && want === got;
}
