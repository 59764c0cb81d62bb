import { type OneGradeUp, oneGradeUp, type SubjectGrades } from '@waypoint/domain';

/**
 * Beyond the spec, for the whole list: which one subject, one grade higher, makes the most of the ranked
 * programmes achievable. The domain searches; the caller says what "achievable" is (the shared scorer).
 */
export function planOneGradeUp(
  programIds: readonly number[],
  grades: SubjectGrades,
  subjectCodes: readonly string[],
  isAchievable: (programId: number, grades: SubjectGrades) => boolean,
): OneGradeUp | null {
  if (programIds.length === 0 || Object.keys(grades).length === 0) return null;
  return oneGradeUp(grades, subjectCodes, (raised) =>
    programIds.reduce((count, id) => (isAchievable(id, raised) ? count + 1 : count), 0),
  );
}
