import { describe, expect, it } from 'vitest';
import { assertSubjectGrades, GradeInputError, gradeScaleOf } from './grade-input.ts';
import { enteredGrades, type SubjectGrades } from './grades.ts';
import { calculateProgramScore } from './score-calculator.ts';
import { GRADE_POINT_TABLE, SOURCES } from './score-calculator-fixtures.ts';
import { buildProgramScoreSpec, gradePointSchemes } from './score-spec-build.ts';
import { meetsUniversityEntrance } from './university-entrance.ts';

const schemes = gradePointSchemes(GRADE_POINT_TABLE);
const hkbu = buildProgramScoreSpec(SOURCES.JS2020!, schemes);
const valid = { Chi: '4', Eng: '5*', Maths: '5', Phys: '5**', Chem: '3', Econ: '4', CS: 'A' };

/** The problem a call throws, or null when it does not throw a GradeInputError. */
function problemOf(run: () => unknown): { problem: string; subjectCode: string | null } | null {
  try {
    run();
  } catch (error) {
    if (error instanceof GradeInputError) return { problem: error.problem, subjectCode: error.subjectCode };
    throw error;
  }
  return null;
}
const scoring = (grades: unknown) => () => calculateProgramScore(hkbu, grades as SubjectGrades);

describe('bad grades are rejected, never scored', () => {
  it('rejects an unknown subject code', () => {
    expect(problemOf(scoring({ ...valid, Astrology: '5' }))).toEqual({
      problem: 'unknownSubject',
      subjectCode: 'Astrology',
    });
  });

  it.each([
    ['6', 'Phys'],
    ['5***', 'Phys'],
    ['5* ', 'Phys'],
    [' 5', 'Phys'],
    ['D2', 'Phys'], // an Applied Learning result on a Category A subject
    ['5', 'CS'], // CSD is Attained / Unattained only
    ['5**', 'Apl668'],
    ['C1', 'Japanese'], // a CEFR level on the JLPT scale
    ['constructor', 'Chem'],
  ])('rejects the grade %j for %s', (grade, code) => {
    expect(problemOf(scoring({ ...valid, [code]: grade }))).toEqual({
      problem: 'invalidGrade',
      subjectCode: code,
    });
  });

  it('rejects a grade that is not text', () => {
    expect(problemOf(scoring({ ...valid, Phys: 7 }))?.problem).toBe('invalidGrade');
  });

  it('rejects M1 and M2 together, but not one of them beside a dropped other', () => {
    expect(problemOf(scoring({ ...valid, M1: '4', M2: '3' }))?.problem).toBe('extendedMathsTogether');
    expect(problemOf(scoring({ ...valid, M1: '4', M2: 'Dropped' }))).toBeNull();
    expect(problemOf(scoring({ ...valid, M1: '', M2: '3' }))).toBeNull();
  });

  it('gives a typed error for a missing grades object or spec, not a TypeError', () => {
    expect(problemOf(scoring(undefined))?.problem).toBe('missingGrades');
    expect(problemOf(scoring(null))?.problem).toBe('missingGrades');
    expect(problemOf(scoring(['5']))?.problem).toBe('missingGrades');
    expect(problemOf(() => calculateProgramScore(undefined as never, valid))?.problem).toBe('missingSpec');
    expect(problemOf(() => calculateProgramScore(null as never, valid))?.problem).toBe('missingSpec');
  });

  it('reads own properties only: inherited names are no subjects and no grades', () => {
    // A grade inherited from a prototype is not the student's: nothing to score, and 26 as for `valid`.
    expect(calculateProgramScore(hkbu, Object.create({ Bio: '5**' }, {})).totalScores).toBe(0);
    const inherited = Object.assign(Object.create({ Bio: '5**', M2: '5' }), valid);
    expect(calculateProgramScore(hkbu, inherited).totalScores).toBe(26);
    expect(meetsUniversityEntrance(Object.create({ Chi: '5', Eng: '5', Maths: '5' }))).toBe(false);
    // '__proto__' and 'constructor' as own keys (as JSON.parse makes them) are unknown subjects.
    const proto = JSON.parse('{"Chi":"4","__proto__":"5**"}');
    expect(problemOf(scoring(proto))).toEqual({ problem: 'unknownSubject', subjectCode: '__proto__' });
    expect(problemOf(scoring({ constructor: '5' }))).toEqual({
      problem: 'unknownSubject',
      subjectCode: 'constructor',
    });
  });

  it('accepts every grade of each scale, empty values and Dropped', () => {
    expect(() =>
      assertSubjectGrades({
        Chi: 'U',
        Eng: '1',
        Maths: '',
        CS: 'U',
        M2: '5**',
        Apl668: 'A',
        Apl695: 'D',
        French: 'A2',
        Korean: 'G3',
        Phys: 'Dropped',
        Bio: null,
      }),
    ).not.toThrow();
    expect(gradeScaleOf('Apl700')).toEqual(['D', 'A', 'U']);
    expect(gradeScaleOf('Apl')).toBeNull();
    expect(enteredGrades({ Chi: '4', Phys: 'Dropped', Bio: '' }).map((e) => e.code)).toEqual(['Chi']);
  });
});
