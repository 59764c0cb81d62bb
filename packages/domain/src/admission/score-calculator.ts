import { GradeInputError } from './grade-input.ts';
import { enteredGrades, type SubjectGrades } from './grades.ts';
import { applyExtendedHalfReplacement, EXTENDED_MATHS } from './score-calculator-extended.ts';
import { scoreByHkustSteps } from './score-calculator-hkust.ts';
import { checkMinimum } from './score-calculator-minimum.ts';
import { candidatesFor } from './score-calculator-subjects.ts';
import { scoreByTerms } from './score-calculator-terms.ts';
import type { ScoreCalculationResult, ScoreStep } from './score-calculator-types.ts';
import type { ProgramScoreSpec, ScoreCaveat } from './score-spec.ts';

/**
 * Spec 2 §3 "Score calculation result": one programme's score for one set of grades, on that programme's
 * own scale and formula (ProgramScoreSpec), with the table of how it was reached.
 */

export type {
  GroupedMinGradeRule,
  NotMetMinGrade,
  ScoreCalculationResult,
  ScoreCalculationSteps,
  ScoreStep,
} from './score-calculator-types.ts';

const USE_ORDER: Readonly<Record<ScoreStep['use'], number>> = {
  counted: 0,
  bonus: 1,
  notCounted: 2,
  notScored: 3,
};

/** Rounds away floating-point dust (0.1 + 0.2) while keeping every published decimal. */
export function roundScore(n: number): number {
  return Math.round(n * 1e6) / 1e6;
}

/** Throws GradeInputError for a missing spec or grades object and for bad grades (grade-input.ts). */
export function calculateProgramScore(spec: ProgramScoreSpec, grades: SubjectGrades): ScoreCalculationResult {
  if (spec === null || typeof spec !== 'object') throw new GradeInputError('missingSpec');
  const caveats: ScoreCaveat[] = spec.caveats.slice();
  const entries = enteredGrades(grades);
  const { candidates, rows } = candidatesFor(spec, entries, caveats);
  let subtotal: number;
  let bonusScore = 0;
  let bonusPercent = 0;
  let bonusBase = 0;
  let missingSubjects: string[];
  let unfilledSlots: number;
  if (spec.hkust) {
    const outcome = scoreByHkustSteps(spec.hkust, candidates);
    ({ subtotal, bonusScore, bonusPercent, missingSubjects, unfilledSlots } = outcome);
    bonusBase = spec.hkust.topSubtotal;
  } else {
    // CUHK MBChB: M1/M2 fills no term; it may only raise the lowest counted subject (afterwards).
    const extended = spec.extendedHalfReplacement
      ? (candidates.find((c) => EXTENDED_MATHS.has(c.code)) ?? null)
      : null;
    const outcome = scoreByTerms(spec, extended ? candidates.filter((c) => c !== extended) : candidates);
    ({ subtotal, bonusScore, missingSubjects, unfilledSlots } = outcome);
    bonusScore += applyExtendedHalfReplacement(extended, candidates);
  }
  const minimum = checkMinimum(spec.minimum, entries, rows, caveats);
  for (const row of rows) {
    row.weightedScore = roundScore(row.weightedScore);
    row.weighting = roundScore(row.weighting);
  }
  sortRows(rows);
  return {
    programId: spec.programId,
    totalScores: roundScore(subtotal + bonusScore),
    calculationSteps: {
      scoreObj: rows,
      missingSubjects,
      unfilledSlots,
      subtotal: roundScore(subtotal),
      bonusScore: roundScore(bonusScore),
      bonusPercent,
      bonusBase: roundScore(bonusBase),
    },
    notMeetMinGradeSubjects: minimum.notMeetMinGradeSubjects,
    groupedMinGradeSubjectRules: minimum.groupedMinGradeSubjectRules,
    meetsProgramMinimum: minimum.notMeetMinGradeSubjects.length === 0,
    meetsElectiveRequirements: minimum.groupedMinGradeSubjectRules.every((g) => g.met),
    caveats,
  };
}

/** Counted rows first, by contribution. An insertion sort: a dozen rows, for every programme. */
function sortRows(rows: ScoreStep[]): void {
  for (let i = 1; i < rows.length; i++) {
    const row = rows[i]!;
    let j = i - 1;
    while (j >= 0 && comesAfter(rows[j]!, row)) {
      rows[j + 1] = rows[j]!;
      j--;
    }
    rows[j + 1] = row;
  }
}

function comesAfter(a: ScoreStep, b: ScoreStep): boolean {
  const byUse = USE_ORDER[a.use] - USE_ORDER[b.use];
  return byUse > 0 || (byUse === 0 && a.weightedScore < b.weightedScore);
}

/** A score as shown on screen: one decimal (spec 2 §5), half away from zero. */
export function formatScore(score: number): string {
  const rounded = Math.round(roundScore(Math.abs(score) * 10)) / 10;
  return (score < 0 ? -rounded : rounded).toFixed(1);
}
