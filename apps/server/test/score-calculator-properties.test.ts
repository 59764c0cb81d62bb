import type { OpenDb } from '@waypoint/db';
import { createTestDb } from '@waypoint/db/testing';
import {
  CATEGORY_A_ELECTIVES,
  calculateProgramScore,
  DSE_GRADES,
  gradeScaleOf,
  type ProgramScoreSpec,
  type SubjectGrades,
} from '@waypoint/domain';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, it } from 'vitest';
import { loadProgramScoreSpecs } from '../src/services/programs/score-specs.ts';

// Properties of the calculator over random valid grade sets, for every programme of the reference tables:
// it never throws, never gives NaN, never exceeds the programme's highest attainable score, and a better
// grade in any one subject never lowers a score.

const ELECTIVES = CATEGORY_A_ELECTIVES;
const OTHER_SUBJECTS = ['Apl668', 'Apl695', 'Apl731', 'French', 'Japanese', 'Korean', 'German'];

const dse = fc.constantFrom(...DSE_GRADES);

const gradeSets: fc.Arbitrary<Record<string, string>> = fc
  .record({
    core: fc.tuple(dse, dse, dse),
    csd: fc.constantFrom('A', 'U', null),
    electives: fc.uniqueArray(fc.constantFrom(...ELECTIVES), { minLength: 1, maxLength: 4 }),
    electiveGrades: fc.array(dse, { minLength: 4, maxLength: 4 }),
    extended: fc.constantFrom(null, 'M1', 'M2'),
    extendedGrade: dse,
    other: fc.option(fc.constantFrom(...OTHER_SUBJECTS), { nil: null }),
    otherIndex: fc.nat(),
  })
  .map((r) => {
    const grades: Record<string, string> = { Chi: r.core[0], Eng: r.core[1], Maths: r.core[2] };
    if (r.csd) grades.CS = r.csd;
    r.electives.forEach((code, i) => {
      grades[code] = r.electiveGrades[i]!;
    });
    if (r.extended) grades[r.extended] = r.extendedGrade;
    if (r.other) {
      const scale = gradeScaleOf(r.other)!;
      grades[r.other] = scale[r.otherIndex % scale.length]!;
    }
    return grades;
  });

/** The same grades with one subject one step up its own scale, or null when it is at the top. */
function raised(grades: Record<string, string>, code: string): SubjectGrades | null {
  const scale = gradeScaleOf(code)!;
  const index = scale.indexOf(grades[code]!);
  return index > 0 ? { ...grades, [code]: scale[index - 1]! } : null;
}

describe('calculateProgramScore over random valid grades, every programme', () => {
  let database: OpenDb;
  let specs: ProgramScoreSpec[];

  beforeAll(async () => {
    database = await createTestDb();
    specs = await loadProgramScoreSpecs(database.db);
  });
  afterAll(() => database.close());

  it('never throws, never NaN, never above the highest attainable score', () => {
    fc.assert(
      fc.property(gradeSets, (grades) => {
        for (const spec of specs) {
          const total = calculateProgramScore(spec, grades).totalScores;
          if (!Number.isFinite(total) || total < 0 || total > spec.maxScore + 1e-9) {
            throw new Error(`${spec.jupasCode}: ${total} of at most ${spec.maxScore}`);
          }
        }
      }),
      { numRuns: 300 },
    );
  });

  it('does not go down when any one grade goes up', () => {
    fc.assert(
      fc.property(gradeSets, fc.nat(), (grades, pick) => {
        const codes = Object.keys(grades);
        const code = codes[pick % codes.length]!;
        const better = raised(grades, code);
        if (!better) return;
        for (const spec of specs) {
          const before = calculateProgramScore(spec, grades).totalScores;
          const after = calculateProgramScore(spec, better).totalScores;
          if (after < before - 1e-9) {
            throw new Error(`${spec.jupasCode}: ${code} up, ${before} → ${after}`);
          }
        }
      }),
      { numRuns: 300 },
    );
  });
});
