import { describe, expect, it } from 'vitest';
import { slpDocument } from './slp-document';
import type { SlpData } from './slp-types';

const data = {
  userId: 'u',
  studentName: 'Chan Tai Man',
  studentLang: 'zh-HK',
  canEdit: true,
  canComment: false,
  isStaff: false,
  access: { reason: 'open', closesAt: null },
  strength: { id: 's', text: 'Curious' },
  claims: [
    { id: 'a', text: 'Led a team', elaboration: 'We won.', selected: true, order: 1, comments: [] },
    { id: 'b', text: 'Not chosen', elaboration: '', selected: false, order: 2, comments: [] },
  ],
  professions: [
    { id: 1, name: 'Engineer', nameChi: '工程師' },
    { id: 2, name: 'Nurse', nameChi: '護士' },
  ],
  original: 'first\n\nsecond',
  gpt: '',
  updatedAt: null,
  versions: [],
} satisfies SlpData;

const t = (key: string, vars?: Record<string, string>) => `${key}${vars ? JSON.stringify(vars) : ''}`;

describe('slpDocument (issue 24: the statement alone, well formed)', () => {
  it("holds the statement only: no student's name, strength, professions or claim list", () => {
    const doc = slpDocument(data, t);
    expect(doc).toEqual({
      title: 'export.statement',
      version: 'export.originalNote',
      paragraphs: ['first', 'second'],
    });
    const printed = JSON.stringify(doc);
    for (const absent of ['Chan Tai Man', 'Curious', '工程師', 'Led a team', 'We won.']) {
      expect(printed).not.toContain(absent);
    }
  });

  it('prefers the polished version when there is one', () => {
    const doc = slpDocument({ ...data, gpt: 'Polished.\n\n  Second paragraph. ' }, t);
    expect(doc.version).toBe('export.polishedNote');
    expect(doc.paragraphs).toEqual(['Polished.', 'Second paragraph.']);
  });

  it('has nothing to print before anything is written', () => {
    expect(slpDocument({ ...data, original: '  ', gpt: '' }, t).paragraphs).toEqual([]);
  });
});
