/**
 * Beyond the spec: a chance band per programme from where the predicted score falls among the
 * programme's own past figures (never across institutions: each publishes on its own scale).
 *
 * Thresholds, with LQ the past lower quartile and "centre" the higher of the past median and mean:
 * - reach: below LQ — three quarters of last year's admittees scored higher;
 * - match: from LQ up to (not including) the centre — inside the admitted range, below its middle;
 * - safe:  at or above the centre — at least as high as the typical admittee on both measures.
 * With LQ only, a score at or above it is a match (nothing says how far inside the range it is).
 * With no LQ, a score below the centre is a reach: without the bottom of the range we cannot show it
 * lies inside it, and promising a match would be worse than under-promising.
 * Source anomalies where LQ > median (PolyU JS3569 LQ 190, median 178) are read with the two figures
 * sorted: the lower one bounds the range, the higher one joins the centre, and `figuresInconsistent` says so.
 */

export const CHANCE_BANDS = ['reach', 'match', 'safe', 'unknown'] as const;
export type ChanceBand = (typeof CHANCE_BANDS)[number];

export const CHANCE_REASON_KEYS = [
  'noScore',
  'noPastFigures',
  'belowLowerQuartile',
  'belowCentreWithoutLowerQuartile',
  'betweenLowerQuartileAndCentre',
  'aboveLowerQuartileOnly',
  'atOrAboveCentre',
] as const;
export type ChanceReasonKey = (typeof CHANCE_REASON_KEYS)[number];

/** English sentences for the locale files; numbers are interpolated after formatting to one decimal. */
export const CHANCE_REASONS_EN: Readonly<Record<ChanceReasonKey, string>> = {
  noScore: 'Enter your predicted grades to see your chance.',
  noPastFigures: 'This programme has not published past admission scores.',
  belowLowerQuartile:
    'Your score {{score}} is below the past lower quartile {{lowerQuartile}}: three in four admitted students scored higher.',
  belowCentreWithoutLowerQuartile:
    'Your score {{score}} is below the past {{centreType}} {{centre}}, and no lower quartile is published.',
  betweenLowerQuartileAndCentre:
    'Your score {{score}} is between the past lower quartile {{lowerQuartile}} and the past {{centreType}} {{centre}}.',
  aboveLowerQuartileOnly:
    'Your score {{score}} is at or above the past lower quartile {{lowerQuartile}}; no median or mean is published.',
  atOrAboveCentre: 'Your score {{score}} is at or above the past {{centreType}} {{centre}}.',
};

/** Shown beside the reason when `figuresInconsistent` is set, so the sorted reading is not taken as the source's. */
export const CHANCE_INCONSISTENT_NOTE_EN =
  'The published lower quartile is above the median; the lower of the two was used as the bottom of the range.';

export interface ChancePastFigures {
  lowerQuartile?: number | null;
  median?: number | null;
  mean?: number | null;
}

export type ChanceCentreType = 'median' | 'mean' | 'lowerQuartile';

export interface ChanceValues {
  score?: number;
  lowerQuartile?: number;
  centre?: number;
  /** Which figure the centre is; 'lowerQuartile' only when an inverted source LQ is the higher figure. */
  centreType?: ChanceCentreType;
}

export interface ChanceBandResult {
  band: ChanceBand;
  reasonKey: ChanceReasonKey;
  values: ChanceValues;
  /** The source gives a lower quartile above its median; the two were read sorted. */
  figuresInconsistent: boolean;
}

const isFigure = (value: number | null | undefined): value is number =>
  typeof value === 'number' && Number.isFinite(value);

interface Figure {
  type: ChanceCentreType;
  value: number;
}

function readFigures(past: ChancePastFigures): {
  lower: number | null;
  centre: Figure | null;
  inconsistent: boolean;
} {
  let lower = isFigure(past.lowerQuartile) ? past.lowerQuartile : null;
  const centres: Figure[] = [];
  if (isFigure(past.median)) centres.push({ type: 'median', value: past.median });
  if (isFigure(past.mean)) centres.push({ type: 'mean', value: past.mean });
  let inconsistent = false;
  if (lower != null && isFigure(past.median) && lower > past.median) {
    inconsistent = true;
    centres.push({ type: 'lowerQuartile', value: lower });
    lower = past.median;
  }
  // The higher centre wins; on a tie the median (pushed first) is named.
  const centre = centres.reduce<Figure | null>(
    (best, f) => (best == null || f.value > best.value ? f : best),
    null,
  );
  return { lower, centre, inconsistent };
}

export function chanceBand(
  score: number | null | undefined,
  past: ChancePastFigures | null | undefined,
): ChanceBandResult {
  const { lower, centre, inconsistent } = readFigures(past ?? {});
  const result = (band: ChanceBand, reasonKey: ChanceReasonKey, values: ChanceValues): ChanceBandResult => ({
    band,
    reasonKey,
    values,
    figuresInconsistent: inconsistent,
  });
  if (!isFigure(score)) return result('unknown', 'noScore', {});
  if (lower == null && centre == null) return result('unknown', 'noPastFigures', { score });

  const centreValues = centre ? { centre: centre.value, centreType: centre.type } : {};
  if (lower != null && score < lower) {
    return result('reach', 'belowLowerQuartile', { score, lowerQuartile: lower, ...centreValues });
  }
  if (centre == null) return result('match', 'aboveLowerQuartileOnly', { score, lowerQuartile: lower! });
  if (score >= centre.value) return result('safe', 'atOrAboveCentre', { score, ...centreValues });
  if (lower == null) return result('reach', 'belowCentreWithoutLowerQuartile', { score, ...centreValues });
  return result('match', 'betweenLowerQuartileAndCentre', { score, lowerQuartile: lower, ...centreValues });
}
