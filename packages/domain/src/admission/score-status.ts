/**
 * Spec 2 §4 "Score colour" and §8 "Score status messages". Inputs are plain fields so that callers can
 * feed them from the calculator's result without this file knowing its types.
 */

/** The past figures a score can be compared with, in the order the reference is chosen. */
export const REFERENCE_SCORE_TYPES = ['median', 'mean', 'lowerQuartile'] as const;
export type ReferenceScoreType = (typeof REFERENCE_SCORE_TYPES)[number];

/** How the stats block names each figure ('Above Past Median'). */
export const REFERENCE_SCORE_LABELS_EN: Readonly<Record<ReferenceScoreType, string>> = {
  median: 'Past Median',
  mean: 'Past Mean',
  lowerQuartile: 'Past LQ',
};

export interface PastScoreFigures {
  median?: number | null;
  mean?: number | null;
  lowerQuartile?: number | null;
}

export interface ReferenceScore {
  type: ReferenceScoreType;
  score: number;
}

const isFigure = (value: number | null | undefined): value is number =>
  typeof value === 'number' && Number.isFinite(value);

/**
 * The score a programme is judged against: its past median, else its mean (HKBU publishes only a mean),
 * else its lower quartile. The median comes first because it is the admitted student in the middle,
 * which is what "at or above the reference" should promise. Null when nothing is published.
 */
export function pickReferenceScore(
  past: PastScoreFigures | null | undefined,
  order: readonly ReferenceScoreType[] = REFERENCE_SCORE_TYPES,
): ReferenceScore | null {
  if (!past) return null;
  for (const type of order) {
    const score = past[type];
    if (isFigure(score)) return { type, score };
  }
  return null;
}

export interface ScoreStatusInput {
  /** The calculated score; null when nothing could be calculated (no grades yet). */
  totalScore: number | null;
  referenceScore: number | null;
  referenceType: ReferenceScoreType | null;
  meetsProgramMinimum: boolean;
  meetsUniversityEntrance: boolean;
  meetsElectiveRequirements: boolean;
}

/** 'above' dark green, 'below' red, 'neutral' grey, 'none' light (nothing to compare with). */
export type ScoreColour = 'above' | 'below' | 'neutral' | 'none';

/**
 * Spec 2 §4. A failed minimum (programme grades or 332) rules the programme out whatever the score, so it
 * is red before anything else; unmet electives are only neutral because the student may still take or
 * record them; with no reference (or no score) there is nothing to colour.
 */
export function scoreColour(input: ScoreStatusInput): ScoreColour {
  if (!input.meetsProgramMinimum || !input.meetsUniversityEntrance) return 'below';
  if (!input.meetsElectiveRequirements) return 'neutral';
  if (!isFigure(input.referenceScore) || !isFigure(input.totalScore)) return 'none';
  return input.totalScore >= input.referenceScore ? 'above' : 'below';
}

export const SCORE_STATUS_KEYS = [
  'notMeetProgramEntrance',
  'notMeetUniversityEntrance',
  'notMeetProgramElective',
  'aboveReference',
  'belowReference',
] as const;
export type ScoreStatusKey = (typeof SCORE_STATUS_KEYS)[number];

/** The spec's English wording (§8), for the locale files; {{reference}} is the reference label. */
export const SCORE_STATUS_MESSAGES_EN: Readonly<Record<ScoreStatusKey, string>> = {
  notMeetProgramEntrance: 'Not meet program entrance requirements',
  notMeetUniversityEntrance: 'Not meet minimum university entrance requirements (332)',
  notMeetProgramElective: 'Not meet program elective requirements',
  aboveReference: 'Above {{reference}}',
  belowReference: 'Below {{reference}}',
};

/**
 * The one message to show, or null when there is nothing to say (no reference or no score). The 332
 * minimum is named before the programme's own minimum because it bars every programme at once and is
 * the more basic thing to fix.
 */
export function scoreStatusMessageKey(input: ScoreStatusInput): ScoreStatusKey | null {
  if (!input.meetsUniversityEntrance) return 'notMeetUniversityEntrance';
  if (!input.meetsProgramMinimum) return 'notMeetProgramEntrance';
  if (!input.meetsElectiveRequirements) return 'notMeetProgramElective';
  if (!isFigure(input.referenceScore) || !isFigure(input.totalScore) || input.referenceType == null) {
    return null;
  }
  return input.totalScore >= input.referenceScore ? 'aboveReference' : 'belowReference';
}

export interface ScoreStatusMessage {
  key: ScoreStatusKey;
  /** For above/below: which figure, to be shown with its label (REFERENCE_SCORE_LABELS_EN or a locale). */
  referenceType: ReferenceScoreType | null;
}

export function scoreStatusMessage(input: ScoreStatusInput): ScoreStatusMessage | null {
  const key = scoreStatusMessageKey(input);
  if (key == null) return null;
  const comparesScore = key === 'aboveReference' || key === 'belowReference';
  return { key, referenceType: comparesScore ? input.referenceType : null };
}
