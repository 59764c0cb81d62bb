import { describe, expect, it } from 'vitest';
import { type PlanTag, tagNamed, tagSuggestions } from './tags';

const tag = (id: number, name: string, nameChi: string | null, schoolId: string | null = null): PlanTag => ({
  id,
  name,
  nameChi,
  schoolId,
  isDefault: schoolId === null,
});
const ALL = [
  tag(1, "Don't know what I want", '未知想讀甚麼'),
  tag(2, 'Elite', '精英'),
  tag(3, 'SNDAS', 'SNDAS'),
  tag(9, 'Debate team', null, 'beacon1'),
];

describe('tagSuggestions', () => {
  it('offers the tags the student does not have, matching either name', () => {
    expect(tagSuggestions(ALL, [{ id: 2 }], '').map((t) => t.id)).toEqual([1, 3, 9]);
    expect(tagSuggestions(ALL, [], 'deb').map((t) => t.id)).toEqual([9]);
    expect(tagSuggestions(ALL, [], '精英').map((t) => t.id)).toEqual([2]);
  });
});

describe('tagNamed', () => {
  it('finds an existing tag by its name in either language, ignoring case', () => {
    expect(tagNamed(ALL, ' elite ')?.id).toBe(2);
    expect(tagNamed(ALL, '精英')?.id).toBe(2);
    expect(tagNamed(ALL, 'New tag')).toBeNull();
    expect(tagNamed(ALL, '  ')).toBeNull();
  });
});
