import { type DbOrTx, schema } from '@waypoint/db';
import { lte, sql } from 'drizzle-orm';

const { signInLimits } = schema;

/** Expired windows are deleted at most once a minute per process; each row by its own end, never early. */
const SWEEP_EVERY_MS = 60_000;
const lastSweep = new WeakMap<object, number>();

/**
 * Counts one attempt for `key` in its fixed window and says whether it is within `limit`. One atomic upsert
 * per attempt: parallel attempts and other server processes on the same database count in the same row, and
 * a window restarts only when its own end has passed.
 */
export async function hitLimit(
  db: DbOrTx,
  opts: { key: string; limit: number; windowMs: number; now: Date },
): Promise<boolean> {
  const now = sql`${opts.now.toISOString()}::timestamptz`;
  const expired = sql`${signInLimits.windowEndsAt} <= ${now}`;
  const [row] = await db
    .insert(signInLimits)
    .values({ key: opts.key, hits: 1, windowEndsAt: new Date(opts.now.getTime() + opts.windowMs) })
    .onConflictDoUpdate({
      target: signInLimits.key,
      set: {
        hits: sql`CASE WHEN ${expired} THEN 1 ELSE ${signInLimits.hits} + 1 END`,
        windowEndsAt: sql`CASE WHEN ${expired} THEN excluded.window_ends_at ELSE ${signInLimits.windowEndsAt} END`,
      },
    })
    .returning({ hits: signInLimits.hits });
  await sweepExpired(db, opts.now);
  return (row?.hits ?? 1) <= opts.limit;
}

async function sweepExpired(db: DbOrTx, now: Date): Promise<void> {
  const last = lastSweep.get(db);
  if (last !== undefined && now.getTime() - last < SWEEP_EVERY_MS) return;
  lastSweep.set(db, now.getTime());
  await db.delete(signInLimits).where(lte(signInLimits.windowEndsAt, now));
}
