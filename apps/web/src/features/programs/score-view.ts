import { formatScore } from '@waypoint/domain';

/** Scores and past figures show with one decimal (spec 2 §5); null when there is nothing to show. */
export function formatFigure(value: number | null | undefined): string | null {
  if (typeof value !== 'number' || !Number.isFinite(value)) return null;
  return formatScore(value);
}
