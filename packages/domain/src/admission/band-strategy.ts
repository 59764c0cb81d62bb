import { BAND_LABELS } from '../school-lists.ts';

/**
 * Beyond the spec: JUPAS shows an institution only the band in which an applicant placed its programme
 * (A = choices 1–3, B = 4–6, C = 7–10, D = 11–15, E = 16–20), and most programmes fill from Band A.
 * From the published offers by band we tell the student what share of a programme's past offers went
 * to applicants who placed it in the band the student has put it in.
 */

export const JUPAS_BANDS = [
  { band: 'A', first: 1, last: 3 },
  { band: 'B', first: 4, last: 6 },
  { band: 'C', first: 7, last: 10 },
  { band: 'D', first: 11, last: 15 },
  { band: 'E', first: 16, last: 20 },
] as const;
export type JupasBand = (typeof JUPAS_BANDS)[number]['band'];

/** The band of a choice order 1–20; null outside the list. */
export function bandOfChoice(order: number): JupasBand | null {
  return JUPAS_BANDS.find((b) => order >= b.first && order <= b.last)?.band ?? null;
}

/** The slot label JUPAS uses for a choice order: 1 → 'A1', 4 → 'B1', 20 → 'E5'. */
export function bandLabelOfChoice(order: number): string | null {
  if (!Number.isInteger(order) || order < 1 || order > BAND_LABELS.length) return null;
  return BAND_LABELS[order - 1] ?? null;
}

export interface OfferStatRow {
  year: number;
  type: 'application' | 'offer' | string;
  bandA: number | null;
  bandB: number | null;
  bandC: number | null;
  bandD: number | null;
  bandE: number | null;
  total: number | null;
}

const BAND_FIELD = {
  A: 'bandA',
  B: 'bandB',
  C: 'bandC',
  D: 'bandD',
  E: 'bandE',
} as const satisfies Record<JupasBand, keyof OfferStatRow>;

/** Pool this many of the most recent years: enough offers to mean something, recent enough to still hold. */
export const BAND_STRATEGY_YEARS = 5;
/** Fewer pooled offers than this and the shares say too little to warn on. */
export const BAND_STRATEGY_MIN_OFFERS = 20;
/** "Almost only from Band A": at least this share of the pooled offers went to Band A applicants. */
export const BAND_A_ALMOST_ONLY_SHARE = 0.9;

export interface BandStrategyOptions {
  years?: number;
  minOffers?: number;
  almostOnlyShare?: number;
}

export interface BandStrategy {
  band: JupasBand | null;
  /** The years pooled, newest first (those with an offer row). */
  years: number[];
  /** Offers made in the pooled years (sum of the five bands). */
  offers: number;
  offersInBand: number;
  /** offersInBand / offers; null without offers or outside the 20 choices. */
  shareOfOffersInBand: number | null;
  bandAShare: number | null;
  /** Applicants who placed it in this band in the pooled years, and the share of them given an offer. */
  applicantsInBand: number | null;
  offerRateInBand: number | null;
  /** At least `almostOnlyShare` of at least `minOffers` pooled offers went to Band A. */
  fillsAlmostOnlyFromBandA: boolean;
  /** It fills almost only from Band A and this choice sits in a lower band. */
  warning: boolean;
}

const sumBands = (row: OfferStatRow): number =>
  (row.bandA ?? 0) + (row.bandB ?? 0) + (row.bandC ?? 0) + (row.bandD ?? 0) + (row.bandE ?? 0);

export function bandStrategy(
  offerStats: readonly OfferStatRow[],
  order: number,
  {
    years: yearCount = BAND_STRATEGY_YEARS,
    minOffers = BAND_STRATEGY_MIN_OFFERS,
    almostOnlyShare = BAND_A_ALMOST_ONLY_SHARE,
  }: BandStrategyOptions = {},
): BandStrategy {
  const band = bandOfChoice(order);
  const offerRows = offerStats.filter((row) => row.type === 'offer');
  const years = [...new Set(offerRows.map((row) => row.year))].sort((a, b) => b - a).slice(0, yearCount);
  const pooled = offerRows.filter((row) => years.includes(row.year));
  const offers = pooled.reduce((sum, row) => sum + sumBands(row), 0);
  const bandAOffers = pooled.reduce((sum, row) => sum + (row.bandA ?? 0), 0);
  const offersInBand = band ? pooled.reduce((sum, row) => sum + (row[BAND_FIELD[band]] ?? 0), 0) : 0;

  const applicationRows = offerStats.filter((row) => row.type === 'application' && years.includes(row.year));
  const applicantsInBand =
    band && applicationRows.length > 0
      ? applicationRows.reduce((sum, row) => sum + (row[BAND_FIELD[band]] ?? 0), 0)
      : null;

  const bandAShare = offers > 0 ? bandAOffers / offers : null;
  const fillsAlmostOnlyFromBandA = offers >= minOffers && bandAShare != null && bandAShare >= almostOnlyShare;
  return {
    band,
    years,
    offers,
    offersInBand,
    shareOfOffersInBand: band && offers > 0 ? offersInBand / offers : null,
    bandAShare,
    applicantsInBand,
    offerRateInBand: applicantsInBand ? offersInBand / applicantsInBand : null,
    fillsAlmostOnlyFromBandA,
    warning: fillsAlmostOnlyFromBandA && band != null && band !== 'A',
  };
}
