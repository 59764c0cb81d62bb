import { describe, expect, it } from 'vitest';
import { emblaDurationForMs, emblaSettleMs } from './carousel-timing';

describe('emblaSettleMs', () => {
  it('grows with the duration', () => {
    expect(emblaSettleMs(10)).toBeLessThan(emblaSettleMs(25));
    expect(emblaSettleMs(25)).toBeLessThan(emblaSettleMs(60));
  });
});

describe('emblaDurationForMs', () => {
  it('gives a slide that takes at least the asked time, and not much more', () => {
    for (const ms of [1000, 2000]) {
      const duration = emblaDurationForMs(ms);
      expect(emblaSettleMs(duration)).toBeGreaterThanOrEqual(ms);
      expect(emblaSettleMs(duration - 1)).toBeLessThan(ms);
      expect(emblaSettleMs(duration)).toBeLessThan(ms * 1.1);
    }
  });

  it('slides twice as long on home as elsewhere', () => {
    expect(emblaDurationForMs(2000)).toBeGreaterThan(emblaDurationForMs(1000));
  });
});
