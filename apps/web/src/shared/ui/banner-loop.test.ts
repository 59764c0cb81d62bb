import { describe, expect, it } from 'vitest';
import { loopShift, releaseTarget, slideAt, stepTarget } from './banner-loop';

describe('the looping banner', () => {
  it('shows the first slide again after the last, forwards and backwards', () => {
    expect([0, 1, 2, 3, 4, -1, -2, -3].map((p) => slideAt(p, 3))).toEqual([0, 1, 2, 0, 1, 2, 1, 0]);
  });

  it('turns next and previous past either end', () => {
    expect(stepTarget(2, { kind: 'next' }, 3)).toBe(3);
    expect(slideAt(stepTarget(2, { kind: 'next' }, 3), 3)).toBe(0);
    expect(stepTarget(0, { kind: 'previous' }, 3)).toBe(-1);
    expect(slideAt(stepTarget(0, { kind: 'previous' }, 3), 3)).toBe(2);
  });

  it('goes to a slide by number the short way (Home, End and the dots)', () => {
    // From the first of three, the last is one step back (End), as embla's looping carousel goes.
    expect(stepTarget(0, { kind: 'to', index: 2 }, 3)).toBe(-1);
    expect(stepTarget(3, { kind: 'to', index: 0 }, 3)).toBe(3);
    expect(stepTarget(5, { kind: 'to', index: 0 }, 3)).toBe(6);
    expect(stepTarget(-1, { kind: 'to', index: 0 }, 3)).toBe(0);
    expect(stepTarget(0, { kind: 'to', index: 3 }, 5)).toBe(-2);
    expect(stepTarget(7, { kind: 'to', index: 4 }, 5)).toBe(9);
  });

  it("places the shown slide's neighbours on either side of it, wherever the loop is", () => {
    for (const position of [0, 1, 2, 3, -1, -4, 10, 0.4, -0.6, 2.5]) {
      const shown = position;
      for (let slide = 0; slide < 3; slide++) {
        const at = slide + loopShift(slide, position, 3);
        expect(at - shown).toBeGreaterThanOrEqual(-1.5);
        expect(at - shown).toBeLessThan(1.5);
        expect(slideAt(at, 3)).toBe(slide);
      }
    }
  });

  it('keeps the slides that are seen during a turn where they were when it started', () => {
    // Slides are placed for each frame's position: the two seen while turning from p to p ± 1 stay put.
    for (const [from, to] of [
      [2, 3],
      [0, -1],
      [5, 6],
    ] as const) {
      for (const slide of [slideAt(from, 3), slideAt(to, 3)]) {
        const atStart = slide + loopShift(slide, from, 3);
        for (let t = 0; t <= 1; t += 0.1) {
          expect(slide + loopShift(slide, from + (to - from) * t, 3)).toBe(atStart);
        }
      }
    }
  });

  it('settles a drag on the nearest slide, one at most from where it started', () => {
    expect(releaseTarget(0, 0.3, 0)).toBe(0);
    expect(releaseTarget(0, 0.6, 0)).toBe(1);
    expect(releaseTarget(0, -0.6, 0)).toBe(-1);
    // A quick flick turns even a short drag.
    expect(releaseTarget(0, 0.2, 0.4)).toBe(1);
    expect(releaseTarget(4, 5.9, 1)).toBe(5);
    expect(releaseTarget(4, 2.2, 0)).toBe(3);
  });
});
