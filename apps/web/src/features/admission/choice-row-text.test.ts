import { describe, expect, it } from 'vitest';
import { scoreProgram } from '@/shared/program-scores';
import { choiceRowText, keepUnchanged, rememberingT, type Translate } from './choice-row-text';
import { choiceRowView } from './choice-row-view';
import { choiceSlots } from './choice-slots';
import { best5Spec, program } from './plan-fixtures';

// Chi 4, Eng 5*, Maths 5, Phys 5**, Econ 4 → best 5 = 26.
const GRADES = { Chi: '4', Eng: '5*', Maths: '5', Phys: '5**', Econ: '4' };

/** A `t` that spells out what it was asked and counts the calls. */
function spyT(): Translate & { calls: number } {
  const t = ((key: string, options?: Record<string, unknown>) => {
    t.calls += 1;
    return options ? `${key}${JSON.stringify(options)}` : key;
  }) as Translate & { calls: number };
  t.calls = 0;
  return t;
}

describe('rememberingT', () => {
  it('asks i18next once for each key and values, and again for other values', () => {
    const t = spyT();
    const remembered = rememberingT(t);
    expect(remembered('score.school')).toBe('score.school');
    expect(remembered('score.school')).toBe('score.school');
    expect(remembered('list.delete', { name: 'A' })).toBe('list.delete{"name":"A"}');
    expect(remembered('list.delete', { name: 'A' })).toBe('list.delete{"name":"A"}');
    expect(remembered('list.delete', { name: 'B' })).toBe('list.delete{"name":"B"}');
    expect(t.calls).toBe(3);
  });

  it('forgets everything once it holds its limit, and answers as before', () => {
    const t = spyT();
    const remembered = rememberingT(t, 2);
    remembered('a');
    remembered('b');
    remembered('c');
    remembered('a');
    expect(t.calls).toBe(4);
    expect(remembered('a')).toBe('a');
    expect(t.calls).toBe(4);
  });
});

describe('choiceRowText', () => {
  const slot = choiceSlots([12, 13])[0]!;
  const p = program(12, 25, 23);
  const self = scoreProgram(best5Spec(12), p, GRADES);
  const row = choiceRowView(p, { self, school: null, schoolHidden: false, lang: 'en' });

  it('works out every word of a row: names, labels, the scores and the chance with its reason', () => {
    const text = choiceRowText(spyT(), { slot, row, ownLabel: 'Mine', showSchool: true, voice: {} });
    expect(text).toMatchObject({
      name: 'Programme 12',
      subtitle: 'HKU · JS12',
      jupasCode: 'JS12',
      bandTitle: 'list.bandTitle{"band":"A","order":1}',
      dragLabel: 'list.dragHandle{"order":1,"name":"Programme 12"}',
      deleteLabel: 'list.delete{"name":"Programme 12"}',
      self: {
        kind: 'score',
        label: 'Mine',
        value: '26.0',
        colour: 'above',
        message: 'score.status.aboveReference{"reference":"score.reference.median"}',
      },
      school: { kind: 'noGrades', text: 'score.school: score.noGrades{}' },
      chance: { band: 'safe', label: 'score.chanceLabel', bandName: 'score.chance.safe', inconsistent: null },
    });
    expect(text.chance?.reason).toMatch(/^score\.reasons\.\w+\{"score":"26\.0"/);
  });

  it("speaks about the student for a teacher or parent, and leaves the school's line out when not shown", () => {
    const text = choiceRowText(spyT(), {
      slot,
      row: { ...row, self: { kind: 'noGrades' } },
      ownLabel: 'Student Prediction',
      showSchool: false,
      voice: { context: 'student' },
    });
    expect(text.self).toEqual({
      kind: 'noGrades',
      text: 'Student Prediction: score.noGrades{"context":"student"}',
    });
    expect(text.school).toBeNull();
    expect(text.chance?.reason).toContain('"context":"student"');
  });

  it('shows a hidden school prediction as hidden, with the hint', () => {
    const hidden = choiceRowView(p, { self, school: self, schoolHidden: true, lang: 'en' });
    const text = choiceRowText(spyT(), { slot, row: hidden, ownLabel: 'Mine', showSchool: true, voice: {} });
    expect(text.school).toEqual({ kind: 'hidden', label: 'score.school', hint: 'grades.hiddenHint' });
  });

  it('names a programme no longer listed by its id, without scores', () => {
    const text = choiceRowText(spyT(), { slot, row: null, ownLabel: 'Mine', showSchool: true, voice: {} });
    expect(text).toMatchObject({
      name: 'list.unknownProgram{"id":12}',
      subtitle: null,
      jupasCode: null,
      self: null,
      school: null,
      chance: null,
    });
  });

  it('asks i18next for the words the 20 rows share only once', () => {
    const t = spyT();
    const remembered = rememberingT(t);
    const slots = choiceSlots(Array.from({ length: 20 }, (_, i) => 100 + i));
    for (const s of slots)
      choiceRowText(remembered, { slot: s, row: null, ownLabel: 'Mine', showSchool: true, voice: {} });
    const once = t.calls;
    for (const s of slots)
      choiceRowText(remembered, { slot: s, row: null, ownLabel: 'Mine', showSchool: true, voice: {} });
    expect(t.calls).toBe(once);
  });
});

describe('keepUnchanged', () => {
  it('gives back the object it was given before while it is equal, and the new one once it differs', () => {
    const kept = new Map<string, { json: string; value: unknown }>();
    const first = { a: 1, b: { c: 'x' } };
    expect(keepUnchanged(kept, 'k', first)).toBe(first);
    expect(keepUnchanged(kept, 'k', { a: 1, b: { c: 'x' } })).toBe(first);
    const changed = { a: 1, b: { c: 'y' } };
    expect(keepUnchanged(kept, 'k', changed)).toBe(changed);
    expect(keepUnchanged(kept, 'other', { a: 1, b: { c: 'x' } })).not.toBe(first);
  });
});
