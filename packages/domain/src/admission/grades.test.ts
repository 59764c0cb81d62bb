import { describe, expect, it } from 'vitest';
import {
  BONUS_PERCENT_TABLE,
  bonusPercentFor,
  DEFAULT_GRADE_POINTS,
  enteredGrades,
  gradeLevel,
  meetsMinGrade,
  parseMinimumLevel,
  plusOneGrades,
  raiseGrade,
  SPEC_CORE_SUBJECT_IDS,
  subjectCategoryOf,
} from './grades.ts';
import { DSE_GRADES, isDroppedGrade } from './hkdse.ts';

describe('grades (spec 2 §3, §9)', () => {
  it('lists the grades best first with the default points 5** 7 … U 0', () => {
    expect(DSE_GRADES).toEqual(['5**', '5*', '5', '4', '3', '2', '1', 'U']);
    expect(DSE_GRADES.map((g) => DEFAULT_GRADE_POINTS[g])).toEqual([7, 6, 5, 4, 3, 2, 1, 0]);
  });

  it('maps the spec subject ids 24, 25, 26 to Chinese, English and Mathematics', () => {
    expect(SPEC_CORE_SUBJECT_IDS).toEqual({ 24: 'Chi', 25: 'Eng', 26: 'Maths' });
  });

  it('gives the bonus percentage by score: ≥8.5 5 %, ≥7 4.12 %, ≥5.5 3.24 %, ≥4 2.35 %, ≥3 1.76 %, else 0', () => {
    expect(BONUS_PERCENT_TABLE.map((r) => [r.minScore, r.percent])).toEqual([
      [8.5, 5],
      [7, 4.12],
      [5.5, 3.24],
      [4, 2.35],
      [3, 1.76],
    ]);
    expect([8.5, 8.4, 7, 6.9, 5.5, 5, 4, 3.9, 3, 2.9, 0].map(bonusPercentFor)).toEqual([
      5, 4.12, 4.12, 3.24, 3.24, 2.35, 2.35, 1.76, 1.76, 0, 0,
    ]);
  });

  it("treats 'Dropped' as hiding the subject", () => {
    expect(isDroppedGrade('Dropped')).toBe(true);
    expect(isDroppedGrade('U')).toBe(false);
    expect(enteredGrades({ Chi: '4', Phys: 'Dropped', Bio: '' }).map((e) => e.code)).toEqual(['Chi']);
  });

  it('raises a grade one level, capped at 5** (plus-one capped at 7)', () => {
    expect(['U', '1', '4', '5', '5*', '5**'].map(raiseGrade)).toEqual(['1', '2', '5', '5*', '5**', '5**']);
    expect(raiseGrade('D1')).toBe('D1');
  });

  it('plus-one raises Chinese (spec subject 24) by default, or the subject named', () => {
    const grades = { Chi: '3', Eng: '5**', Maths: '4' };
    expect(plusOneGrades(grades)).toEqual({ Chi: '4', Eng: '5**', Maths: '4' });
    expect(plusOneGrades(grades, 'Maths')).toEqual({ Chi: '3', Eng: '5**', Maths: '5' });
    expect(plusOneGrades(grades, 'Eng')).toBe(grades);
    expect(plusOneGrades({ Eng: '4' })).toEqual({ Eng: '4' });
  });

  it('knows the category of every kind of subject code', () => {
    expect(
      ['Chi', 'Eng', 'Maths', 'CS', 'M1', 'Phys', 'Apl668', 'French', 'Urdu'].map(subjectCategoryOf),
    ).toEqual([
      'Core',
      'Core',
      'Core',
      'Core',
      'Category A',
      'Category A',
      'Category B',
      'Category C',
      'Category C',
    ]);
  });

  it('compares grades with minimum levels; ApL by HKEAA comparability, CSD Attained', () => {
    expect(gradeLevel('5**')).toBe(7);
    expect(gradeLevel('D2', 'Category B')).toBe(4);
    expect(gradeLevel('D1', 'Category B')).toBe(3);
    expect(gradeLevel('A', 'Category B')).toBe(2);
    expect(gradeLevel('C1', 'Category C')).toBeNull();
    expect(meetsMinGrade('3', '3')).toBe(true);
    expect(meetsMinGrade('2', '3')).toBe(false);
    expect(meetsMinGrade(undefined, '2')).toBe(false);
    expect(meetsMinGrade('A', 'A', 'Core')).toBe(true);
    expect(meetsMinGrade('U', 'A', 'Core')).toBe(false);
    expect(parseMinimumLevel('5^')).toEqual({ level: 5, footnote: true });
    expect(parseMinimumLevel('4')).toEqual({ level: 4, footnote: false });
  });
});
