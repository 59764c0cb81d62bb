import { describe, expect, it } from 'vitest';
import { isAnswerWellFormed, joinAnswer, splitAnswer, visibleOptions } from './questions.ts';

describe('form questions (spec 1 §5)', () => {
  it('shows 8 options then More options...', () => {
    const ten = Array.from({ length: 10 }, (_, i) => i);
    expect(visibleOptions(ten, false)).toEqual({ shown: [0, 1, 2, 3, 4, 5, 6, 7], hasMore: true });
    expect(visibleOptions(ten, true).shown).toHaveLength(10);
    expect(visibleOptions(ten.slice(0, 8), false).hasMore).toBe(false);
  });
  it('round-trips multi-value answers', () => {
    expect(splitAnswer(joinAnswer(['a', 'b']))).toEqual(['a', 'b']);
    expect(splitAnswer('')).toEqual([]);
  });
  it('checks answers against their type', () => {
    const opts = [{ value: 'a' }, { value: 'b' }];
    expect(isAnswerWellFormed({ type: 'number', options: [] }, '12.5')).toBe(true);
    expect(isAnswerWellFormed({ type: 'number', options: [] }, 'x')).toBe(false);
    expect(isAnswerWellFormed({ type: 'single-select', options: opts }, 'c')).toBe(false);
    expect(isAnswerWellFormed({ type: 'multi-select', options: opts }, 'a , b')).toBe(true);
    expect(isAnswerWellFormed({ type: 'date', options: [] }, '2026-12-01')).toBe(true);
    expect(isAnswerWellFormed({ type: 'time', options: [] }, '9am')).toBe(false);
  });
});
