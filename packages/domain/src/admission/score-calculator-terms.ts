import { isCoreSubject } from './grades.ts';
import { type Candidate, MATHS_FAMILY } from './score-calculator-subjects.ts';
import type { ExtraSubjectBonus, FormulaTerm, ProgramScoreSpec, TermWeight } from './score-spec.ts';

/** What a formula adds up to, before any multiplier. */
export interface TermsOutcome {
  subtotal: number;
  bonusScore: number;
  missingSubjects: string[];
  unfilledSlots: number;
}

/**
 * Fills the formula's terms greedily in the spec's order (most constrained first, see orderTermsForFilling):
 * each slot takes the subject that adds the most to it. With weights of at least 1 this gives the best
 * total the published formulas allow.
 */
export function scoreByTerms(spec: ProgramScoreSpec, candidates: Candidate[]): TermsOutcome {
  const outcome: TermsOutcome = { subtotal: 0, bonusScore: 0, missingSubjects: [], unfilledSlots: 0 };
  const state = { mathsTaken: false, weightedCount: 0 };
  for (const term of spec.terms) {
    const slots = term.kind === 'subject' ? 1 : term.count;
    for (let slot = 0; slot < slots; slot++) {
      const pick = bestCandidate(spec, candidates, term, state);
      if (!pick) {
        if (term.kind === 'subject') outcome.missingSubjects.push(term.subjects.join('|'));
        else {
          if (Array.isArray(term.from)) outcome.missingSubjects.push(term.from.join('|'));
          outcome.unfilledSlots += slots - slot;
        }
        break;
      }
      take(spec, pick.candidate, pick.weight, state);
      outcome.subtotal += pick.candidate.step.weightedScore;
    }
  }
  if (spec.extraBonus) outcome.bonusScore = addExtraBonus(spec, spec.extraBonus, candidates, state);
  return outcome;
}

function weightOf(weight: TermWeight, candidate: Candidate): number {
  return weight === 'flat' ? (candidate.flat ?? 1) : weight;
}

function allowedByTerm(term: FormulaTerm, code: string): boolean {
  if (term.kind === 'subject') return term.subjects.includes(code);
  if (term.from === 'any') return true;
  if (term.from === 'electives') return !isCoreSubject(code);
  return term.from.includes(code);
}

interface PickState {
  mathsTaken: boolean;
  weightedCount: number;
}

/** The weight a subject gets in a slot, after CUHK's cap on how many subjects may keep a weighting. */
function cappedWeight(spec: ProgramScoreSpec, weight: number, state: PickState): number {
  if (spec.maxWeightedSubjects !== null && weight > 1 && state.weightedCount >= spec.maxWeightedSubjects) {
    return 1;
  }
  return weight;
}

function bestCandidate(
  spec: ProgramScoreSpec,
  candidates: Candidate[],
  term: FormulaTerm,
  state: PickState,
): { candidate: Candidate; weight: number } | null {
  let best: Candidate | null = null;
  let bestWeight = 0;
  let bestScore = -1;
  for (const c of candidates) {
    if (c.used || !allowedByTerm(term, c.code)) continue;
    if (spec.mathsAndExtendedAsOne && state.mathsTaken && MATHS_FAMILY.has(c.code)) continue;
    const weight = cappedWeight(spec, weightOf(term.weight, c), state);
    const score = c.points * weight;
    if (score > bestScore || (score === bestScore && best !== null && c.points > best.points)) {
      best = c;
      bestWeight = weight;
      bestScore = score;
    }
  }
  return best ? { candidate: best, weight: bestWeight } : null;
}

function take(spec: ProgramScoreSpec, candidate: Candidate, weight: number, state: PickState): void {
  candidate.used = true;
  candidate.step.use = 'counted';
  candidate.step.weighting = weight;
  candidate.step.weightedScore = candidate.points * weight;
  if (weight > 1) state.weightedCount++;
  if (spec.mathsAndExtendedAsOne && MATHS_FAMILY.has(candidate.code)) state.mathsTaken = true;
}

/**
 * HKU's `0.2 x 6th Best Subject`: the best subject left × multiplier. PolyU: 10 % of the weighted score of
 * the best subject left at Level 3 or above (PolyU's own calculator ranks them by weighted score).
 */
function addExtraBonus(
  spec: ProgramScoreSpec,
  bonus: ExtraSubjectBonus,
  candidates: Candidate[],
  state: PickState,
): number {
  let best: Candidate | null = null;
  let bestScore = -1;
  for (const c of candidates) {
    if (c.used) continue;
    if (spec.mathsAndExtendedAsOne && state.mathsTaken && MATHS_FAMILY.has(c.code)) continue;
    if (bonus.kind === 'polyu' && c.points < bonus.minPoints) continue;
    const weight = bonus.kind === 'polyu' ? (c.flat ?? 1) : weightOf(bonus.weight, c);
    const score = c.points * weight;
    if (score > bestScore) {
      best = c;
      bestScore = score;
    }
  }
  if (!best || bestScore <= 0) return 0;
  const factor = bonus.kind === 'polyu' ? bonus.fraction : bonus.multiplier;
  best.used = true;
  best.step.use = 'bonus';
  best.step.weighting = (bestScore / best.points) * factor;
  best.step.weightedScore = bestScore * factor;
  return best.step.weightedScore;
}
