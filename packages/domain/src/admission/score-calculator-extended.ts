import type { Candidate } from './score-calculator-subjects.ts';

/** The Mathematics Extended Part modules: a candidate sits one of them. */
export const EXTENDED_MATHS: ReadonlySet<string> = new Set(['M1', 'M2']);

/**
 * CUHK MBChB (JS4501, JS4502; rule m1m2_half_replacement): M1/M2 is not an elective and fills no term.
 * When its points beat the lowest counted subject's, that subject's score is replaced by the average of
 * the two — the total rises by half the difference (× the lowest subject's weighting). Returns that rise;
 * the M1/M2 row shows it with weighting 0.5.
 */
export function applyExtendedHalfReplacement(
  extended: Candidate | null,
  candidates: readonly Candidate[],
): number {
  if (!extended) return 0;
  let lowest: Candidate | null = null;
  for (const c of candidates) {
    if (c.step.use !== 'counted') continue;
    if (!lowest || c.points < lowest.points) lowest = c;
  }
  if (!lowest || extended.points <= lowest.points) return 0;
  const rise = ((extended.points - lowest.points) / 2) * lowest.step.weighting;
  extended.used = true;
  extended.step.use = 'bonus';
  extended.step.weighting = 0.5;
  extended.step.weightedScore = rise;
  return rise;
}
