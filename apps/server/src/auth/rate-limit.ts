import { REQUEST_LIMITS, type RequestLimitName } from './request-limits.ts';

/**
 * Fixed-window counters in memory, for light per-address limits on public forms (bookings, consent, feedback)
 * where a per-process count is good enough. Sign-in attempts are counted in the database instead
 * (`sign-in-limits.ts`), so that every process shares them.
 */
export class RateLimiter {
  private readonly windows = new Map<string, { endsAt: number; count: number }>();

  constructor(private readonly now: () => number = Date.now) {}

  /** Counts one request of `who` (an address or an account) against the named limit of `REQUEST_LIMITS`. */
  take(name: RequestLimitName, who: string): boolean {
    const { limit, windowMs } = REQUEST_LIMITS[name];
    return this.hit(`${name}:${who}`, limit, windowMs);
  }

  /** Counts one attempt; false when the key has used up its limit in the current window. */
  hit(key: string, limit: number, windowMs: number): boolean {
    const t = this.now();
    const w = this.windows.get(key);
    if (!w || t >= w.endsAt) {
      this.windows.set(key, { endsAt: t + windowMs, count: 1 });
      this.sweep(t);
      return true;
    }
    w.count += 1;
    return w.count <= limit;
  }

  /** Drops ended windows, each by its own end: a short window's call must not end another key's long one. */
  private sweep(t: number): void {
    if (this.windows.size < 10_000) return;
    for (const [k, w] of this.windows) if (t >= w.endsAt) this.windows.delete(k);
  }
}
