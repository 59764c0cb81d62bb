import { describe, expect, it } from 'vitest';
import { cardPage } from './explorer-state';
import { findProfession, findSector, findSegment } from './find-item';

const professions = [
  { id: 1, iscoCode: '2142', name: 'Civil Engineers', nameChi: '土木工程師' },
  { id: 2, iscoCode: '2221', name: 'Nursing Professionals', nameChi: '護理專業人員' },
];

describe('route parameters', () => {
  it('find a profession by ISCO code or by either name, without case', () => {
    expect(findProfession(professions, '2142')?.id).toBe(1);
    expect(findProfession(professions, 'civil%20engineers')?.id).toBe(1);
    expect(findProfession(professions, encodeURIComponent('護理專業人員'))?.id).toBe(2);
    expect(findProfession(professions, 'nobody')).toBeUndefined();
  });
  it('find sectors by letter and segments by code or id', () => {
    expect(findSector([{ id: 11, hsicCode: 'K', name: 'Finance', nameChi: '金融' }], 'k')?.id).toBe(11);
    const segments = [{ id: 39, code: 'K01', name: 'Banking', nameChi: '銀行' }];
    expect(findSegment(segments, 'k01')?.id).toBe(39);
    expect(findSegment(segments, '39')?.id).toBe(39);
    expect(findSegment(segments, 'Banking')?.id).toBe(39);
  });
});

describe('cardPage', () => {
  it('shows 10 cards a view and clamps the view', () => {
    const items = Array.from({ length: 25 }, (_, i) => i);
    expect(cardPage(items, 0)).toMatchObject({
      items: items.slice(0, 10),
      hasPrevious: false,
      hasMore: true,
      pages: 3,
    });
    expect(cardPage(items, 2).items).toEqual([20, 21, 22, 23, 24]);
    expect(cardPage(items, 9).view).toBe(2);
  });
});
