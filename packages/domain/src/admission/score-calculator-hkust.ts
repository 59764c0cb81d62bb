import { bonusPercentFor } from './grades.ts';
import type { Candidate } from './score-calculator-subjects.ts';
import type { HkustFormula, HkustStep } from './score-spec.ts';

export interface HkustOutcome {
  subtotal: number;
  bonusScore: number;
  bonusPercent: number;
  missingSubjects: string[];
  unfilledSlots: number;
}

type SlotStep = Exclude<HkustStep, { kind: 'betterOf' }>;

interface Assignment {
  total: number;
  sum: number;
  slots: SlotStep[];
  /** picks[i]: the subject of slots[i] (null: none could fill it). */
  picks: (Candidate | null)[];
  weights: number[];
  sixth: Candidate | null;
  percent: number;
}

/**
 * HKUST's formula (hkust_formula_steps_2026.csv): a required subject × weight, the best subject of a pool
 * (weights per pool entry), or the better of alternative step lists; then a bonus for the 6th subject.
 *
 * The published score is the best assignment of the student's subjects to the steps, not the steps filled
 * one at a time: a greedy pool step can take the subject a later step weighs more. Every assignment is
 * tried (two required subjects and three pool steps over a handful of subjects: a few hundred at most).
 *
 * The bonus is HKUST's: the 6th subject's grade gives a percentage (5** 5 % … Level 3 1.76 %, spec 2 §9)
 * of the programme's highest attainable best-5 weighted score (`formula.topSubtotal`), not of the
 * candidate's own total — 5** on the 6th subject adds 5 % × 72.25 = 3.61 for a programme whose best 5
 * weigh 8.5 in total.
 */
export function scoreByHkustSteps(formula: HkustFormula, candidates: Candidate[]): HkustOutcome {
  const best = bestAssignment(formula, candidates);
  const missingSubjects: string[] = [];
  let unfilledSlots = 0;
  let subtotal = 0;
  let bonusScore = 0;
  let bonusPercent = 0;
  if (best) {
    subtotal = best.sum;
    best.slots.forEach((slot, i) => {
      const candidate = best.picks[i];
      if (!candidate) {
        if (slot.kind === 'required') missingSubjects.push(slot.subject);
        else {
          if (slot.pool.length > 0) missingSubjects.push(slot.pool.join('|'));
          unfilledSlots++;
        }
        return;
      }
      candidate.used = true;
      candidate.step.use = 'counted';
      candidate.step.weighting = best.weights[i]!;
      candidate.step.weightedScore = candidate.points * best.weights[i]!;
    });
    if (best.sixth && best.percent > 0) {
      bonusPercent = best.percent;
      bonusScore = (formula.topSubtotal * bonusPercent) / 100;
      best.sixth.used = true;
      best.sixth.step.use = 'bonus';
      best.sixth.step.weighting = bonusPercent / 100;
      best.sixth.step.weightedScore = bonusScore;
    }
  }
  return { subtotal, bonusScore, bonusPercent, missingSubjects, unfilledSlots };
}

/** The formula's ways through its `betterOf` steps, worked out once per formula. */
interface Way {
  slots: SlotStep[];
  /** The slot is the same pool step as the one before it ("best 2 from …" as two steps). */
  repeats: boolean[];
}
const waysOf = new WeakMap<HkustFormula, Way[]>();

function formulaWays(formula: HkustFormula): Way[] {
  let ways = waysOf.get(formula);
  if (!ways) {
    ways = flatten(formula.steps).map((slots) => ({
      slots,
      repeats: slots.map((slot, i) => i > 0 && sameSlot(slots[i - 1]!, slot)),
    }));
    waysOf.set(formula, ways);
  }
  return ways;
}

function bestAssignment(formula: HkustFormula, candidates: readonly Candidate[]): Assignment | null {
  const found: { best: Assignment | null } = { best: null };
  const n = candidates.length;
  const taken: boolean[] = new Array(n).fill(false);
  for (const { slots, repeats } of formulaWays(formula)) {
    // weight[i * n + c]: subject c's weight in slot i; -1: it may not fill it.
    const weight = new Float64Array(slots.length * n);
    for (let i = 0; i < slots.length; i++) {
      for (let c = 0; c < n; c++) weight[i * n + c] = weightIn(slots[i]!, candidates[c]!) ?? -1;
    }
    const picks: number[] = new Array(slots.length).fill(-1);
    const visit = (i: number, sum: number, lowest: number): void => {
      if (i === slots.length) {
        const sixth = sixthSubject(formula, candidates, taken);
        const percent = sixth ? bonusPercentFor(sixth.points) : 0;
        const total = sum + (formula.topSubtotal * percent) / 100;
        if (!found.best || total > found.best.total + 1e-9) {
          found.best = {
            total,
            sum,
            slots,
            picks: picks.map((c) => (c === -1 ? null : candidates[c]!)),
            weights: picks.map((c, j) => (c === -1 ? 0 : weight[j * n + c]!)),
            sixth,
            percent,
          };
        }
        return;
      }
      // Identical pool steps in a row take subjects in list order only: no assignment is tried twice.
      let filled = false;
      for (let c = repeats[i] ? lowest + 1 : 0; c < n; c++) {
        const w = weight[i * n + c]!;
        if (w < 0 || taken[c]) continue;
        filled = true;
        taken[c] = true;
        picks[i] = c;
        visit(i + 1, sum + candidates[c]!.points * w, c);
        taken[c] = false;
      }
      if (!filled) {
        picks[i] = -1;
        // An identical slot after this one finds nothing either.
        visit(i + 1, sum, n);
      }
    };
    visit(0, 0, -1);
  }
  return found.best;
}

/** Each way through the `betterOf` steps, as a flat list of slots. */
function flatten(steps: readonly HkustStep[]): SlotStep[][] {
  let ways: SlotStep[][] = [[]];
  for (const step of steps) {
    if (step.kind !== 'betterOf') {
      ways = ways.map((way) => [...way, step]);
      continue;
    }
    const next: SlotStep[][] = [];
    for (const way of ways) {
      for (const option of step.options) for (const tail of flatten(option)) next.push([...way, ...tail]);
    }
    if (next.length > 0) ways = next;
  }
  return ways;
}

/** The weight a subject takes in a slot, or null when it may not fill it. */
function weightIn(slot: SlotStep, c: Candidate): number | null {
  if (slot.kind === 'required') return c.code === slot.subject ? slot.weight : null;
  if (!slot.categories.includes(c.category)) return null;
  if (slot.pool.length > 0 && !slot.pool.includes(c.code)) return null;
  return slot.weights.find((w) => w.subjects.includes(c.code))?.weight ?? 1;
}

function sameSlot(a: SlotStep, b: SlotStep): boolean {
  return a.kind === 'bestFromPool' && b.kind === 'bestFromPool' && JSON.stringify(a) === JSON.stringify(b);
}

/** The best subject left, of the categories the bonus takes. */
function sixthSubject(
  formula: HkustFormula,
  candidates: readonly Candidate[],
  taken: readonly boolean[],
): Candidate | null {
  let sixth: Candidate | null = null;
  for (let i = 0; i < candidates.length; i++) {
    const c = candidates[i]!;
    if (taken[i] || !formula.bonusCategories.includes(c.category)) continue;
    if (!sixth || c.points > sixth.points) sixth = c;
  }
  return sixth;
}
