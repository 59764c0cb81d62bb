import { describe, expect, it } from 'vitest';
import {
  hollandCode,
  type InterestAnswers,
  interestScores,
  isCompleteInterestAnswers,
  rankDisciplinesByInterest,
  rankProfessionsByInterest,
  topTypes,
} from './riasec.ts';
import { INTEREST_QUESTIONS, RIASEC_TYPES, type RiasecType } from './riasec-questions.ts';

/** Answers that enjoy every activity of the given types and none of the others. */
function answersFor(...liked: RiasecType[]): InterestAnswers {
  return Object.fromEntries(INTEREST_QUESTIONS.map((q) => [q.id, liked.includes(q.type) ? 2 : 0]));
}

const professions = [
  { id: 1, iscoCode: '2142' }, // Civil Engineers: IR
  { id: 2, iscoCode: '2221' }, // Nursing Professionals: IS
  { id: 3, iscoCode: '2166' }, // Graphic and Multimedia Designers: AI
  { id: 4, iscoCode: '2411' }, // Accountants: CE
  { id: 5, iscoCode: '2341' }, // Primary School Teachers: SA
  { id: 6, iscoCode: '7411' }, // Building Electricians: RI
];

describe('interest questions', () => {
  it('are 30–48 short items, the same number for each type, in both languages', () => {
    expect(INTEREST_QUESTIONS.length).toBeGreaterThanOrEqual(30);
    expect(INTEREST_QUESTIONS.length).toBeLessThanOrEqual(48);
    for (const t of RIASEC_TYPES) expect(INTEREST_QUESTIONS.filter((q) => q.type === t)).toHaveLength(6);
    expect(new Set(INTEREST_QUESTIONS.map((q) => q.id)).size).toBe(INTEREST_QUESTIONS.length);
    for (const q of INTEREST_QUESTIONS) expect(q.en && q.zh).toBeTruthy();
  });
  it('count as complete only when every item has an answer of 0, 1 or 2', () => {
    expect(isCompleteInterestAnswers(answersFor('R'))).toBe(true);
    const { R1: _dropped, ...partial } = answersFor('R');
    expect(isCompleteInterestAnswers(partial)).toBe(false);
  });
});

describe('interest scores', () => {
  it('give each type its share of the best answers', () => {
    const scores = interestScores({ ...answersFor('I'), R1: 1, R2: 2 });
    expect(scores.I).toBe(1);
    expect(scores.R).toBeCloseTo(3 / 12);
    expect(scores.A).toBe(0);
    expect(topTypes(scores)).toEqual(['I']);
    expect(topTypes(interestScores(answersFor('S', 'A')))).toEqual(['A', 'S']);
  });
});

describe('rankProfessionsByInterest', () => {
  it('puts the professions of the strongest types first, with the reason', () => {
    const ranked = rankProfessionsByInterest(professions, answersFor('I', 'R'));
    expect(ranked.slice(0, 2).map((r) => r.id)).toEqual([1, 6]);
    expect(ranked[0]?.reasons).toEqual([{ kind: 'interest', types: ['I', 'R'] }]);
    // Accountants (CE) and primary teachers (SA) share nothing with I or R.
    expect(
      ranked
        .slice(-2)
        .map((r) => r.id)
        .sort(),
    ).toEqual([4, 5]);
    const artistic = rankProfessionsByInterest(professions, answersFor('A'));
    expect(artistic[0]?.id).toBe(3);
    expect(hollandCode('2166')).toBe('AI');
  });
  it('reads a unit group on its own where its work differs from its group: economists are not Social', () => {
    expect(hollandCode('2631')).toBe('IC');
    expect(hollandCode('2635')).toBe('SE');
    expect(hollandCode('2634')[0]).toBe('I');
  });
  it('lets reactions refine the order and tells when a profession is new to the student', () => {
    const answers = answersFor('S', 'I');
    const before = rankProfessionsByInterest(professions, answers).map((r) => r.id);
    expect(before[0]).toBe(2);
    // Liking two building trades pulls the realistic professions up.
    const after = rankProfessionsByInterest(professions, answers, {
      likedIscoCodes: ['7411', '7112', '7126'],
      dislikedIscoCodes: ['2221'],
      notHeardOfIds: new Set([6]),
    });
    expect(after.findIndex((r) => r.id === 6)).toBeLessThan(before.indexOf(6));
    expect(after.find((r) => r.id === 6)?.reasons).toContainEqual({ kind: 'newToYou' });
    expect(after.find((r) => r.id === 6)?.reasons).toContainEqual({ kind: 'likedSimilar', type: 'R' });
  });
});

describe('rankDisciplinesByInterest', () => {
  it('ranks the disciplines whose professions fit best first', () => {
    const withDisciplines = [
      { iscoCode: '2142', disciplineIds: [9] },
      { iscoCode: '2221', disciplineIds: [11] },
      { iscoCode: '2166', disciplineIds: [7] },
    ];
    const ranked = rankDisciplinesByInterest(
      [{ id: 7 }, { id: 9 }, { id: 11 }, { id: 20 }],
      withDisciplines,
      answersFor('S'),
    );
    expect(ranked[0]?.id).toBe(11);
    expect(ranked[0]?.reasons).toEqual([{ kind: 'interest', types: ['S'] }]);
    expect(ranked.at(-1)).toMatchObject({ id: 20, fit: 0, hollandCode: '' });
  });
});
