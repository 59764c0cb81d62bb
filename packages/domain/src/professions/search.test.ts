import { describe, expect, it } from 'vitest';
import { filterProfessions } from './ordering.ts';
import { matchesProfessionSearch, professionSearchRank, searchProfessions } from './search.ts';

const items = [
  { id: 1, name: 'Gardeners, Horticultural and Nursery Growers', nameChi: '園藝工人', segmentIds: [] },
  {
    id: 2,
    name: 'Nursing Professionals',
    nameChi: '護理專業人員',
    everydayNames: ['nurse', 'registered nurse', 'RN'],
    everydayNamesChi: ['護士', '註冊護士', '姑娘'],
    segmentIds: [],
  },
  {
    id: 3,
    name: 'Accountants',
    nameChi: '會計師',
    everydayNames: ['accountant', 'CPA', 'auditor'],
    everydayNamesChi: ['會計師', '核數師'],
    segmentIds: [],
  },
];

describe('profession search with everyday words', () => {
  it('finds the profession people mean before letters that happen to match', () => {
    expect(searchProfessions(items, 'nurse').map((p) => p.id)).toEqual([2, 1]);
    expect(searchProfessions(items, 'Nurses')[0]?.id).toBe(2);
    expect(searchProfessions(items, '護士')[0]?.id).toBe(2);
    expect(searchProfessions(items, '护士')[0]?.id).toBe(2);
    expect(searchProfessions(items, '會計')[0]?.id).toBe(3);
    expect(searchProfessions(items, 'cpa')[0]?.id).toBe(3);
  });

  it('tolerates a small typo in a longer word, not in a short one', () => {
    expect(professionSearchRank(items[1]!, 'nurce')).toBe(4);
    expect(professionSearchRank(items[2]!, 'acountant')).toBe(4);
    expect(professionSearchRank(items[2]!, 'cpb')).toBeNull();
  });

  it('keeps spec 3 §5 matching of the names, and the best match first in the profession list', () => {
    expect(matchesProfessionSearch(items[0]!, 'NURSERY')).toBe(true);
    expect(matchesProfessionSearch(items[0]!, '')).toBe(true);
    const found = filterProfessions(items, { kind: 'search', keyword: 'nurse' }, [
      { professionId: 1, reaction: 'like', order: 1 },
    ]);
    expect(found.map((p) => p.id)).toEqual([2, 1]);
  });
});
