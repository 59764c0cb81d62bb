import { schema } from '@waypoint/db';
import { isOneTimeAccessExpired, oneTimeAccessExpiresAt } from '@waypoint/domain';
import { eq } from 'drizzle-orm';
import { sha256 } from '../../auth/tokens.ts';
import { fail } from '../errors.ts';
import type { UserDto } from '../users/user-dto.ts';
import { completeSignIn, type SignInRequest } from './sign-in.ts';

const { oneTimeAccessTokens, users } = schema;

/**
 * Signs in with a one-time link: it works from its first use until loggedInAt + maxAccessMinutes, and the
 * session it opens ends at the same moment. A link found past its time is marked expired before refusing.
 */
export async function signInWithOneTimeToken(req: SignInRequest, token: string): Promise<{ user: UserDto }> {
  const { db } = req.deps;
  const now = req.deps.now();
  const [row] = await db
    .select({ token: oneTimeAccessTokens, user: users })
    .from(oneTimeAccessTokens)
    .innerJoin(users, eq(users.id, oneTimeAccessTokens.userId))
    .where(eq(oneTimeAccessTokens.tokenHash, sha256(token)));
  if (!row || row.token.expiredAt) fail('BAD_REQUEST', 'errors.invalidLoginLink');
  const loggedInAt = row.token.loggedInAt ?? now;
  const access = { loggedInAt, maxAccessMinutes: row.token.maxAccessMinutes };
  if (isOneTimeAccessExpired(access, now)) {
    await db
      .update(oneTimeAccessTokens)
      .set({ expiredAt: now })
      .where(eq(oneTimeAccessTokens.id, row.token.id));
    fail('BAD_REQUEST', 'errors.invalidLoginLink');
  }
  if (!row.token.loggedInAt) {
    await db.update(oneTimeAccessTokens).set({ loggedInAt }).where(eq(oneTimeAccessTokens.id, row.token.id));
  }
  return completeSignIn(req, row.user, 'link', {
    expiresAt: oneTimeAccessExpiresAt(loggedInAt, row.token.maxAccessMinutes),
    oneTimeTokenId: row.token.id,
  });
}
