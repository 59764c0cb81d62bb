/** Spec 2 §9: past applicants and the colour of the Band A competition ratio in the programme stats block. */

const isFigure = (value: number | null | undefined): value is number =>
  typeof value === 'number' && Number.isFinite(value);

/**
 * Past applicants = Band A competition ratio × Band A offers, rounded. The product is rounded to 12
 * significant digits first so that binary fractions (1.15 × 10 = 11.499…) round the way a person would.
 * Null when either figure is missing.
 */
export function pastApplicants(
  bandACompRatio: number | null | undefined,
  numOfBandAOffers: number | null | undefined,
): number | null {
  if (!isFigure(bandACompRatio) || !isFigure(numOfBandAOffers)) return null;
  return Math.round(Number((bandACompRatio * numOfBandAOffers).toPrecision(12)));
}

export const COMPETITION_SUCCESS_MAX = 6.5;
export const COMPETITION_WARNING_MAX = 20;

export type CompetitionColour = 'success' | 'warning' | 'danger';

/** Up to 6.5 applicants per Band A offer is green, up to 20 amber, above that red; null without a ratio. */
export function competitionRatioColour(ratio: number | null | undefined): CompetitionColour | null {
  if (!isFigure(ratio)) return null;
  if (ratio <= COMPETITION_SUCCESS_MAX) return 'success';
  if (ratio <= COMPETITION_WARNING_MAX) return 'warning';
  return 'danger';
}
