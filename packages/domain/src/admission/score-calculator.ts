import { GradeInputError } from './grade-input.ts';
import { enteredGrades, type SubjectGrades } from './grades.ts';
import { applyExtendedHalfReplacement, EXTENDED_MATHS } from './score-calculator-extended.ts';
import { scoreByHkustSteps } from './score-calculator-hkust.ts';
import { checkMinimum } from './score-calculator-minimum.ts';
import { candidatesFor } from './score-calculator-subjects.ts';
import { scoreByTerms } from './score-calculator-terms.ts';
import type { ElectiveMinimum, ProgramScoreSpec, ScoreCaveat } from './score-spec.ts';

/**
 * Spec 2 §3 "Score calculation result": one programme's score for one set of grades, on that programme's
 * own scale and formula (ProgramScoreSpec), with the table of how it was reached.
 */

/** One row of the calculation table: a subject the student entered. */
export interface ScoreStep {
  subjectCode: string;
  grade: string;
  /** The programme's minimum level for this subject (core subjects), else null. */
  minGrade: string | null;
  /** Grade points on the programme's scale. */
  score: number;
  /** The weighting applied (0 when not counted; for a bonus row, the fraction of its score added). */
  weighting: number;
  /** What the subject adds to the total (HKUST's bonus row: the percentage of the highest attainable best 5). */
  weightedScore: number;
  /** counted in the formula · bonus (the subject after those counted) · notCounted · notScored (never counts here, e.g. CSD). */
  use: 'counted' | 'bonus' | 'notCounted' | 'notScored';
  failedMinGrade: boolean;
}

export interface ScoreCalculationSteps {
  /** Every entered subject, counted ones first (highest contribution first). */
  scoreObj: ScoreStep[];
  /** Subjects the formula names that have no grade; alternatives joined with '|' ('M1|M2'). */
  missingSubjects: string[];
  /** Slots of the formula no entered subject could fill. */
  unfilledSlots: number;
  /** The counted subjects' weighted sum. */
  subtotal: number;
  /** Added for a further subject (HKU 6th/7th subject, PolyU's, HKUST's). */
  bonusScore: number;
  /** HKUST: the percentage the 6th subject's grade gives (spec 2 §9 table); 0 elsewhere. */
  bonusPercent: number;
  /** HKUST: what that percentage is taken of — the programme's highest attainable best-5 score; 0 elsewhere. */
  bonusBase: number;
}

export interface NotMetMinGrade {
  subjectCode: string;
  minGrade: string;
  /** Null: no grade entered. */
  grade: string | null;
}

export interface GroupedMinGradeRule extends ElectiveMinimum {
  matchedSubjects: string[];
  met: boolean;
}

export interface ScoreCalculationResult {
  programId: number;
  totalScores: number;
  calculationSteps: ScoreCalculationSteps;
  notMeetMinGradeSubjects: NotMetMinGrade[];
  groupedMinGradeSubjectRules: GroupedMinGradeRule[];
  /** Every core minimum level met (red otherwise, spec 2 §4). */
  meetsProgramMinimum: boolean;
  /** Every elective requirement met (neutral otherwise). */
  meetsElectiveRequirements: boolean;
  /** Where the published formula could not be followed exactly (SCORE_CAVEAT_NOTES_EN). */
  caveats: ScoreCaveat[];
}

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
