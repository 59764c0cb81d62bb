import { describe, expect, it } from 'vitest';
import { CV_SECTION_KEYS, isSameIdSet, moveItem } from './index.ts';

describe('jobex options', () => {
  it('has 12 CV sections from Education to Community service (spec 3 §3)', () => {
    expect(CV_SECTION_KEYS).toHaveLength(12);
    expect(CV_SECTION_KEYS[0]).toBe('education');
    expect(CV_SECTION_KEYS[11]).toBe('communityService');
  });
});

describe('reordering', () => {
  it('accepts a permutation and refuses a missing, extra or repeated id', () => {
    expect(isSameIdSet(['b', 'a', 'c'], ['a', 'b', 'c'])).toBe(true);
    expect(isSameIdSet(['a', 'b'], ['a', 'b', 'c'])).toBe(false);
    expect(isSameIdSet(['a', 'b', 'd'], ['a', 'b', 'c'])).toBe(false);
    expect(isSameIdSet(['a', 'a', 'b'], ['a', 'b', 'c'])).toBe(false);
  });

  it('moves an item up or down and ignores a move out of range', () => {
    expect(moveItem(['a', 'b', 'c'], 2, 0)).toEqual(['c', 'a', 'b']);
    expect(moveItem(['a', 'b', 'c'], 0, 1)).toEqual(['b', 'a', 'c']);
    expect(moveItem(['a', 'b', 'c'], 0, 3)).toEqual(['a', 'b', 'c']);
  });
});
