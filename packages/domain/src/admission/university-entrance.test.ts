import { describe, expect, it } from 'vitest';
import { meetsUniversityEntrance, universityEntranceShortfalls } from './university-entrance.ts';

describe('university entrance minimum 332 (spec 2 §5)', () => {
  it('passes at exactly Chinese 3, English 3, Maths 2', () => {
    expect(meetsUniversityEntrance({ Chi: '3', Eng: '3', Maths: '2' })).toBe(true);
    expect(meetsUniversityEntrance({ Chi: '5**', Eng: '4', Maths: '5', Phys: 'U' })).toBe(true);
  });

  it('fails when any of the three is below its level', () => {
    // English 2 < 3: a strong Maths does not make up for it.
    expect(meetsUniversityEntrance({ Chi: '3', Eng: '2', Maths: '5**' })).toBe(false);
    expect(universityEntranceShortfalls({ Chi: '3', Eng: '2', Maths: '5**' })).toEqual(['Eng']);
    expect(universityEntranceShortfalls({ Chi: '2', Eng: '3', Maths: '1' })).toEqual(['Chi', 'Maths']);
    expect(universityEntranceShortfalls({ Chi: 'U', Eng: 'U', Maths: 'U' })).toEqual(['Chi', 'Eng', 'Maths']);
  });

  it('fails with a core subject missing or dropped; M1/M2 do not stand in for Maths', () => {
    expect(universityEntranceShortfalls({ Chi: '4', Eng: '4', M1: '5' })).toEqual(['Maths']);
    expect(meetsUniversityEntrance({ Chi: '4', Eng: 'Dropped', Maths: '4' })).toBe(false);
    expect(meetsUniversityEntrance({})).toBe(false);
  });
});
