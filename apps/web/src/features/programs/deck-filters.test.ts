import { describe, expect, it } from 'vitest';
import {
  achievabilityOffered,
  clampIndex,
  DEFAULT_DECK_FILTERS,
  type DeckFilterContext,
  type DeckFilters,
  deckSegments,
  filterDeckPrograms,
  initialDeckFilters,
  isInRenderWindow,
} from './deck-filters';

const program = (
  id: number,
  over: Partial<{
    institutionId: number;
    disciplineIds: number[];
    sortOrder: number;
    displayName: string;
  }> = {},
) => ({
  id,
  displayName: over.displayName ?? `JS${1000 + id} Programme ${id}`,
  nameChi: `課程 ${id}`,
  jupasCode: `JS${1000 + id}`,
  institutionId: over.institutionId ?? 1,
  disciplineIds: over.disciplineIds ?? [],
  sortOrder: over.sortOrder ?? 99999,
});

const programs = [
  program(1, { institutionId: 1, disciplineIds: [10], sortOrder: 1 }),
  program(2, { institutionId: 4, disciplineIds: [11], displayName: 'JS4434 Electronic Engineering' }),
  program(3, { institutionId: 4, disciplineIds: [12, 10] }),
  program(161, { institutionId: 4 }),
  program(285, { institutionId: 6 }),
];

const context: DeckFilterContext = {
  liked: new Set([2, 285]),
  disciplineIdsOfGroup: (groupId) => (groupId === 1 ? [10, 11] : [12]),
  achievable: null,
};

const ids = (filters: Partial<DeckFilters>, ctx: Partial<DeckFilterContext> = {}) =>
  filterDeckPrograms(programs, { ...DEFAULT_DECK_FILTERS, ...filters }, { ...context, ...ctx }).map(
    (p) => p.id,
  );

describe('filterDeckPrograms', () => {
  it('lists every programme in the Disciplines segment without a chip', () => {
    expect(ids({})).toEqual([1, 2, 3, 161, 285]);
  });

  it('narrows to a discipline group, then to one discipline', () => {
    expect(ids({ disciplineGroupId: 1 })).toEqual([1, 2, 3]);
    expect(ids({ disciplineGroupId: 2 })).toEqual([3]);
    expect(ids({ disciplineGroupId: 1, disciplineId: 10 })).toEqual([1, 3]);
  });

  it('narrows to an institution', () => {
    expect(ids({ segment: 'institutions', institutionId: 4 })).toEqual([2, 3, 161]);
    expect(ids({ segment: 'institutions' })).toHaveLength(5);
  });

  it('lists the liked programmes in the Liked segment', () => {
    expect(ids({ segment: 'liked' })).toEqual([2, 285]);
  });

  it('searches trimmed and case-insensitive on the display name, Chinese name and code', () => {
    expect(ids({ segment: 'search', search: '  electronic ' })).toEqual([2]);
    expect(ids({ segment: 'search', search: 'js1003' })).toEqual([3]);
    expect(ids({ segment: 'search', search: '課程 161' })).toEqual([161]);
    expect(ids({ segment: 'search', search: '' })).toHaveLength(5);
  });

  it('keeps only the achievable programmes when an achievability filter applies', () => {
    expect(ids({}, { achievable: new Set([3, 285]) })).toEqual([3, 285]);
    expect(ids({ segment: 'liked' }, { achievable: new Set([3, 285]) })).toEqual([285]);
  });

  it('shows programmes 161 and 285 only in the demo, whatever the filters', () => {
    expect(ids({ segment: 'institutions', institutionId: 1 }, { demo: true })).toEqual([161, 285]);
  });
});

describe('deck chips and segments', () => {
  it('offers Liked only when likes exist', () => {
    expect(deckSegments(false)).toEqual(['disciplines', 'institutions', 'search']);
    expect(deckSegments(true)).toEqual(['disciplines', 'institutions', 'liked', 'search']);
  });

  it('offers the school-predict filter only when viewing a target student, and each filter with its grades', () => {
    const grades = { viewingTargetStudent: false, hasOwnGrades: true, hasSchoolGrades: true };
    expect(achievabilityOffered('school', grades)).toBe(false);
    expect(achievabilityOffered('school', { ...grades, viewingTargetStudent: true })).toBe(true);
    expect(achievabilityOffered('selfPlusOne', grades)).toBe(true);
    expect(achievabilityOffered('self', { ...grades, hasOwnGrades: false })).toBe(false);
    expect(
      achievabilityOffered('school', { ...grades, viewingTargetStudent: true, hasSchoolGrades: false }),
    ).toBe(false);
    expect(
      achievabilityOffered('all', {
        viewingTargetStudent: false,
        hasOwnGrades: false,
        hasSchoolGrades: false,
      }),
    ).toBe(true);
  });

  it('opens on the target discipline and its group', () => {
    expect(initialDeckFilters({ id: 12, disciplineGroupId: 2 })).toMatchObject({
      segment: 'disciplines',
      disciplineGroupId: 2,
      disciplineId: 12,
    });
    expect(initialDeckFilters(null)).toEqual(DEFAULT_DECK_FILTERS);
  });
});

describe('card index and render window', () => {
  it('keeps the index inside a list that shrank or emptied', () => {
    expect(clampIndex(7, 3)).toBe(2);
    expect(clampIndex(-1, 3)).toBe(0);
    expect(clampIndex(4, 0)).toBe(0);
  });

  it('draws two cards either side of the current one in full', () => {
    expect(isInRenderWindow(5, 3)).toBe(true);
    expect(isInRenderWindow(6, 3)).toBe(false);
    expect(isInRenderWindow(1, 3)).toBe(true);
    expect(isInRenderWindow(0, 3)).toBe(false);
  });
});
