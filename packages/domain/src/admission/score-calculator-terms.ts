import { isCoreSubject } from './grades.ts';
import { type Candidate, MATHS_FAMILY } from './score-calculator-subjects.ts';
import type { ExtraSubjectBonus, FormulaTerm, ProgramScoreSpec, TermWeight } from './score-spec.ts';

/** What a formula adds up to. */
export interface TermsOutcome {
  subtotal: number;
  bonusScore: number;
  missingSubjects: string[];
  unfilledSlots: number;
}

/**
 * The published formula's best total: which subject fills which term ("1.5 x Eng + 1.5 x Best Sci Subject
 * + Best 2 Subjects with Weighting1 + Best 3 Subjects …"), which further subject earns the bonus, and —
 * with CUHK's "at most 3 weighted subjects" — which subjects keep their weighting.
 *
 * Filling terms one at a time misses it: a weighted "best" term taking the highest points leaves a lower
 * total than giving it the subject its weighting raises most, and PolyU's unweighted 6th-subject bonus can
 * make a better grade lower the score. So this is an exact search: a dynamic programme over the subjects,
 * whose state is how many slots of each term are still open (and how many weighted subjects, and whether
 * the mathematics slot is taken). A formula has at most a few terms of a few slots: some hundred states.
 */
export function scoreByTerms(spec: ProgramScoreSpec, candidates: Candidate[]): TermsOutcome {
  const terms: SlotTerm[] = spec.terms.map((term) => ({
    term,
    slots: term.kind === 'subject' ? 1 : term.count,
    bonus: null,
  }));
  if (spec.extraBonus) terms.push({ term: null, slots: 1, bonus: spec.extraBonus });

  const cap = spec.maxWeightedSubjects;
  const mathsAsOne = spec.mathsAndExtendedAsOne;
  // Mixed-radix state: open slots per term, then weighted subjects used, then the mathematics flag.
  const radices = terms.map((t) => t.slots + 1);
  radices.push(cap === null ? 1 : cap + 1, mathsAsOne ? 2 : 1);
  const strides: number[] = [];
  let size = 1;
  for (const radix of radices) {
    strides.push(size);
    size *= radix;
  }
  const capDigit = terms.length;
  const mathsDigit = terms.length + 1;
  const digit = (state: number, i: number) => Math.floor(state / strides[i]!) % radices[i]!;

  let start = 0;
  for (let t = 0; t < terms.length; t++) start += terms[t]!.slots * strides[t]!;

  /** Each way subject k can be used from `state`, most preferred first: terms in order, weighted first. */
  const forEachMove = (
    k: number,
    state: number,
    visit: (to: number, gain: number, term: number, weight: number) => void,
  ): void => {
    const c = candidates[k]!;
    const isMaths = mathsAsOne && MATHS_FAMILY.has(c.code);
    if (isMaths && digit(state, mathsDigit) === 1) return;
    const afterMaths = isMaths ? state + strides[mathsDigit]! : state;
    for (let t = 0; t < terms.length; t++) {
      if (digit(state, t) === 0) continue;
      const slot = terms[t]!;
      const weight = slotWeight(slot, c);
      if (weight === null) continue;
      const to = afterMaths - strides[t]!;
      if (slot.bonus === null && cap !== null && weight > 1) {
        // CUHK: beyond the cap a weighted subject counts × 1; which subjects keep their weight is chosen.
        if (digit(state, capDigit) < cap) visit(to + strides[capDigit]!, c.points * weight, t, weight);
        visit(to, c.points, t, 1);
      } else {
        visit(to, c.points * weight, t, weight);
      }
    }
  };

  const n = candidates.length;
  // best[k][state]: the most the subjects from k on add, with `state` open. Filled from the last subject
  // back, so that the walk forward below can settle ties in favour of the earlier subjects (a tie between
  // two 4s leaves the calculation table as the student entered it).
  const best: Float64Array[] = new Array(n + 1);
  best[n] = new Float64Array(size);
  for (let k = n - 1; k >= 0; k--) {
    const after = best[k + 1]!;
    const here = new Float64Array(size);
    for (let state = 0; state < size; state++) {
      let top = after[state]!;
      forEachMove(k, state, (to, gain) => {
        if (gain + after[to]! > top) top = gain + after[to]!;
      });
      here[state] = top;
    }
    best[k] = here;
  }

  const outcome: TermsOutcome = { subtotal: 0, bonusScore: 0, missingSubjects: [], unfilledSlots: 0 };
  let end = start;
  for (let k = 0; k < n; k++) {
    const target = best[k]![end]! - 1e-9;
    const after = best[k + 1]!;
    let moved = false;
    forEachMove(k, end, (to, gain, t, weight) => {
      if (moved || gain + after[to]! < target) return;
      moved = true;
      const slot = terms[t]!;
      const c = candidates[k]!;
      end = to;
      // A bonus of 0 (a U as the further subject) is no bonus row.
      if (slot.bonus && gain === 0) return;
      c.used = true;
      c.step.use = slot.bonus ? 'bonus' : 'counted';
      c.step.weighting = weight;
      c.step.weightedScore = gain;
      if (slot.bonus) outcome.bonusScore += gain;
      else outcome.subtotal += gain;
    });
  }

  for (let t = 0; t < terms.length; t++) {
    const open = digit(end, t);
    const { term } = terms[t]!;
    if (open === 0 || !term) continue;
    if (term.kind === 'subject') outcome.missingSubjects.push(term.subjects.join('|'));
    else {
      if (Array.isArray(term.from)) outcome.missingSubjects.push(term.from.join('|'));
      outcome.unfilledSlots += open;
    }
  }
  return outcome;
}

/** A formula term with its number of slots, or the bonus for a further subject (one slot). */
interface SlotTerm {
  term: FormulaTerm | null;
  slots: number;
  bonus: ExtraSubjectBonus | null;
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

/**
 * What one point of the subject is worth in the slot, or null when it may not fill it. HKU's
 * `0.2 x 6th Best Subject`: multiplier × the subject's weight in the formula. PolyU's bonus: the 6th
 * subject at Level 3 or above "without subject weighting" — its points as they are.
 */
function slotWeight(slot: SlotTerm, c: Candidate): number | null {
  if (slot.bonus) {
    if (slot.bonus.kind === 'polyu') return c.points >= slot.bonus.minPoints ? 1 : null;
    return slot.bonus.multiplier * weightOf(slot.bonus.weight, c);
  }
  const term = slot.term!;
  return allowedByTerm(term, c.code) ? weightOf(term.weight, c) : null;
}
