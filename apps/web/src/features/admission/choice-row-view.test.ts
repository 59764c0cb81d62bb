import { describe, expect, it } from 'vitest';
import { scoreProgram } from '@/shared/program-scores';
import { choiceRowView, scoreCell } from './choice-row-view';
import { best5Spec, program } from './plan-fixtures';

// Chi 4, Eng 5*, Maths 5, Phys 5**, Econ 4 → best 5 = 4 + 6 + 5 + 7 + 4 = 26.
const GRADES = { Chi: '4', Eng: '5*', Maths: '5', Phys: '5**', Econ: '4' };

describe('choiceRowView', () => {
  it('names the programme in the language on screen, with institution and JUPAS code', () => {
    const p = program(12, 25);
    const self = scoreProgram(best5Spec(12), p, GRADES);
    expect(choiceRowView(p, { self, school: null, schoolHidden: false, lang: 'en' })).toMatchObject({
      name: 'Programme 12',
      institution: 'HKU',
      jupasCode: 'JS12',
    });
    expect(choiceRowView(p, { self, school: null, schoolHidden: false, lang: 'zh-HK' }).name).toBe('課程 12');
  });

  it('shows the score with one decimal, its colour and status, and the chance band', () => {
    const p = program(12, 25, 23);
    const self = scoreProgram(best5Spec(12), p, GRADES);
    const row = choiceRowView(p, { self, school: null, schoolHidden: false, lang: 'en' });
    expect(row.self).toEqual({
      kind: 'score',
      text: '26.0',
      colour: 'above',
      message: { key: 'aboveReference', referenceType: 'median' },
    });
    expect(row.chance?.band).toBe('safe');
    expect(row.school).toEqual({ kind: 'noGrades' });
  });

  it('is red with the 332 message when Chinese is below 3', () => {
    const p = program(12, 20);
    const self = scoreProgram(best5Spec(12), p, { ...GRADES, Chi: '2' });
    const row = choiceRowView(p, { self, school: null, schoolHidden: false, lang: 'en' });
    expect(row.self).toMatchObject({ colour: 'below', message: { key: 'notMeetUniversityEntrance' } });
  });

  it("hides the school's score behind '✱' when the school withholds it", () => {
    const p = program(12, 25);
    const school = scoreProgram(best5Spec(12), p, GRADES);
    expect(choiceRowView(p, { self: null, school, schoolHidden: true, lang: 'en' }).school).toEqual({
      kind: 'hidden',
    });
  });

  it('has no chance band and no score before any grade', () => {
    const p = program(12, 25);
    const self = scoreProgram(best5Spec(12), p, {});
    const row = choiceRowView(p, { self, school: null, schoolHidden: false, lang: 'en' });
    expect(row.self).toEqual({ kind: 'noGrades' });
    expect(row.chance).toBeNull();
    expect(scoreCell(undefined)).toEqual({ kind: 'noGrades' });
  });
});
