import { raiseGrade, type SubjectGrades } from './grades.ts';

/**
 * Beyond the spec: which single subject, raised by one grade, makes the most programmes of the plan
 * achievable. The caller supplies the counting (it owns the programmes and the calculator), so this
 * stays a pure search over the student's subjects.
 */

export interface OneGradeUp {
  /** Subject code as in the grades ('Chi', 'Phys', …). */
  subject: string;
  from: string;
  to: string;
  achievableBefore: number;
  achievableAfter: number;
  /** achievableAfter − achievableBefore, always > 0. */
  gain: number;
}

/**
 * Every subject whose one-grade raise helps, best first. A subject without a grade, at 5** already, or
 * dropped is not tried. Ties keep the order of `subjects` (the order of the grade strip, core subjects
 * first), so the same plan always names the same subject.
 */
export function oneGradeUpOptions(
  grades: SubjectGrades,
  subjects: readonly string[],
  countAchievable: (grades: SubjectGrades) => number,
): OneGradeUp[] {
  const achievableBefore = countAchievable(grades);
  const options: OneGradeUp[] = [];
  for (const subject of new Set(subjects)) {
    const from = grades[subject];
    if (from == null || from === '') continue;
    const to = raiseGrade(from);
    if (to == null || to === from) continue;
    const achievableAfter = countAchievable({ ...grades, [subject]: to });
    if (achievableAfter > achievableBefore) {
      options.push({
        subject,
        from,
        to,
        achievableBefore,
        achievableAfter,
        gain: achievableAfter - achievableBefore,
      });
    }
  }
  // Array.prototype.sort is stable, so equal gains keep the subjects' order.
  return options.sort((a, b) => b.gain - a.gain);
}

/** The best single raise, or null when no one-grade raise makes another programme achievable. */
export function oneGradeUp(
  grades: SubjectGrades,
  subjects: readonly string[],
  countAchievable: (grades: SubjectGrades) => number,
): OneGradeUp | null {
  return oneGradeUpOptions(grades, subjects, countAchievable)[0] ?? null;
}
