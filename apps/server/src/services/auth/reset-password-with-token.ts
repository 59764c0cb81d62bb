import { type Db, schema } from '@waypoint/db';
import { and, eq, gt, isNull } from 'drizzle-orm';
import { hashPassword } from '../../auth/password.ts';
import { revokeUserSessions } from '../../auth/sessions.ts';
import { sha256 } from '../../auth/tokens.ts';
import { fail } from '../errors.ts';

const { users, passwordResetTokens } = schema;

/**
 * Spends the token in the same UPDATE that checks it, so one link sets one password even when two requests
 * race; every session of the person ends, since whoever had the old password may hold one.
 */
export async function resetPasswordWithToken(
  db: Db,
  { token, password, now }: { token: string; password: string; now: Date },
): Promise<void> {
  const tokenHash = sha256(token);
  const passwordHash = await hashPassword(password);
  await db.transaction(async (tx) => {
    const [used] = await tx
      .update(passwordResetTokens)
      .set({ usedAt: now })
      .where(
        and(
          eq(passwordResetTokens.tokenHash, tokenHash),
          isNull(passwordResetTokens.usedAt),
          gt(passwordResetTokens.expiresAt, now),
        ),
      )
      .returning({ userId: passwordResetTokens.userId });
    if (!used) fail('BAD_REQUEST', 'errors.invalidResetLink');
    await tx.update(users).set({ passwordHash, updatedAt: now }).where(eq(users.id, used.userId));
    await revokeUserSessions(tx, used.userId, now);
  });
}
