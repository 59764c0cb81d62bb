import { describe, expect, it } from 'vitest';
import { professionExternalLinks } from './links.ts';
import { matchesProfessionSearch, normaliseKeyword } from './search.ts';

describe('professionExternalLinks', () => {
  it('builds https search addresses from the name, encoded', () => {
    const links = professionExternalLinks('Systems Administrators & Co');
    expect(links.map((l) => l.kind)).toEqual([
      'jobSearch',
      'jobSearch',
      'salary',
      'salary',
      'linkedInAlumni',
      'video',
    ]);
    for (const l of links) {
      expect(l.url.startsWith('https://')).toBe(true);
      expect(l.url).not.toContain(' ');
      expect(l.url).not.toContain('& ');
    }
    expect(links[0]?.url).toBe(
      'https://hk.indeed.com/jobs?q=Systems%20Administrators%20%26%20Co&l=Hong+Kong',
    );
  });
});

describe('search (spec 3 §5)', () => {
  it('matches the English name case-insensitively or the Chinese name', () => {
    const p = { name: 'Software Developers', nameChi: '軟件開發人員' };
    expect(matchesProfessionSearch(p, 'software')).toBe(true);
    expect(matchesProfessionSearch(p, 'DEVELOPER')).toBe(true);
    expect(matchesProfessionSearch(p, '軟件')).toBe(true);
    expect(matchesProfessionSearch(p, 'nurse')).toBe(false);
    expect(matchesProfessionSearch({ name: 'X', nameChi: null }, '軟件')).toBe(false);
  });
  it('normalises the keyword it records', () => {
    expect(normaliseKeyword('  civil   engineer ')).toBe('civil engineer');
    expect(normaliseKeyword('a'.repeat(300))).toHaveLength(100);
  });
});
