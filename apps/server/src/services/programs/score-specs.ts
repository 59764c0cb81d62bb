import { type DbOrTx, schema } from '@waypoint/db';
import {
  buildProgramScoreSpec,
  gradePointSchemes,
  type ProgramScoreSource,
  type ProgramScoreSpec,
} from '@waypoint/domain';
import { asc, eq, isNotNull, ne } from 'drizzle-orm';

const {
  institutions,
  programs,
  programAdmissions,
  programBestOfRules,
  programCalculationRules,
  programFormulaSteps,
  programMinRequirements,
  programSubjectRules,
  scoreRules,
} = schema;

function groupBy<T extends { programId: number | null }>(rows: readonly T[]): Map<number, T[]> {
  const groups = new Map<number, T[]>();
  for (const row of rows) {
    if (row.programId === null) continue;
    const group = groups.get(row.programId);
    if (group) group.push(row);
    else groups.set(row.programId, [row]);
  }
  return groups;
}

const SPECS_PER_TURN = 25;

/** Reads the reference tables and builds the calculator's spec of every programme still offered. */
async function buildProgramScoreSpecs(db: DbOrTx): Promise<ProgramScoreSpec[]> {
  const [programRows, pointRows, weights, bestOf, rules, steps, minimums, admissions] = await Promise.all([
    db
      .select({
        id: programs.id,
        jupasCode: programs.jupasCode,
        scoreFormula: programs.scoreFormula,
        scoreFormulaType: programs.scoreFormulaType,
        weightingsText: programs.weightingsText,
        catA5StarStarPoints: programs.catA5StarStarPoints,
        catA: institutions.catAScheme,
        catB: institutions.catBScheme,
        catC: institutions.catCScheme,
      })
      .from(programs)
      .innerJoin(institutions, eq(institutions.id, programs.institutionId))
      .where(ne(programs.status, 'Withdrawn'))
      .orderBy(asc(programs.jupasCode)),
    db
      .select({ schemeId: scoreRules.schemeId, grade: scoreRules.grade, points: scoreRules.points })
      .from(scoreRules),
    db.select().from(programSubjectRules),
    db.select().from(programBestOfRules),
    db.select().from(programCalculationRules),
    db.select().from(programFormulaSteps),
    db.select().from(programMinRequirements),
    db
      .select({
        programId: programAdmissions.programId,
        intakeYear: programAdmissions.intakeYear,
        mean: programAdmissions.mean,
        median: programAdmissions.median,
        lowerQuartile: programAdmissions.lowerQuartile,
        upperQuartile: programAdmissions.upperQuartile,
      })
      .from(programAdmissions)
      .where(isNotNull(programAdmissions.programId)),
  ]);
  const schemes = gradePointSchemes(pointRows);
  const weightsBy = groupBy(weights);
  const bestOfBy = groupBy(bestOf);
  const rulesBy = groupBy(rules);
  const stepsBy = groupBy(steps);
  const minimumBy = new Map(minimums.map((m) => [m.programId, m]));
  const admissionsBy = groupBy(admissions);
  const specs: ProgramScoreSpec[] = [];
  for (const [i, p] of programRows.entries()) {
    // The build takes half a second of CPU once per process, right after start-up: handing the event loop
    // back every few programmes lets requests arriving meanwhile be answered instead of queued behind it.
    if (i > 0 && i % SPECS_PER_TURN === 0) await new Promise((resolve) => setImmediate(resolve));
    const source: ProgramScoreSource = {
      program: p,
      institutionSchemes: { catA: p.catA, catB: p.catB, catC: p.catC },
      subjectWeights: weightsBy.get(p.id) ?? [],
      bestOf: bestOfBy.get(p.id) ?? [],
      calculationRules: rulesBy.get(p.id) ?? [],
      formulaSteps: stepsBy.get(p.id) ?? [],
      minRequirements: minimumBy.get(p.id) ?? null,
      admissions: admissionsBy.get(p.id) ?? [],
    };
    specs.push(buildProgramScoreSpec(source, schemes));
  }
  return specs;
}

// Reference data does not change while the process runs (the loader runs at start-up), so the specs are
// built once per database handle and shared by every request.
const cache = new WeakMap<DbOrTx, Promise<ProgramScoreSpec[]>>();

/** Every programme's ProgramScoreSpec (plain JSON), in JUPAS code order. */
export function loadProgramScoreSpecs(db: DbOrTx): Promise<ProgramScoreSpec[]> {
  let pending = cache.get(db);
  if (!pending) {
    pending = buildProgramScoreSpecs(db);
    // A failed build (e.g. the database was briefly unreachable) must not stick.
    pending.catch(() => cache.delete(db));
    cache.set(db, pending);
  }
  return pending;
}
