import type { ElectiveMinimum, ScoreCaveat } from './score-spec.ts';

/**
 * What the score calculator answers (spec 2 §3 "Score calculation result"), kept below the calculator and
 * its parts (subjects, minimum, terms, HKUST steps, extended maths), which all fill it in.
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
