// Test data only (imported by *.test.ts files and feature fixtures, never by the app).
import { DEFAULT_GRADE_POINTS, type ProgramScoreSpec } from '@waypoint/domain';

/** A plain "Best 5" on 5** = 7 with the usual 332 and two electives at Level 3. */
export function best5Spec(programId: number): ProgramScoreSpec {
  return {
    programId,
    jupasCode: `JS${programId}`,
    institution: 'HKBU',
    formulaLabel: 'Best 5',
    formulaType: 'best5',
    gradePoints: {
      schemes: { A: 'A_7', B: null, C: null },
      A: { ...DEFAULT_GRADE_POINTS },
      B: null,
      C: null,
    },
    weights: {},
    defaultWeight: 1,
    appliedLearningWeightsUnmapped: false,
    bestOf: [],
    terms: [{ kind: 'best', count: 5, from: 'any', weight: 'flat' }],
    mathsAndExtendedAsOne: false,
    extendedHalfReplacement: false,
    maxWeightedSubjects: null,
    extraBonus: null,
    hkust: null,
    minimum: {
      core: [
        { subjectCode: 'Chi', minGrade: '3' },
        { subjectCode: 'Eng', minGrade: '3' },
        { subjectCode: 'Maths', minGrade: '2' },
      ],
      electives: [{ count: 2, minGrade: '3', subjects: 'any', excludes: [] }],
    },
    maxScore: 35,
    past: [],
    caveats: [],
  };
}
