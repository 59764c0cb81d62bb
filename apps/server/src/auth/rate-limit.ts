import type { DbOrTx } from '@waypoint/db';
import { REQUEST_LIMITS, type RequestLimitName } from './request-limits.ts';
import { hitLimit } from './sign-in-limits.ts';
import { keyedHash } from './tokens.ts';

/**
 * The light per-address and per-account limits of `REQUEST_LIMITS` (public forms, links, error reports).
 * They are counted in the database's fixed-window counters, as sign-in attempts are, so that a school
 * running several server processes behind one proxy gets one count per address, not one per process
 * (issue 26 item 5). Keys are hashed with the server secret: an address is personal data and the table
 * needs only to tell callers apart.
 */
export class RateLimiter {
  constructor(private readonly deps: { db: DbOrTx; secret: string; now: () => Date }) {}

  /** Counts one request of `who` (an address or an account) against the named limit; false once used up. */
  take(name: RequestLimitName, who: string): Promise<boolean> {
    const { limit, windowMs } = REQUEST_LIMITS[name];
    return hitLimit(this.deps.db, {
      key: keyedHash(this.deps.secret, `request:${name}:${who}`),
      limit,
      windowMs,
      now: this.deps.now(),
    });
  }
}
