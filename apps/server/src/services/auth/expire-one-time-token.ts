import { type DbOrTx, schema } from '@waypoint/db';
import { eq } from 'drizzle-orm';
import { sha256 } from '../../auth/tokens.ts';

const { oneTimeAccessTokens } = schema;

/** Unknown tokens are ignored: the caller learns nothing about which links exist. */
export async function expireOneTimeToken(
  db: DbOrTx,
  { token, now }: { token: string; now: Date },
): Promise<void> {
  await db
    .update(oneTimeAccessTokens)
    .set({ expiredAt: now })
    .where(eq(oneTimeAccessTokens.tokenHash, sha256(token)));
}
