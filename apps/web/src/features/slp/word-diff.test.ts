import { describe, expect, it } from 'vitest';
import { wordDiff } from './word-diff';

describe('wordDiff', () => {
  it('marks the words the polish removed on the left and added on the right', () => {
    const { left, right } = wordDiff('i led the team', 'I led the robotics team');
    expect(left).toEqual([
      { text: 'i', kind: 'removed' },
      { text: ' led the team', kind: 'same' },
    ]);
    expect(right).toEqual([
      { text: 'I', kind: 'added' },
      { text: ' led the ', kind: 'same' },
      { text: 'robotics ', kind: 'added' },
      { text: 'team', kind: 'same' },
    ]);
  });

  it('compares Chinese character by character', () => {
    const { left, right } = wordDiff('我 喜歡工程,', '我喜歡工程，');
    expect(left.filter((p) => p.kind === 'removed').map((p) => p.text)).toEqual([' ', ',']);
    expect(right.filter((p) => p.kind === 'added').map((p) => p.text)).toEqual(['，']);
    expect(right.map((p) => p.text).join('')).toBe('我喜歡工程，');
  });
});
