import { type ChanceBand, formatScore, type ScoreColour } from '@waypoint/domain';

/** Scores and past figures show with one decimal (spec 2 §5); null when there is nothing to show. */
export function formatFigure(value: number | null | undefined): string | null {
  if (typeof value !== 'number' || !Number.isFinite(value)) return null;
  return formatScore(value);
}

/**
 * Spec 2 §4 "Score colour": dark green at or above the reference, red below or when a minimum fails,
 * neutral when electives are unmet, light when there is no reference.
 */
export const SCORE_COLOURS: Readonly<Record<ScoreColour, string>> = {
  above: 'green.9',
  below: 'red.8',
  neutral: 'gray.7',
  none: 'gray.5',
};

export const CHANCE_COLOURS: Readonly<Record<ChanceBand, string>> = {
  safe: 'green',
  match: 'blue',
  reach: 'orange',
  unknown: 'gray',
};

/** A share of offers as a whole percentage ("87%"). */
export function formatShare(share: number | null | undefined): string | null {
  if (typeof share !== 'number' || !Number.isFinite(share)) return null;
  return `${Math.round(share * 100)}%`;
}

/** "2021–2025" for the pooled years of the band strategy (newest first as the rule gives them). */
export function yearSpan(years: readonly number[]): string {
  if (years.length === 0) return '';
  const min = Math.min(...years);
  const max = Math.max(...years);
  return min === max ? String(min) : `${min}–${max}`;
}
