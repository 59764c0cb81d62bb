import { grantsFullSlpAccess } from '../events/tasks.ts';
import { hkDateString, hkInstant } from '../time.ts';

/**
 * Spec 3 §4: editing the SLP needs admin, or full access, which attendance at a seminar, a campus visit or
 * workshop 2 grants; the tool closes at 23:59 (Hong Kong) the day after that event. The latest qualifying
 * attendance decides, so a student who attends another qualifying event may write again.
 */
export type SlpAccessReason = 'admin' | 'open' | 'closed' | 'none';

export interface SlpAccess {
  canEdit: boolean;
  reason: SlpAccessReason;
  /** The instant the tool closes (or closed) for the student; null for admins and without attendance. */
  closesAt: Date | null;
}

/** 23:59 Hong Kong time on the day after the event's (HK) date. */
export function slpClosesAt(eventStart: Date): Date {
  const day = hkInstant(hkDateString(eventStart), '23:59');
  return new Date(day.getTime() + 24 * 3_600_000);
}

export function slpAccess({
  isAdmin,
  attended,
  now,
}: {
  isAdmin: boolean;
  /** The person's attended events (any anchor; others are ignored). */
  attended: readonly { anchorEventId: string | null; startTime: Date }[];
  now: Date;
}): SlpAccess {
  const latest = attended
    .filter((e) => grantsFullSlpAccess(e.anchorEventId))
    .reduce<Date | null>((max, e) => (!max || e.startTime > max ? e.startTime : max), null);
  const closesAt = latest ? slpClosesAt(latest) : null;
  if (isAdmin) return { canEdit: true, reason: 'admin', closesAt };
  if (!closesAt) return { canEdit: false, reason: 'none', closesAt: null };
  const open = now.getTime() < closesAt.getTime();
  return { canEdit: open, reason: open ? 'open' : 'closed', closesAt };
}
