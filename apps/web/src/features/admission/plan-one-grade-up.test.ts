import { describe, expect, it } from 'vitest';
import { scoreProgram } from '@/shared/program-scores';
import { best5Spec, program } from './plan-fixtures';
import { planOneGradeUp } from './plan-one-grade-up';

// Best 5 of Chi 4, Eng 4, Maths 4, Phys 4, Econ 3 = 19.
const GRADES = { Chi: '4', Eng: '4', Maths: '4', Phys: '4', Econ: '3' };
const STRIP = ['Chi', 'Eng', 'Maths', 'CS', 'Phys', 'Econ'];

const programs = new Map([
  [1, program(1, 20)],
  [2, program(2, 20)],
  [3, program(3, 25)],
]);
const achievable = (id: number, grades: Record<string, string>) =>
  scoreProgram(best5Spec(id), programs.get(id)!, grades).achievable;

describe('planOneGradeUp', () => {
  it('names the first subject of the strip whose next grade makes the most choices achievable', () => {
    // Any one subject up gives 20 (programmes 1 and 2 reach their median 20; 3 stays out of reach).
    expect(planOneGradeUp([1, 2, 3], GRADES, STRIP, achievable)).toEqual({
      subject: 'Chi',
      from: '4',
      to: '5',
      achievableBefore: 0,
      achievableAfter: 2,
      gain: 2,
    });
  });

  it('says nothing when no single grade helps, or without choices or grades', () => {
    expect(planOneGradeUp([3], GRADES, STRIP, achievable)).toBeNull();
    expect(planOneGradeUp([], GRADES, STRIP, achievable)).toBeNull();
    expect(planOneGradeUp([1], {}, STRIP, achievable)).toBeNull();
  });
});
