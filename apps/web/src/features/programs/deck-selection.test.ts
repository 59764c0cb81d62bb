import { describe, expect, it } from 'vitest';
import {
  hasUnsavedChanges,
  likedIds,
  reactionChanges,
  reactionMapOf,
  toggleReaction,
  toggleSelection,
} from './deck-selection';

describe('toggleSelection', () => {
  it('appends a new programme and removes a selected one, keeping the order of the rest', () => {
    expect(toggleSelection([5, 3], 9)).toEqual({ selected: [5, 3, 9], refused: false });
    expect(toggleSelection([5, 3, 9], 3)).toEqual({ selected: [5, 9], refused: false });
  });

  it('refuses a 21st programme (deck limit 20) but still lets one be removed', () => {
    const full = Array.from({ length: 20 }, (_, i) => i + 1);
    expect(toggleSelection(full, 99)).toEqual({ selected: full, refused: true });
    expect(toggleSelection(full, 20).selected).toHaveLength(19);
  });

  it('honours a smaller limit', () => {
    expect(toggleSelection([1], 2, 1).refused).toBe(true);
  });
});

describe('reactions', () => {
  it('toggles like and dislike: the same again clears, the other replaces', () => {
    const liked = toggleReaction(new Map(), 4, 'like');
    expect(liked.get(4)).toBe('like');
    expect(toggleReaction(liked, 4, 'like').has(4)).toBe(false);
    expect(toggleReaction(liked, 4, 'dislike').get(4)).toBe('dislike');
  });

  it('reads only like and dislike from the plan', () => {
    const map = reactionMapOf([
      { programId: 1, reaction: 'like' },
      { programId: 2, reaction: null },
      { programId: 3, reaction: 'dislike' },
      { programId: 4, reaction: '' },
    ]);
    expect([...map]).toEqual([
      [1, 'like'],
      [3, 'dislike'],
    ]);
    expect([...likedIds(map)]).toEqual([1]);
  });

  it('sends only what changed, a removed reaction as null', () => {
    const initial = new Map([
      [1, 'like'],
      [2, 'dislike'],
      [3, 'like'],
    ] as const);
    const current = new Map([
      [1, 'like'],
      [2, 'like'],
      [7, 'dislike'],
    ] as const);
    expect(reactionChanges(initial, current)).toEqual([
      { programId: 2, reaction: 'like' },
      { programId: 3, reaction: null },
      { programId: 7, reaction: 'dislike' },
    ]);
  });
});

describe('hasUnsavedChanges', () => {
  const reactions = new Map([[1, 'like']] as const);
  it('is false when nothing changed', () => {
    expect(
      hasUnsavedChanges({ selected: [1, 2], reactions }, { selected: [1, 2], reactions: new Map(reactions) }),
    ).toBe(false);
  });

  it('is true after a selection or a reaction changed', () => {
    expect(hasUnsavedChanges({ selected: [1, 2], reactions }, { selected: [1], reactions })).toBe(true);
    expect(hasUnsavedChanges({ selected: [1], reactions }, { selected: [1], reactions: new Map() })).toBe(
      true,
    );
  });

  it('is false again when a change is undone', () => {
    const added = toggleSelection([1, 2], 3).selected;
    const undone = toggleSelection(added, 3).selected;
    expect(hasUnsavedChanges({ selected: [1, 2], reactions }, { selected: undone, reactions })).toBe(false);
  });
});
