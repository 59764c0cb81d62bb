import {
  type ChanceBandResult,
  calculateProgramScore,
  chanceBand,
  GradeInputError,
  isDroppedGrade,
  isProgramAchievable,
  meetsUniversityEntrance,
  type PastScoreFigures,
  type ProgramScoreSpec,
  pickReferenceScore,
  type ReferenceScore,
  type ScoreCalculationResult,
  type ScoreColour,
  type ScoreStatusInput,
  type ScoreStatusMessage,
  type SubjectGrades,
  scoreColour,
  scoreStatusMessage,
} from '@waypoint/domain';
import type { PortalData, PortalProgram } from './portal-data';
import type { PlanGradeRow } from './student-plan';

/** One programme scored against one set of grades, with everything the screens show about it. */
export interface ProgramScore {
  programId: number;
  /** Null when the student has entered no grade yet (nothing to calculate). */
  totalScore: number | null;
  result: ScoreCalculationResult | null;
  reference: ReferenceScore | null;
  status: ScoreStatusInput;
  colour: ScoreColour;
  message: ScoreStatusMessage | null;
  chance: ChanceBandResult;
  /** At or above the reference score with every minimum met (the achievability filters). */
  achievable: boolean;
}
export type ProgramScores = ReadonlyMap<number, ProgramScore>;

export type GradeSource = 'overallTarget' | 'schoolPredict';

/**
 * The grades of one source as the calculator takes them (subject code → grade). Empty, hidden ('✱') and
 * 'Dropped' subjects are left out: the calculator treats them as not taken.
 */
export function gradesFromPlan(rows: readonly PlanGradeRow[], source: GradeSource): SubjectGrades {
  const grades: Record<string, string> = {};
  for (const row of rows) {
    if (row.source !== source || row.hidden || !row.grade || isDroppedGrade(row.grade)) continue;
    grades[row.subjectCode] = row.grade;
  }
  return grades;
}

export function hasGrades(grades: SubjectGrades): boolean {
  return Object.keys(grades).length > 0;
}

/** The programme's latest published figures, in the shape the reference and chance rules take. */
export function pastFiguresOf(program: Pick<PortalProgram, 'admissions'>): PastScoreFigures {
  const past = program.admissions[0];
  return {
    median: past?.scoreMedian ?? null,
    mean: past?.scoreMean ?? null,
    lowerQuartile: past?.scoreLowerQuartile ?? null,
  };
}

export function scoreProgram(
  spec: ProgramScoreSpec,
  program: Pick<PortalProgram, 'id' | 'admissions'>,
  grades: SubjectGrades,
  universityEntrance: boolean = meetsUniversityEntrance(grades),
): ProgramScore {
  const past = pastFiguresOf(program);
  const reference = pickReferenceScore(past);
  const result = hasGrades(grades) ? calculateOrNull(spec, grades) : null;
  const totalScore = result ? result.totalScores : null;
  const status: ScoreStatusInput = {
    totalScore,
    referenceScore: reference?.score ?? null,
    referenceType: reference?.type ?? null,
    // With no grades at all nothing has failed yet: the card says "enter your grades" rather than red.
    meetsProgramMinimum: result ? result.meetsProgramMinimum : true,
    meetsUniversityEntrance: result ? universityEntrance : true,
    meetsElectiveRequirements: result ? result.meetsElectiveRequirements : true,
  };
  const colour = scoreColour(status);
  return {
    programId: program.id,
    totalScore,
    result,
    reference,
    status,
    colour,
    message: result ? scoreStatusMessage(status) : null,
    chance: chanceBand(totalScore, past),
    achievable: result !== null && isProgramAchievable(status),
  };
}

/**
 * Grades the calculator refuses (M1 and M2 both graded, for the moment between an optimistic update and the
 * server's refusal that restores the list) show no score — never a wrong one, and never a broken page.
 */
function calculateOrNull(spec: ProgramScoreSpec, grades: SubjectGrades): ScoreCalculationResult | null {
  try {
    return calculateProgramScore(spec, grades);
  } catch (error) {
    if (error instanceof GradeInputError) return null;
    throw error;
  }
}

/** A programme may be picked unless the grades entered fail its subject or elective requirements. */
export function meetsRequirements(score: ProgramScore | null | undefined): boolean {
  if (!score?.result) return true;
  return score.status.meetsProgramMinimum && score.status.meetsElectiveRequirements;
}

function gradesKey(grades: SubjectGrades): string {
  return Object.keys(grades)
    .sort()
    .map((code) => `${code}=${grades[code]}`)
    .join('|');
}

const specCache = new WeakMap<PortalData, ReadonlyMap<number, ProgramScoreSpec>>();

/** The calculator's spec of each programme, indexed once per portal response. */
export function scoreSpecsById(portal: PortalData): ReadonlyMap<number, ProgramScoreSpec> {
  const cached = specCache.get(portal);
  if (cached) return cached;
  const specs = new Map(portal.scoreSpecs.map((spec) => [spec.programId, spec]));
  specCache.set(portal, specs);
  return specs;
}

// Every programme is scored once per set of grades and portal response: the deck, the choice list and the
// pickers then read the same map. A few sets are kept (own, own + 1, school) per portal response.
const cache = new WeakMap<PortalData, Map<string, ProgramScores>>();
const CACHE_SIZE = 8;

/** Scores every listed programme with these grades (≤ 2 ms for all of them, bench/score-calculator.ts). */
export function scoreAllPrograms(portal: PortalData, grades: SubjectGrades): ProgramScores {
  let perPortal = cache.get(portal);
  if (!perPortal) {
    perPortal = new Map();
    cache.set(portal, perPortal);
  }
  const key = gradesKey(grades);
  const hit = perPortal.get(key);
  if (hit) return hit;
  const specs = scoreSpecsById(portal);
  const entrance = meetsUniversityEntrance(grades);
  const scores = new Map<number, ProgramScore>();
  for (const program of portal.programs) {
    const spec = specs.get(program.id);
    if (spec) scores.set(program.id, scoreProgram(spec, program, grades, entrance));
  }
  if (perPortal.size >= CACHE_SIZE) perPortal.delete(perPortal.keys().next().value!);
  perPortal.set(key, scores);
  return scores;
}
