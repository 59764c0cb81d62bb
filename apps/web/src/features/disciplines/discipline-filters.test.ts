import { describe, expect, it } from 'vitest';
import {
  cardView,
  disciplineSegments,
  filterDisciplines,
  likeChangesFromTicks,
  listRowsShown,
} from './discipline-filters';

const disciplines = Array.from({ length: 23 }, (_, i) => ({
  id: i + 1,
  name: i === 4 ? 'Medicine, Dentistry and Health' : `Discipline ${i + 1}`,
  nameChi: i === 4 ? '醫學、牙醫及健康' : `學科 ${i + 1}`,
  disciplineGroupId: (i % 3) + 1,
}));

describe('discipline segments and filters', () => {
  it('offers Liked only when a liked discipline exists', () => {
    expect(disciplineSegments(false)).toEqual(['disciplines', 'search']);
    expect(disciplineSegments(true)).toEqual(['disciplines', 'liked', 'search']);
  });
  it('offers the AI tab first when asked for', () => {
    expect(disciplineSegments(false, true)).toEqual(['ai', 'disciplines', 'search']);
  });

  it('filters by group chip, by likes and by a case-insensitive name search', () => {
    const liked = new Set([2, 5]);
    expect(
      filterDisciplines(disciplines, { segment: 'disciplines', groupId: null, search: '' }, liked),
    ).toHaveLength(23);
    expect(
      filterDisciplines(disciplines, { segment: 'disciplines', groupId: 2, search: '' }, liked).every(
        (d) => d.disciplineGroupId === 2,
      ),
    ).toBe(true);
    expect(
      filterDisciplines(disciplines, { segment: 'liked', groupId: null, search: '' }, liked).map((d) => d.id),
    ).toEqual([2, 5]);
    expect(
      filterDisciplines(disciplines, { segment: 'search', groupId: null, search: ' mEDICINE' }, liked).map(
        (d) => d.id,
      ),
    ).toEqual([5]);
    expect(
      filterDisciplines(disciplines, { segment: 'search', groupId: null, search: '牙醫' }, liked).map(
        (d) => d.id,
      ),
    ).toEqual([5]);
  });
});

describe('cardView (10 a view)', () => {
  it('pages through with Previous and More cards', () => {
    expect(cardView(disciplines, 0)).toMatchObject({ hasPrevious: false, hasMore: true });
    expect(cardView(disciplines, 0).items).toHaveLength(10);
    expect(cardView(disciplines, 2).items.map((d) => d.id)).toEqual([21, 22, 23]);
    expect(cardView(disciplines, 2).start).toBe(20);
    expect(cardView(disciplines, 2)).toMatchObject({ hasPrevious: true, hasMore: false });
  });

  it('stays on the last view when the list shrank', () => {
    expect(cardView(disciplines.slice(0, 5), 3)).toMatchObject({ hasPrevious: false, hasMore: false });
    expect(cardView([], 0).items).toEqual([]);
  });
});

describe('list-select mode', () => {
  it('shows 20 first and 20 more a page', () => {
    expect(listRowsShown(23, 1)).toBe(20);
    expect(listRowsShown(23, 2)).toBe(23);
    expect(listRowsShown(5, 0)).toBe(5);
  });

  it('turns ticks into like changes', () => {
    const reactions = new Map<number, string | null>([
      [1, 'like'],
      [2, 'like'],
      [3, 'dislike'],
    ]);
    expect(likeChangesFromTicks(new Set([2, 4]), reactions)).toEqual([
      { disciplineId: 1, reaction: null },
      { disciplineId: 4, reaction: 'like' },
    ]);
  });
});
