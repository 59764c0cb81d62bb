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

describe('slpDocument', () => {
  it("holds the strength, professions in the student's language, the selected claims and the draft", () => {
    const doc = slpDocument(data, t, 'zh-HK');
    expect(doc.title).toBe('export.title{"name":"Chan Tai Man"}');
    expect(doc.sections.map((s) => s.paragraphs)).toEqual([
      ['Curious'],
      ['工程師、護士'],
      ['Led a team: We won.'],
      ['first', 'second'],
    ]);
    expect(doc.sections[3]!.heading).toBe('export.statement (export.originalNote)');
  });

  it('prefers the polished version when there is one', () => {
    const doc = slpDocument({ ...data, gpt: 'Polished.' }, t, 'en');
    expect(doc.sections[1]!.paragraphs).toEqual(['Engineer, Nurse']);
    expect(doc.sections.at(-1)).toEqual({
      heading: 'export.statement (export.polishedNote)',
      paragraphs: ['Polished.'],
    });
  });
});
