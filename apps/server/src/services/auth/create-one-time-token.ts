import { type DbOrTx, schema } from '@waypoint/db';
import { and, eq, isNull } from 'drizzle-orm';
import { randomToken, sha256 } from '../../auth/tokens.ts';
import { fail } from '../errors.ts';

const { oneTimeAccessTokens, users } = schema;

/**
 * Returns the token itself: only its hash is stored, so this is the one moment it can go into a link. An
 * erased account has no link: it is "not found".
 */
export async function createOneTimeToken(
  db: DbOrTx,
  { userId, maxAccessMinutes, createdBy }: { userId: string; maxAccessMinutes: number; createdBy: string },
): Promise<string> {
  const [target] = await db
    .select({ id: users.id })
    .from(users)
    .where(and(eq(users.id, userId), isNull(users.erasedAt)));
  if (!target) fail('NOT_FOUND', 'errors.notFound');
  const token = randomToken();
  await db.insert(oneTimeAccessTokens).values({
    tokenHash: sha256(token),
    userId,
    maxAccessMinutes,
    createdBy,
  });
  return token;
}
