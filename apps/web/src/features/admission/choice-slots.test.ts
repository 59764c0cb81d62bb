import { describe, expect, it } from 'vitest';
import { appendChoice, choiceSlots, moveChoice, rankedIds } from './choice-slots';

describe('choiceSlots', () => {
  it('labels the 20 slots with their JUPAS bands', () => {
    const slots = choiceSlots([]);
    expect(slots).toHaveLength(20);
    expect(slots.map((s) => s.label)).toEqual([
      'A1',
      'A2',
      'A3',
      'B1',
      'B2',
      'B3',
      'C1',
      'C2',
      'C3',
      'C4',
      'D1',
      'D2',
      'D3',
      'D4',
      'D5',
      'E1',
      'E2',
      'E3',
      'E4',
      'E5',
    ]);
    expect(slots.map((s) => s.band).join('')).toBe('AAABBBCCCCDDDDDEEEEE');
  });

  it('opens only the slot after the last choice; the rest wait (spec 2 §2)', () => {
    const slots = choiceSlots([11, 22, 33]);
    expect(slots.slice(0, 3).map((s) => [s.state, s.programId])).toEqual([
      ['filled', 11],
      ['filled', 22],
      ['filled', 33],
    ]);
    expect(slots[3]!.state).toBe('next');
    expect(slots.slice(4).every((s) => s.state === 'disabled' && s.programId === null)).toBe(true);
  });

  it('opens no slot when read-only (teacher, parent) or in the demo', () => {
    expect(choiceSlots([1], { readOnly: true })[1]!.state).toBe('disabled');
    expect(choiceSlots([1], { demo: true })[1]!.state).toBe('disabled');
    expect(choiceSlots([])[0]!.state).toBe('next');
  });

  it('has no next slot when all 20 are filled', () => {
    const ids = Array.from({ length: 20 }, (_, i) => i + 1);
    expect(choiceSlots(ids).every((s) => s.state === 'filled')).toBe(true);
  });
});

describe('rankedIds', () => {
  it('orders the server rows by rank', () => {
    expect(
      rankedIds([
        { programId: 7, order: 2 },
        { programId: 5, order: 1 },
      ]),
    ).toEqual([5, 7]);
  });
});

describe('moveChoice', () => {
  it('moves a choice down or up to the place it was dropped on', () => {
    expect(moveChoice([1, 2, 3, 4], 1, 3)).toEqual([2, 3, 1, 4]);
    expect(moveChoice([1, 2, 3, 4], 4, 2)).toEqual([1, 4, 2, 3]);
  });

  it('returns the same list when nothing moves', () => {
    const ids = [1, 2, 3];
    expect(moveChoice(ids, 2, 2)).toBe(ids);
    expect(moveChoice(ids, 9, 2)).toBe(ids);
  });
});

describe('appendChoice', () => {
  it('adds at the end, refusing a duplicate and a 21st choice', () => {
    expect(appendChoice([1, 2], 3)).toEqual({ ids: [1, 2, 3] });
    expect(appendChoice([1, 2], 2)).toEqual({ refused: 'duplicate' });
    const full = Array.from({ length: 20 }, (_, i) => i + 1);
    expect(appendChoice(full, 99)).toEqual({ refused: 'full' });
  });
});
