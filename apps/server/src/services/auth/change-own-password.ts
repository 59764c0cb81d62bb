import { schema } from '@waypoint/db';
import { eq } from 'drizzle-orm';
import { hashPassword, verifyPassword } from '../../auth/password.ts';
import { revokeUserSessions } from '../../auth/sessions.ts';
import type { AppDeps } from '../../deps.ts';
import { fail } from '../errors.ts';

const { users } = schema;

/**
 * Re-authenticates with the old password first (spec: wrong-password on failure), then ends every other
 * session of the person: whoever knew the old password is signed out, the caller stays signed in.
 */
export async function changeOwnPassword(
  deps: Pick<AppDeps, 'db' | 'now'>,
  opts: {
    user: { id: string; passwordHash: string | null };
    oldPassword: string;
    newPassword: string;
    /** The caller's own session, kept open. */
    keepSessionHash: string;
  },
): Promise<void> {
  const { user } = opts;
  // A phone-only account (no password yet) sets its first password without an old one.
  if (user.passwordHash !== null && !(await verifyPassword(opts.oldPassword, user.passwordHash))) {
    fail('BAD_REQUEST', 'errors.wrongOldPassword');
  }
  const now = deps.now();
  await deps.db.transaction(async (tx) => {
    await tx
      .update(users)
      .set({ passwordHash: await hashPassword(opts.newPassword), updatedAt: now })
      .where(eq(users.id, user.id));
    await revokeUserSessions(tx, user.id, now, opts.keepSessionHash);
  });
}
