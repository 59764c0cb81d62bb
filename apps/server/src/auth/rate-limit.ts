/**
 * Fixed-window counters in memory, for per-address limits on sign-in attempts. Limits that must hold
 * across server processes (SMS sends per phone) are counted in the database instead.
 */
export class RateLimiter {
  private readonly windows = new Map<string, { start: number; count: number }>();

  constructor(private readonly now: () => number = Date.now) {}

  /** Counts one attempt; false when the key has used up its limit in the current window. */
  hit(key: string, limit: number, windowMs: number): boolean {
    const t = this.now();
    const w = this.windows.get(key);
    if (!w || t - w.start >= windowMs) {
      this.windows.set(key, { start: t, count: 1 });
      this.sweep(t, windowMs);
      return true;
    }
    w.count += 1;
    return w.count <= limit;
  }

  private sweep(t: number, windowMs: number): void {
    if (this.windows.size < 10_000) return;
    for (const [k, w] of this.windows) if (t - w.start >= windowMs) this.windows.delete(k);
  }
}
