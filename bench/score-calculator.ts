import { openDb, seedReference } from '@waypoint/db';
import { calculateProgramScore, type ProgramScoreSpec, type SubjectGrades } from '@waypoint/domain';
import { loadProgramScoreSpecs } from '../apps/server/src/services/programs/score-specs.ts';

const RUNS = 500;
const WARM_UP = 50;
const TARGET_MS = 2;

/** A full timetable: cores, M1, three electives, an ApL course and another language. */
const STUDENT: SubjectGrades = {
  Chi: '4',
  Eng: '5',
  Maths: '5*',
  CS: 'A',
  M1: '4',
  Phys: '5',
  Chem: '4',
  Econ: '3',
  Apl668: 'D1',
  French: 'B2',
};

/** Scores one student against every programme, as the deck and the choice list do on every grade change. */
function timeOneStudent(specs: readonly ProgramScoreSpec[]): number {
  const times: number[] = [];
  let checksum = 0;
  for (let run = 0; run < WARM_UP + RUNS; run++) {
    // A fresh grades object each run: nothing cached from the previous run is reused.
    const grades = { ...STUDENT };
    const started = performance.now();
    for (const spec of specs) checksum += calculateProgramScore(spec, grades).totalScores;
    if (run >= WARM_UP) times.push(performance.now() - started);
  }
  if (!(checksum > 0)) throw new Error('score calculator bench: no scores');
  times.sort((a, b) => a - b);
  return times[Math.floor(times.length / 2)]!;
}

/** Specs built by the server's loader from the reference tables of a fresh PGlite database. */
export async function benchScoreCalculator(): Promise<void> {
  const open = await openDb({});
  try {
    await open.migrate();
    await seedReference(open.db);
    const specs = await loadProgramScoreSpecs(open.db);
    const median = timeOneStudent(specs);
    const verdict = median <= TARGET_MS ? 'ok' : 'OVER TARGET';
    console.log(
      `score calculator: one student vs ${specs.length} programmes: ${median.toFixed(2)} ms (median of ${RUNS} runs; target ≤ ${TARGET_MS} ms: ${verdict})`,
    );
  } finally {
    await open.close();
  }
}
