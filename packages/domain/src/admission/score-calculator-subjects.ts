import { CSD_CODE, type EnteredGrade, type SubjectCategory } from './grades.ts';
import type { ScoreStep } from './score-calculator-types.ts';
import type { ProgramScoreSpec, ScoreCaveat } from './score-spec.ts';

/** One entered subject as a programme sees it. */
export interface Candidate {
  code: string;
  grade: string;
  category: SubjectCategory;
  /** Points on the programme's scale for the subject's category. */
  points: number;
  /** The subject's own weight (best-of groups applied); null: it does not count for this programme. */
  flat: number | null;
  /** The row of the calculation table this subject fills in. */
  step: ScoreStep;
  used: boolean;
}

/**
 * The student's subjects with points and weights for one programme, and a table row for each. CSD is
 * never scored; a category the institution publishes no table for scores nothing (and says so).
 */
export function candidatesFor(
  spec: ProgramScoreSpec,
  entries: readonly EnteredGrade[],
  caveats: ScoreCaveat[],
): { candidates: Candidate[]; rows: ScoreStep[] } {
  const candidates: Candidate[] = [];
  const rows: ScoreStep[] = [];
  for (const { code, grade, category } of entries) {
    const step: ScoreStep = {
      subjectCode: code,
      grade,
      minGrade: null,
      score: 0,
      weighting: 0,
      weightedScore: 0,
      use: 'notScored',
      failedMinGrade: false,
    };
    rows.push(step);
    if (code === CSD_CODE) continue;
    const table =
      category === 'Category B'
        ? spec.gradePoints.B
        : category === 'Category C'
          ? spec.gradePoints.C
          : spec.gradePoints.A;
    if (!table) {
      addCaveat(caveats, category === 'Category B' ? 'categoryBNotScored' : 'categoryCNotScored');
      continue;
    }
    const listed = Object.hasOwn(spec.weights, code) ? spec.weights[code] : undefined;
    if (category === 'Category B' && listed === undefined && spec.appliedLearningWeightsUnmapped) {
      addCaveat(caveats, 'appliedLearningWeightUnknown');
    }
    const flat = spec.hkust ? 1 : (listed ?? spec.defaultWeight);
    if (flat === null) continue;
    step.score = Object.hasOwn(table, grade) ? table[grade]! : 0;
    step.use = 'notCounted';
    candidates.push({ code, grade, category, points: step.score, flat, step, used: false });
  }
  applyBestOfGroups(spec, candidates);
  return { candidates, rows };
}

/** CUHK's "the best one of Chemistry, Economics, ICT or Physics × 1.25": the best by points take the weight. */
function applyBestOfGroups(spec: ProgramScoreSpec, candidates: Candidate[]): void {
  for (const group of spec.bestOf) {
    const members = candidates
      .filter((c) => group.subjects.includes(c.code))
      .sort((a, b) => b.points - a.points || (b.flat ?? 0) - (a.flat ?? 0));
    for (const member of members.slice(0, group.pick)) {
      member.flat = Math.max(member.flat ?? 0, group.weight);
    }
  }
}

/** Maths and M1/M2 are one subject where a programme says so (CityUHK JS1211). */
export const MATHS_FAMILY: ReadonlySet<string> = new Set(['Maths', 'M1', 'M2']);

export function addCaveat(caveats: ScoreCaveat[], caveat: ScoreCaveat): void {
  if (!caveats.includes(caveat)) caveats.push(caveat);
}
