import type { ChanceBand, ScoreColour } from '@waypoint/domain';

/**
 * Spec 2 §4 "Score colour": dark green at or above the reference, red below or when a minimum fails,
 * neutral when electives are unmet, light when there is nothing to compare with. The one table for the
 * choices list and the programme page alike (gray.6 for 'none': gray.5 was too faint on white).
 */
export const SCORE_COLOURS: Readonly<Record<ScoreColour, string>> = {
  above: 'green.9',
  below: 'red.8',
  neutral: 'gray.7',
  none: 'gray.6',
};

export const CHANCE_COLOURS: Readonly<Record<ChanceBand, string>> = {
  safe: 'green',
  match: 'blue',
  reach: 'orange',
  unknown: 'gray',
};

/** A share as a whole percentage ('87%'); null when there is none. */
export function formatShare(share: number | null | undefined): string | null {
  if (typeof share !== 'number' || !Number.isFinite(share)) return null;
  return `${Math.round(share * 100)}%`;
}

/** '2021–2025' for the years a band figure pools. */
export function yearSpan(years: readonly number[]): string {
  if (years.length === 0) return '';
  const min = Math.min(...years);
  const max = Math.max(...years);
  return min === max ? String(min) : `${min}–${max}`;
}
