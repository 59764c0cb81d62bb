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

const programCache = new WeakMap<PortalData, ReadonlyMap<number, PortalProgram>>();

function programsById(portal: PortalData): ReadonlyMap<number, PortalProgram> {
  const cached = programCache.get(portal);
  if (cached) return cached;
  const programs = new Map(portal.programs.map((program) => [program.id, program]));
  programCache.set(portal, programs);
  return programs;
}

/**
 * The scores of every listed programme with one set of grades, each computed when first read: a page that
 * shows a few programmes (the choice list) scores those before its first paint, and the rest only when
 * something reads them all (size, iteration), in the portal's order, as a Map built at once would give.
 */
class ProgramScoresByNeed implements ReadonlyMap<number, ProgramScore> {
  #scores = new Map<number, ProgramScore>();
  #complete = false;
  readonly #portal: PortalData;
  readonly #grades: SubjectGrades;
  readonly #entrance: boolean;

  constructor(portal: PortalData, grades: SubjectGrades) {
    this.#portal = portal;
    this.#grades = grades;
    this.#entrance = meetsUniversityEntrance(grades);
  }

  #score(program: PortalProgram): ProgramScore | undefined {
    const spec = scoreSpecsById(this.#portal).get(program.id);
    return spec && scoreProgram(spec, program, this.#grades, this.#entrance);
  }

  #all(): Map<number, ProgramScore> {
    if (this.#complete) return this.#scores;
    const scores = new Map<number, ProgramScore>();
    for (const program of this.#portal.programs) {
      const score = this.#scores.get(program.id) ?? this.#score(program);
      if (score) scores.set(program.id, score);
    }
    this.#scores = scores;
    this.#complete = true;
    return scores;
  }

  get(id: number): ProgramScore | undefined {
    const known = this.#scores.get(id);
    if (known || this.#complete) return known;
    const program = programsById(this.#portal).get(id);
    const score = program && this.#score(program);
    if (score) this.#scores.set(id, score);
    return score;
  }

  has(id: number): boolean {
    return programsById(this.#portal).has(id) && scoreSpecsById(this.#portal).has(id);
  }

  get size(): number {
    return this.#all().size;
  }

  forEach(
    callback: (value: ProgramScore, key: number, map: ReadonlyMap<number, ProgramScore>) => void,
    thisArg?: unknown,
  ): void {
    for (const [key, value] of this.#all()) callback.call(thisArg, value, key, this);
  }

  entries() {
    return this.#all().entries();
  }

  keys() {
    return this.#all().keys();
  }

  values() {
    return this.#all().values();
  }

  [Symbol.iterator]() {
    return this.#all()[Symbol.iterator]();
  }
}

// Every programme is scored at most once per set of grades and portal response: the deck, the choice list
// and the pickers then read the same map. A few sets are kept (own, own + 1, school) per portal response.
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
  const scores = new ProgramScoresByNeed(portal, grades);
  if (perPortal.size >= CACHE_SIZE) perPortal.delete(perPortal.keys().next().value!);
  perPortal.set(key, scores);
  return scores;
}
