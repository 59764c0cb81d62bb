import { type DbOrTx, schema } from '@waypoint/db';
import { isRosterInviteUsable } from '@waypoint/domain';
import { and, eq, isNull } from 'drizzle-orm';
import { sha256 } from '../../auth/tokens.ts';
import { fail } from '../errors.ts';

const { schoolRoster, schools, users } = schema;

type RosterRow = typeof schoolRoster.$inferSelect;
export type RosterInviteState = 'usable' | 'unknown' | 'spent' | 'expired' | 'left';

/** The message each unusable state shows: the person learns what happened and what to do next. */
export const ROSTER_INVITE_ERRORS: Record<Exclude<RosterInviteState, 'usable'>, string> = {
  unknown: 'errors.rosterInviteUnknown',
  spent: 'errors.rosterInviteSpent',
  expired: 'errors.rosterInviteExpired',
  left: 'errors.rosterInviteLeft',
};

/**
 * A used link keeps its hash with no expiry, so that opening it again says "already used" rather than
 * "unknown"; it signs nobody in any more. The next invitation (never sent to a registered row) replaces it.
 */
export function rosterInviteState(row: RosterRow | undefined, now: Date): RosterInviteState {
  if (!row) return 'unknown';
  if (row.leftAt !== null) return 'left';
  if (row.inviteExpiresAt === null) return 'spent';
  return isRosterInviteUsable(row, now) ? 'usable' : 'expired';
}

export async function findRosterRowByInvite(
  tx: DbOrTx,
  token: string,
  lock = false,
): Promise<RosterRow | undefined> {
  const query = tx
    .select()
    .from(schoolRoster)
    .where(eq(schoolRoster.inviteTokenHash, sha256(token)));
  const [row] = lock ? await query.for('update') : await query;
  return row;
}

/** A usable link's row, or the clear refusal for a spent, expired, unknown or withdrawn one. */
export async function requireUsableRosterInvite(
  tx: DbOrTx,
  token: string,
  now: Date,
  lock = false,
): Promise<RosterRow> {
  const row = await findRosterRowByInvite(tx, token, lock);
  const state = rosterInviteState(row, now);
  if (state !== 'usable') fail('BAD_REQUEST', ROSTER_INVITE_ERRORS[state]);
  return row!;
}

/** The account already holding the listed phone, if any: such a person signs in rather than registers. */
export async function findAccountByPhone(
  tx: DbOrTx,
  phone: string,
): Promise<{ id: string; roles: string | null; accessDisabled: boolean } | null> {
  const [user] = await tx
    .select({ id: users.id, roles: users.roles, accessDisabled: users.accessDisabled })
    .from(users)
    .where(and(eq(users.phone, phone), isNull(users.erasedAt)));
  return user ?? null;
}

export interface RosterInvitePrefill {
  role: 'student' | 'teacher';
  schoolId: string;
  schoolName: string;
  schoolNameChi: string | null;
  className: string | null;
  classNo: number | null;
  nameEn: string;
  nameZh: string | null;
  phone: string;
  email: string | null;
  /** The phone already has an account: the link signs that account in instead of registering. */
  hasAccount: boolean;
}

/** What the registration page shows and locks for a link; nothing is recorded by reading it. */
export async function readRosterInvite(db: DbOrTx, token: string, now: Date): Promise<RosterInvitePrefill> {
  const row = await requireUsableRosterInvite(db, token, now);
  const [school] = await db
    .select({ name: schools.name, nameChi: schools.nameChi })
    .from(schools)
    .where(eq(schools.id, row.schoolId));
  const account = await findAccountByPhone(db, row.phone!);
  return {
    role: row.role === 'teacher' ? 'teacher' : 'student',
    schoolId: row.schoolId,
    schoolName: school?.name ?? '',
    schoolNameChi: school?.nameChi ?? null,
    className: row.className,
    classNo: row.classNo,
    nameEn: row.nameEn,
    nameZh: row.nameZh,
    phone: row.phone!,
    email: row.email,
    hasAccount: account !== null,
  };
}

/** Spends the link inside the transaction that uses it: it names the account and can open nothing again. */
export async function spendRosterInvite(tx: DbOrTx, rowId: string, userId: string, now: Date): Promise<void> {
  await tx
    .update(schoolRoster)
    .set({ userId, inviteExpiresAt: null, updatedAt: now })
    .where(eq(schoolRoster.id, rowId));
}
