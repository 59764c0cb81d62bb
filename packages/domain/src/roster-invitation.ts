import { hkDateString } from './time.ts';

/** How long a class-list invitation link stays usable (decision 027). */
export const ROSTER_INVITE_TTL_DAYS = 7;
export const ROSTER_INVITE_CHANNELS = ['sms', 'whatsapp'] as const;
export type RosterInviteChannel = (typeof ROSTER_INVITE_CHANNELS)[number];

/**
 * At most one invitation per person per Hong Kong calendar day: the rule a teacher can predict ("already
 * invited today, try tomorrow"), where a rolling 24 hours would refuse a morning resend after an evening one.
 */
export function mayInviteRosterRowNow(invitedAt: Date | null | undefined, now: Date): boolean {
  if (!invitedAt) return true;
  return hkDateString(invitedAt) !== hkDateString(now);
}

export function rosterInviteExpiresAt(now: Date): Date {
  return new Date(now.getTime() + ROSTER_INVITE_TTL_DAYS * 24 * 60 * 60_000);
}

/** A link is usable until it expires; a spent one has no stored hash any more and so is never found. */
export function isRosterInviteUsable(
  row: { inviteExpiresAt: Date | null; leftAt: Date | null },
  now: Date,
): boolean {
  return row.leftAt === null && row.inviteExpiresAt !== null && now.getTime() < row.inviteExpiresAt.getTime();
}

export type RosterInviteSkipReason = 'invitedToday' | 'registered' | 'left' | 'noPhone';

/** Why a listed row gets no invitation now, or null when it gets one. */
export function rosterInviteSkipReason(
  row: { phone: string | null; userId: string | null; leftAt: Date | null; invitedAt: Date | null },
  now: Date,
): RosterInviteSkipReason | null {
  if (row.leftAt !== null) return 'left';
  if (row.userId !== null) return 'registered';
  if (!row.phone) return 'noPhone';
  if (!mayInviteRosterRowNow(row.invitedAt, now)) return 'invitedToday';
  return null;
}

/**
 * A roster row verifies a new account only when the registration proved the phone (an SMS code, or the
 * invitation link sent to it): a typed number alone is a claim anyone can make.
 */
export function verifiesOnArrival(o: {
  phoneProven: boolean;
  rosterRole: string;
  accountRole: 'student' | 'teacher' | 'other';
  leftAt: Date | null;
}): boolean {
  return o.phoneProven && o.leftAt === null && o.rosterRole === 'student' && o.accountRole === 'student';
}
