import { plusOneGrades, type SubjectGrades } from '@waypoint/domain';
import { useMemo } from 'react';
import { usePortalData } from './portal-data';
import { gradesFromPlan, hasGrades, type ProgramScores, scoreAllPrograms } from './program-scores';
import type { StudentPlan } from './student-plan';

// The pure scoring lives in program-scores.ts (unit-tested); these are the hooks the screens use.
export {
  type GradeSource,
  gradesFromPlan,
  hasGrades,
  meetsRequirements,
  type ProgramScore,
  type ProgramScores,
  pastFiguresOf,
  scoreAllPrograms,
  scoreProgram,
  scoreSpecsById,
} from './program-scores';

/** Scores for these grades, or null while the portal data loads or when there are no grades. */
export function useProgramScores(grades: SubjectGrades | null): ProgramScores | null {
  const portal = usePortalData();
  return useMemo(
    () => (portal.data && grades && hasGrades(grades) ? scoreAllPrograms(portal.data, grades) : null),
    [portal.data, grades],
  );
}

export interface StudentScores {
  selfGrades: SubjectGrades;
  schoolGrades: SubjectGrades;
  /** Own prediction ("My Prediction"). */
  self: ProgramScores | null;
  /** Own prediction with one grade more in the default plus-one subject (Chinese, capped at 5**). */
  selfPlusOne: ProgramScores | null;
  /** School prediction; null when hidden from the student or not entered. */
  school: ProgramScores | null;
}

const NO_GRADES: SubjectGrades = {};

/** The three score maps of a student's plan (the achievability filters and the choice list use them). */
export function useStudentScores(plan: StudentPlan | undefined): StudentScores {
  const rows = plan?.grades;
  const grades = useMemo(() => {
    if (!rows) return { self: NO_GRADES, plusOne: NO_GRADES, school: NO_GRADES };
    const self = gradesFromPlan(rows, 'overallTarget');
    return { self, plusOne: plusOneGrades(self), school: gradesFromPlan(rows, 'schoolPredict') };
  }, [rows]);
  const self = useProgramScores(grades.self);
  const selfPlusOne = useProgramScores(hasGrades(grades.self) ? grades.plusOne : null);
  const school = useProgramScores(grades.school);
  return useMemo(
    () => ({ selfGrades: grades.self, schoolGrades: grades.school, self, selfPlusOne, school }),
    [grades, self, selfPlusOne, school],
  );
}
