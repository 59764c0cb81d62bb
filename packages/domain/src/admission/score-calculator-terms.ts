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
  const simple = simpleShapeOf(spec);
  if (simple) return scoreSimpleShape(simple, spec.extraBonus, candidates);
  const plan = searchPlanOf(spec);
  const { terms, size, strides, digits, width, capDigit, mathsDigit, cap } = plan;
  const n = candidates.length;

  // Each subject's possible moves, most preferred first (terms in order, a weighted use before a capped one):
  // [term, weight, gain, uses the cap (1/0)] in flat arrays.
  const moveTerm: number[][] = [];
  const moveWeight: number[][] = [];
  const moveCapped: number[][] = [];
  const isMaths: boolean[] = [];
  for (const c of candidates) {
    const mt: number[] = [];
    const mw: number[] = [];
    const mc: number[] = [];
    const named = plan.named.has(c.code);
    for (let t = 0; t < terms.length; t++) {
      const slot = terms[t]!;
      if (named && !slot.named) continue;
      const weight = slotWeight(slot, c);
      if (weight === null) continue;
      if (!slot.bonus && cap !== null && weight > 1) {
        // CUHK: beyond the cap a weighted subject counts × 1; which subjects keep their weight is chosen.
        mt.push(t, t);
        mw.push(weight, 1);
        mc.push(1, 0);
      } else {
        mt.push(t);
        mw.push(weight);
        mc.push(0);
      }
    }
    moveTerm.push(mt);
    moveWeight.push(mw);
    moveCapped.push(mc);
    isMaths.push(plan.mathsAsOne && MATHS_FAMILY.has(c.code));
  }

  /** Where move m of subject k leads from `state`, or -1 when it is not open there. */
  const target = (k: number, m: number, state: number): number => {
    const t = moveTerm[k]![m]!;
    if (digits[state * width + t] === 0) return -1;
    let to = state - strides[t]!;
    if (isMaths[k]) {
      if (digits[state * width + mathsDigit] === 1) return -1;
      to += strides[mathsDigit]!;
    }
    if (moveCapped[k]![m] === 1) {
      if (digits[state * width + capDigit]! >= cap!) return -1;
      to += strides[capDigit]!;
    }
    return to;
  };

  // best[k * size + state]: the most the subjects from k on add with `state` open. Filled from the last
  // subject back, so that the walk forward can settle ties in favour of the earlier subjects (a tie between
  // two 4s leaves the calculation table as the student entered it).
  const best = new Float64Array((n + 1) * size);
  for (let k = n - 1; k >= 0; k--) {
    const c = candidates[k]!;
    const moves = moveTerm[k]!.length;
    for (let state = 0; state < size; state++) {
      let top = best[(k + 1) * size + state]!;
      for (let m = 0; m < moves; m++) {
        const to = target(k, m, state);
        if (to < 0) continue;
        const value = c.points * moveWeight[k]![m]! + best[(k + 1) * size + to]!;
        if (value > top) top = value;
      }
      best[k * size + state] = top;
    }
  }

  const outcome: TermsOutcome = { subtotal: 0, bonusScore: 0, missingSubjects: [], unfilledSlots: 0 };
  let state = plan.start;
  for (let k = 0; k < n; k++) {
    const c = candidates[k]!;
    const goal = best[k * size + state]! - 1e-9;
    for (let m = 0; m < moveTerm[k]!.length; m++) {
      const to = target(k, m, state);
      if (to < 0) continue;
      const weight = moveWeight[k]![m]!;
      const gain = c.points * weight;
      if (gain + best[(k + 1) * size + to]! < goal) continue;
      state = to;
      const slot = terms[moveTerm[k]![m]!]!;
      // A bonus of 0 (a U as the further subject) is no bonus row.
      if (slot.bonus && gain === 0) break;
      c.used = true;
      c.step.use = slot.bonus ? 'bonus' : 'counted';
      c.step.weighting = weight;
      c.step.weightedScore = gain;
      if (slot.bonus) outcome.bonusScore += gain;
      else outcome.subtotal += gain;
      break;
    }
  }

  for (let t = 0; t < terms.length; t++) {
    const open = digits[state * width + t]!;
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

/**
 * The search's state space for one programme, worked out once: a mixed-radix number whose digits are the
 * open slots of each term, then the weighted subjects used (CUHK's cap), then whether the mathematics slot
 * is taken (CityUHK's "Maths and M1/M2 as one").
 */
interface SearchPlan {
  terms: SlotTerm[];
  /** Subjects a term names on its own ("1.5 x Eng"): they count there and nowhere else. */
  named: ReadonlySet<string>;
  cap: number | null;
  mathsAsOne: boolean;
  size: number;
  strides: number[];
  /** digits[state * width + i]: digit i of `state`. */
  digits: Uint8Array;
  width: number;
  capDigit: number;
  mathsDigit: number;
  start: number;
}

const searchPlans = new WeakMap<ProgramScoreSpec, SearchPlan>();

function searchPlanOf(spec: ProgramScoreSpec): SearchPlan {
  const cached = searchPlans.get(spec);
  if (cached) return cached;
  const terms: SlotTerm[] = spec.terms.map((term) => ({
    term,
    slots: term.kind === 'subject' ? 1 : term.count,
    bonus: null,
    named: term.kind === 'subject' && term.subjects.length === 1,
  }));
  if (spec.extraBonus) terms.push({ term: null, slots: 1, bonus: spec.extraBonus, named: false });
  const named = new Set<string>();
  for (const slot of terms)
    if (slot.named && slot.term?.kind === 'subject') named.add(slot.term.subjects[0]!);
  const cap = spec.maxWeightedSubjects;
  const radices = terms.map((t) => t.slots + 1);
  radices.push(cap === null ? 1 : cap + 1, spec.mathsAndExtendedAsOne ? 2 : 1);
  const strides: number[] = [];
  let size = 1;
  for (const radix of radices) {
    strides.push(size);
    size *= radix;
  }
  const width = radices.length;
  const digits = new Uint8Array(size * width);
  for (let state = 0; state < size; state++) {
    for (let i = 0; i < width; i++) digits[state * width + i] = Math.floor(state / strides[i]!) % radices[i]!;
  }
  let start = 0;
  for (let t = 0; t < terms.length; t++) start += terms[t]!.slots * strides[t]!;
  const plan: SearchPlan = {
    terms,
    named,
    cap,
    mathsAsOne: spec.mathsAndExtendedAsOne,
    size,
    strides,
    digits,
    width,
    capDigit: terms.length,
    mathsDigit: terms.length + 1,
    start,
  };
  searchPlans.set(spec, plan);
  return plan;
}

/** A formula term with its number of slots, or the bonus for a further subject (one slot). */
interface SlotTerm {
  term: FormulaTerm | null;
  slots: number;
  bonus: ExtraSubjectBonus | null;
  /** The term names one subject ("1.5 x Eng"). */
  named: boolean;
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

/**
 * Most formulas are named subjects plus one "best N" term ("Best 5", "AENGL+ACHIN+AMATH+Best(2)",
 * "1.5 x Eng + Best 4 + 0.2 x 6th Best Subject"). With no weight cap, no shared mathematics slot and a
 * bonus (if any) weighing subjects as the "best" term does, the best total is plain: each named subject
 * in its term, the best N of the rest by weighted score, the next one for the bonus. Scored so, without
 * the search, because every programme is scored on every grade change (bench/score-calculator.ts).
 */
interface SimpleShape {
  named: { code: string; weight: TermWeight }[];
  best: Extract<FormulaTerm, { kind: 'best' }> | null;
}

const simpleShapes = new WeakMap<ProgramScoreSpec, SimpleShape | null>();

function simpleShapeOf(spec: ProgramScoreSpec): SimpleShape | null {
  let shape = simpleShapes.get(spec);
  if (shape !== undefined) return shape;
  shape = readSimpleShape(spec);
  simpleShapes.set(spec, shape);
  return shape;
}

function readSimpleShape(spec: ProgramScoreSpec): SimpleShape | null {
  if (spec.maxWeightedSubjects !== null || spec.mathsAndExtendedAsOne) return null;
  const shape: SimpleShape = { named: [], best: null };
  for (const term of spec.terms) {
    if (term.kind === 'subject') {
      if (term.subjects.length !== 1 || shape.named.some((n) => n.code === term.subjects[0])) return null;
      shape.named.push({ code: term.subjects[0]!, weight: term.weight });
    } else {
      if (shape.best) return null;
      shape.best = term;
    }
  }
  const bonus = spec.extraBonus;
  if (bonus && (bonus.kind !== 'nextBest' || (shape.best && bonus.weight !== shape.best.weight))) return null;
  return shape;
}

function scoreSimpleShape(
  shape: SimpleShape,
  bonus: ExtraSubjectBonus | null,
  candidates: Candidate[],
): TermsOutcome {
  const outcome: TermsOutcome = { subtotal: 0, bonusScore: 0, missingSubjects: [], unfilledSlots: 0 };
  const count = (c: Candidate, weight: number, use: 'counted' | 'bonus') => {
    c.used = true;
    c.step.use = use;
    c.step.weighting = weight;
    c.step.weightedScore = c.points * weight;
    if (use === 'bonus') outcome.bonusScore += c.step.weightedScore;
    else outcome.subtotal += c.step.weightedScore;
  };
  for (const { code, weight } of shape.named) {
    const c = candidates.find((x) => x.code === code);
    if (c) count(c, weightOf(weight, c), 'counted');
    else outcome.missingSubjects.push(code);
  }
  // The rest by weighted score, best first; an equal score keeps the order the student entered.
  const rest = candidates.filter((c) => !c.used);
  const best = shape.best;
  const scoreIn = (c: Candidate) => c.points * weightOf(best ? best.weight : 'flat', c);
  rest.sort((a, b) => scoreIn(b) - scoreIn(a));
  let open = best ? best.count : 0;
  for (const c of rest) {
    if (open === 0) break;
    if (!best || !allowedByTerm(best, c.code)) continue;
    count(c, weightOf(best.weight, c), 'counted');
    open--;
  }
  if (best && open > 0) {
    if (Array.isArray(best.from)) outcome.missingSubjects.push(best.from.join('|'));
    outcome.unfilledSlots += open;
  }
  if (bonus?.kind === 'nextBest') {
    let next: Candidate | null = null;
    let nextScore = 0;
    for (const c of rest) {
      const score = c.used ? 0 : c.points * bonus.multiplier * weightOf(bonus.weight, c);
      if (score > nextScore) {
        next = c;
        nextScore = score;
      }
    }
    if (next) count(next, bonus.multiplier * weightOf(bonus.weight, next), 'bonus');
  }
  return outcome;
}
