import { bonusPercentFor } from './grades.ts';
import type { Candidate } from './score-calculator-subjects.ts';
import type { HkustFormula, HkustStep } from './score-spec.ts';

export interface HkustOutcome {
  subtotal: number;
  bonusPercent: number;
  missingSubjects: string[];
  unfilledSlots: number;
}

interface Pick {
  candidate: Candidate;
  weight: number;
}

interface StepsRun {
  sum: number;
  picks: Pick[];
  missing: string[];
  unfilled: number;
}

/**
 * HKUST's formula (hkust_formula_steps_2026.csv): the steps in order — a required subject × weight, the
 * best remaining subject of a pool (weights per pool entry), or the better of alternative step lists —
 * then the subject after those counted raises the total by the spec's bonus percentage for its points
 * (5** 5 % … Level 3 1.76 %). HKUST's published maximum attainable scores follow: 8.5 × total weight × 1.05.
 */
export function scoreByHkustSteps(formula: HkustFormula, candidates: Candidate[]): HkustOutcome {
  const run = runSteps(formula.steps, candidates, new Set());
  for (const { candidate, weight } of run.picks) {
    candidate.used = true;
    candidate.step.use = 'counted';
    candidate.step.weighting = weight;
    candidate.step.weightedScore = candidate.points * weight;
  }
  let bonusPercent = 0;
  let sixth: Candidate | null = null;
  for (const c of candidates) {
    if (c.used || !formula.bonusCategories.includes(c.category)) continue;
    if (!sixth || c.points > sixth.points) sixth = c;
  }
  if (sixth) {
    bonusPercent = bonusPercentFor(sixth.points);
    if (bonusPercent > 0) {
      sixth.used = true;
      sixth.step.use = 'bonus';
      sixth.step.weightedScore = (run.sum * bonusPercent) / 100;
    }
  }
  return { subtotal: run.sum, bonusPercent, missingSubjects: run.missing, unfilledSlots: run.unfilled };
}

function runSteps(steps: readonly HkustStep[], candidates: Candidate[], taken: Set<Candidate>): StepsRun {
  const run: StepsRun = { sum: 0, picks: [], missing: [], unfilled: 0 };
  for (const step of steps) {
    if (step.kind === 'betterOf') {
      let better: StepsRun | null = null;
      for (const option of step.options) {
        const trial = runSteps(option, candidates, new Set(taken));
        if (!better || trial.sum > better.sum) better = trial;
      }
      if (!better) continue;
      for (const pick of better.picks) taken.add(pick.candidate);
      run.sum += better.sum;
      run.picks.push(...better.picks);
      run.missing.push(...better.missing);
      run.unfilled += better.unfilled;
      continue;
    }
    const pick = pickFor(step, candidates, taken);
    if (!pick) {
      if (step.kind === 'required') run.missing.push(step.subject);
      else {
        if (step.pool.length > 0) run.missing.push(step.pool.join('|'));
        run.unfilled++;
      }
      continue;
    }
    taken.add(pick.candidate);
    run.picks.push(pick);
    run.sum += pick.candidate.points * pick.weight;
  }
  return run;
}

function pickFor(
  step: Exclude<HkustStep, { kind: 'betterOf' }>,
  candidates: Candidate[],
  taken: Set<Candidate>,
): Pick | null {
  if (step.kind === 'required') {
    const candidate = candidates.find((c) => c.code === step.subject && !taken.has(c));
    return candidate ? { candidate, weight: step.weight } : null;
  }
  let best: Pick | null = null;
  let bestScore = -1;
  for (const c of candidates) {
    if (taken.has(c) || !step.categories.includes(c.category)) continue;
    if (step.pool.length > 0 && !step.pool.includes(c.code)) continue;
    const weight = step.weights.find((w) => w.subjects.includes(c.code))?.weight ?? 1;
    const score = c.points * weight;
    if (score > bestScore) {
      best = { candidate: c, weight };
      bestScore = score;
    }
  }
  return best;
}
