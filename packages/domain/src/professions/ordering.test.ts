import { describe, expect, it } from 'vitest';
import { PROFESSION_DEMO_LIMIT } from './constants.ts';
import { filterProfessions, orderByReaction, type ProfessionReaction, shuffled } from './ordering.ts';

const items = [
  { id: 1, name: 'Civil Engineers', nameChi: '土木工程師', segmentIds: [23] },
  { id: 2, name: 'Software Developers', nameChi: '軟件開發人員', segmentIds: [37] },
  { id: 3, name: 'Nursing Professionals', nameChi: '護理專業人員', segmentIds: [64] },
  { id: 4, name: 'Chefs', nameChi: '廚師', segmentIds: [33] },
  { id: 5, name: 'Accountants', nameChi: '會計師', segmentIds: [44] },
];
const reactions: ProfessionReaction[] = [
  { professionId: 2, reaction: 'dislike', order: 1 },
  { professionId: 5, reaction: 'like', order: 2 },
  { professionId: 3, reaction: 'like', order: 1 },
  { professionId: 4, reaction: null, order: 3 },
];
const ids = (xs: { id: number }[]) => xs.map((x) => x.id);

describe('orderByReaction (spec 3 §4)', () => {
  it('puts chosen professions first in the order chosen and disliked ones last', () => {
    expect(ids(orderByReaction(items, reactions))).toEqual([3, 5, 1, 4, 2]);
  });
  it('treats a withdrawn reaction as none', () => {
    expect(ids(orderByReaction(items, [{ professionId: 4, reaction: null, order: 9 }]))).toEqual([
      1, 2, 3, 4, 5,
    ]);
  });
});

describe('filterProfessions (spec 3 §2 filters)', () => {
  it('like shows the liked in the order chosen; dislike only the disliked', () => {
    expect(ids(filterProfessions(items, { kind: 'like' }, reactions))).toEqual([3, 5]);
    expect(ids(filterProfessions(items, { kind: 'dislike' }, reactions))).toEqual([2]);
  });
  it('search matches the English name without case or the Chinese name, chosen first', () => {
    expect(ids(filterProfessions(items, { kind: 'search', keyword: 'ENGINEERS' }, []))).toEqual([1]);
    expect(ids(filterProfessions(items, { kind: 'search', keyword: '師' }, reactions))).toEqual([5, 1, 4]);
    expect(ids(filterProfessions(items, { kind: 'search', keyword: '  ' }, []))).toEqual([1, 2, 3, 4, 5]);
  });
  it('a sector option keeps professions of its segments', () => {
    expect(ids(filterProfessions(items, { kind: 'sector', segmentIds: [33, 44] }, []))).toEqual([4, 5]);
  });
  it('random shuffles repeatably and still puts disliked last', () => {
    const a = ids(filterProfessions(items, { kind: 'random', seed: 42 }, reactions));
    expect(a).toEqual(ids(filterProfessions(items, { kind: 'random', seed: 42 }, reactions)));
    expect(a.at(-1)).toBe(2);
    expect(new Set(a)).toEqual(new Set([1, 2, 3, 4, 5]));
  });
  it('demo mode limits lists to 2 items', () => {
    expect(PROFESSION_DEMO_LIMIT).toBe(2);
    expect(filterProfessions(items, { kind: 'all' }, [], { demo: true })).toHaveLength(2);
  });
});

describe('shuffled', () => {
  it('keeps every item and differs between seeds', () => {
    const many = Array.from({ length: 50 }, (_, i) => i);
    expect([...shuffled(many, 1)].sort((a, b) => a - b)).toEqual(many);
    expect(shuffled(many, 1)).not.toEqual(shuffled(many, 2));
  });
});
