import { describe, expect, it } from 'vitest';
import type { SubjectGrades } from './grades.ts';
import { oneGradeUp, oneGradeUpOptions } from './one-grade-up.ts';

// A hand-made plan of four programmes, each with one grade it needs (points 5**=7 … 1=1, U=0):
//   P1 needs Eng ≥ 4, P2 needs Maths ≥ 5, P3 needs Phys ≥ 5 and Maths ≥ 5, P4 needs Chi ≥ 4.
const POINTS: Record<string, number> = { '5**': 7, '5*': 6, '5': 5, '4': 4, '3': 3, '2': 2, '1': 1, U: 0 };
const pts = (grades: SubjectGrades, code: string): number => POINTS[grades[code] ?? ''] ?? -1;
const needs: ((g: SubjectGrades) => boolean)[] = [
  (g) => pts(g, 'Eng') >= 4,
  (g) => pts(g, 'Maths') >= 5,
  (g) => pts(g, 'Phys') >= 5 && pts(g, 'Maths') >= 5,
  (g) => pts(g, 'Chi') >= 4,
];
const countAchievable = (g: SubjectGrades): number => needs.filter((need) => need(g)).length;
const SUBJECTS = ['Chi', 'Eng', 'Maths', 'CS', 'Phys'];

describe('oneGradeUp', () => {
  it('picks the raise that opens the most programmes', () => {
    // Now: P1 (Eng 4) only → 1. Maths 4→5 opens P2 and P3 (Phys is 5) → 3; Chi 3→4 opens P4 → 2.
    const grades = { Chi: '3', Eng: '4', Maths: '4', Phys: '5', CS: 'A' };
    expect(oneGradeUp(grades, SUBJECTS, countAchievable)).toEqual({
      subject: 'Maths',
      from: '4',
      to: '5',
      achievableBefore: 1,
      achievableAfter: 3,
      gain: 2,
    });
  });

  it('breaks ties by the order of the subjects given', () => {
    // Chi 3→4 opens P4, Eng 3→4 opens P1: one each, so Chinese (listed first) wins; reversed, English does.
    const grades = { Chi: '3', Eng: '3', Maths: '5', Phys: '3' };
    expect(oneGradeUp(grades, SUBJECTS, countAchievable)?.subject).toBe('Chi');
    expect(oneGradeUp(grades, ['Eng', 'Chi', 'Maths', 'Phys'], countAchievable)?.subject).toBe('Eng');
    expect(oneGradeUpOptions(grades, SUBJECTS, countAchievable).map((o) => o.subject)).toEqual([
      'Chi',
      'Eng',
    ]);
  });

  it('says none when no single raise helps', () => {
    // Everything is open already except P3, which needs Phys 3→5: two grades, not one.
    const grades = { Chi: '5', Eng: '5', Maths: '5', Phys: '3' };
    expect(oneGradeUp(grades, SUBJECTS, countAchievable)).toBeNull();
  });

  it('does not try subjects without a grade, at 5** or outside the list', () => {
    const grades = { Chi: '5**', Eng: '', Maths: '4', Phys: '5', Bio: 'Dropped' };
    // Maths is not in the list given, so nothing is tried that helps.
    expect(oneGradeUp(grades, ['Chi', 'Eng', 'Phys', 'Bio'], countAchievable)).toBeNull();
  });

  it('raises U to 1', () => {
    const opensOnLevel1 = (g: SubjectGrades): number => (pts(g, 'Chi') >= 1 ? 1 : 0);
    expect(oneGradeUp({ Chi: 'U' }, ['Chi'], opensOnLevel1)).toMatchObject({ from: 'U', to: '1', gain: 1 });
  });
});
