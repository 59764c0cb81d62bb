import { type DbOrTx, schema } from '@waypoint/db';
import { ROLL_CALL_WRONG_CODE_LIMIT, ROLL_CALL_WRONG_CODE_WINDOW_MS } from '@waypoint/domain';
import { and, eq, gt, sql } from 'drizzle-orm';
import { hitLimit } from '../../auth/sign-in-limits.ts';
import { sha256 } from '../../auth/tokens.ts';
import { fail } from '../errors.ts';

const { signInLimits } = schema;

/** A person's id is no secret and no personal data: a plain hash keeps the key the counters' shape. */
const keyOf = (personId: string) => sha256(`roll-call:${personId}`);

/**
 * Takes one try of a roll-call code for the person who types it, or refuses (429) once their wrong codes
 * reach the domain's limit. The try is counted before the code is checked, in one atomic upsert of the
 * database's fixed-window counters (the sign-in limits' table), so parallel tries and other server
 * processes cannot slip past the limit; the returned `giveBack` uncounts a try that turned out not to be
 * a wrong code, so only wrong codes use up the limit.
 */
export async function takeRollCallTry(
  db: DbOrTx,
  { personId, now }: { personId: string; now: Date },
): Promise<{ giveBack: () => Promise<void> }> {
  const key = keyOf(personId);
  const within = await hitLimit(db, {
    key,
    limit: ROLL_CALL_WRONG_CODE_LIMIT.tries,
    windowMs: ROLL_CALL_WRONG_CODE_WINDOW_MS,
    now,
  });
  if (!within)
    fail('TOO_MANY_REQUESTS', 'events.errors.tooManyRollCallTries', {
      vars: { max: ROLL_CALL_WRONG_CODE_LIMIT.tries, minutes: ROLL_CALL_WRONG_CODE_LIMIT.windowMinutes },
    });
  return {
    giveBack: async () => {
      await db
        .update(signInLimits)
        .set({ hits: sql`greatest(${signInLimits.hits} - 1, 0)` })
        .where(and(eq(signInLimits.key, key), gt(signInLimits.windowEndsAt, now)));
    },
  };
}
