import { schema } from '@waypoint/db';
import { eq } from 'drizzle-orm';
import { completeSignIn, type SignInRequest } from '../auth/sign-in.ts';
import { fail } from '../errors.ts';
import type { UserDto } from '../users/user-dto.ts';
import { findAccountByPhone, requireUsableRosterInvite, spendRosterInvite } from './invite-links.ts';
import { applyRosterRow } from './link-accounts.ts';

const { users } = schema;

/**
 * The invited person already has an account (made before the school listed them): the link came to their
 * phone, which proves it as an SMS code would, so it signs that account in, marks the phone proven, applies
 * the listing (a student is verified) and is spent.
 */
export async function signInWithRosterInvite(
  req: SignInRequest,
  token: string,
): Promise<{ user: UserDto; verified: boolean }> {
  const { db } = req.deps;
  const now = req.deps.now();
  const outcome = await db.transaction(async (tx) => {
    const row = await requireUsableRosterInvite(tx, token, now, true);
    const account = await findAccountByPhone(tx, row.phone!);
    if (!account) fail('BAD_REQUEST', 'errors.rosterInviteNoAccount');
    if (account.accessDisabled)
      fail('FORBIDDEN', 'errors.accessDisabled', { waypointCode: 'ACCESS_DISABLED' });
    await tx.update(users).set({ isPhoneVerified: true, updatedAt: now }).where(eq(users.id, account.id));
    const applied = await applyRosterRow(tx, row, { ...account, phoneProven: true }, now);
    await spendRosterInvite(tx, row.id, account.id, now);
    return { account, verified: applied === 'verified' };
  });
  const signedIn = await completeSignIn(req, outcome.account, 'link');
  return { ...signedIn, verified: outcome.verified };
}
