import { describe, expect, it } from 'vitest';
import type { PortalData } from './portal-data';
import { gradesFromPlan, meetsRequirements, scoreAllPrograms, scoreProgram } from './program-scores';
import { best5Spec } from './score-spec-fixtures';

const card = (id: number, median: number | null, lowerQuartile: number | null = null) => ({
  id,
  admissions:
    median == null && lowerQuartile == null
      ? []
      : [
          {
            intakeYear: 2025,
            scoreMedian: median,
            scoreLowerQuartile: lowerQuartile,
            scoreMean: null,
            scoreUpperQuartile: null,
          },
        ],
});

// Chi 4, Eng 5*, Maths 5, Phys 5**, Econ 4, Chem 3 → best 5 = 7 + 6 + 5 + 4 + 4 = 26.
const GRADES = { Chi: '4', Eng: '5*', Maths: '5', Phys: '5**', Econ: '4', Chem: '3' };

describe('gradesFromPlan', () => {
  it('keeps one source, leaving out empty, hidden and dropped subjects', () => {
    const rows = [
      { subjectId: 1, subjectCode: 'Chi', source: 'overallTarget', grade: '4', hidden: false },
      { subjectId: 2, subjectCode: 'Eng', source: 'overallTarget', grade: null, hidden: false },
      { subjectId: 5, subjectCode: 'Phys', source: 'overallTarget', grade: 'Dropped', hidden: false },
      { subjectId: 1, subjectCode: 'Chi', source: 'schoolPredict', grade: null, hidden: true },
      { subjectId: 3, subjectCode: 'Maths', source: 'schoolPredict', grade: '5', hidden: false },
    ] as const;
    expect(gradesFromPlan(rows, 'overallTarget')).toEqual({ Chi: '4' });
    expect(gradesFromPlan(rows, 'schoolPredict')).toEqual({ Maths: '5' });
  });
});

describe('scoreProgram', () => {
  it('is dark green and achievable at or above the past median', () => {
    const score = scoreProgram(best5Spec(1), card(1, 26, 24), GRADES);
    expect(score.totalScore).toBe(26);
    expect(score.reference).toEqual({ type: 'median', score: 26 });
    expect(score.colour).toBe('above');
    expect(score.message).toEqual({ key: 'aboveReference', referenceType: 'median' });
    expect(score.achievable).toBe(true);
    expect(score.chance.band).toBe('safe');
  });

  it('is red below the median, with the chance band from the lower quartile', () => {
    const score = scoreProgram(best5Spec(1), card(1, 28, 25), GRADES);
    expect(score.colour).toBe('below');
    expect(score.message?.key).toBe('belowReference');
    expect(score.achievable).toBe(false);
    expect(score.chance.band).toBe('match');
  });

  it('is red when 332 fails, whatever the score', () => {
    const score = scoreProgram(best5Spec(1), card(1, 20), { ...GRADES, Chi: '2' });
    expect(score.colour).toBe('below');
    expect(score.message?.key).toBe('notMeetUniversityEntrance');
    expect(score.achievable).toBe(false);
  });

  it('is neutral when the elective requirement is not met, and then cannot be picked', () => {
    const score = scoreProgram(best5Spec(1), card(1, 10), {
      Chi: '5',
      Eng: '5',
      Maths: '5',
      Phys: '3',
      Chem: '2',
    });
    expect(score.colour).toBe('neutral');
    expect(score.message?.key).toBe('notMeetProgramElective');
    expect(meetsRequirements(score)).toBe(false);
  });

  it('says nothing has failed before any grade is entered', () => {
    const score = scoreProgram(best5Spec(1), card(1, 26), {});
    expect(score.totalScore).toBeNull();
    expect(score.result).toBeNull();
    expect(score.colour).toBe('none');
    expect(score.message).toBeNull();
    expect(score.chance.reasonKey).toBe('noScore');
    expect(meetsRequirements(score)).toBe(true);
    expect(meetsRequirements(undefined)).toBe(true);
  });

  it('shows no score for grades the calculator refuses (M1 with M2), instead of breaking the page', () => {
    const score = scoreProgram(best5Spec(1), card(1, 26), { ...GRADES, M1: '4', M2: '3' });
    expect(score.totalScore).toBeNull();
    expect(score.result).toBeNull();
    expect(score.colour).toBe('none');
  });

  it('has light colour without past figures', () => {
    const score = scoreProgram(best5Spec(1), card(1, null), GRADES);
    expect(score.colour).toBe('none');
    expect(score.achievable).toBe(false);
  });
});

describe('scoreAllPrograms', () => {
  const portal = {
    programs: [card(1, 26), card(2, 30), card(3, 20)],
    scoreSpecs: [best5Spec(1), best5Spec(2)],
  } as unknown as PortalData;

  it('scores every programme that has a spec', () => {
    const scores = scoreAllPrograms(portal, GRADES);
    expect([...scores.keys()]).toEqual([1, 2]);
    expect(scores.get(1)?.achievable).toBe(true);
    expect(scores.get(2)?.achievable).toBe(false);
  });

  it('gives, read one by one before any iteration, the scores and order a map built at once gives', () => {
    const grades = { ...GRADES, Econ: '5' };
    const eager = new Map(
      [1, 2].map((id) => [id, scoreProgram(best5Spec(id), card(id, id === 1 ? 26 : 30), grades)]),
    );
    const scores = scoreAllPrograms(portal, grades);
    expect(scores.has(2)).toBe(true);
    expect(scores.has(3)).toBe(false);
    expect(scores.get(3)).toBeUndefined();
    const second = scores.get(2);
    expect(second).toEqual(eager.get(2));
    expect([...scores.keys()]).toEqual([1, 2]);
    expect(scores.size).toBe(2);
    expect(scores.get(2)).toBe(second);
    expect(Object.fromEntries(scores)).toEqual(Object.fromEntries(eager));
    const seen: number[] = [];
    scores.forEach((_, id) => {
      seen.push(id);
    });
    expect(seen).toEqual([1, 2]);
  });

  it('scores once per set of grades, whatever object carries them', () => {
    expect(scoreAllPrograms(portal, { ...GRADES })).toBe(scoreAllPrograms(portal, { ...GRADES }));
    expect(scoreAllPrograms(portal, { ...GRADES, Chem: '4' })).not.toBe(scoreAllPrograms(portal, GRADES));
  });
});
