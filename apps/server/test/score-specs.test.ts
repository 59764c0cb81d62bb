import { type OpenDb, schema } from '@waypoint/db';
import { createTestDb } from '@waypoint/db/testing';
import {
  CATEGORY_A_ELECTIVES,
  calculateProgramScore,
  gradeScaleOf,
  type ProgramScoreSpec,
  type ScoreCaveat,
  type SubjectGrades,
  subjectCategoryOf,
} from '@waypoint/domain';
import { and, eq, isNotNull } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadProgramScoreSpecs } from '../src/services/programs/score-specs.ts';

// The calculator's specs built from the real reference tables: every programme, and the hand-worked cases
// of packages/domain/src/admission/score-calculator.test.ts scored again through the loader.

describe('loadProgramScoreSpecs', () => {
  let database: OpenDb;
  let specs: ProgramScoreSpec[];
  const byCode = (code: string) => specs.find((s) => s.jupasCode === code)!;
  const score = (code: string, grades: SubjectGrades) =>
    calculateProgramScore(byCode(code), grades).totalScores;

  beforeAll(async () => {
    database = await createTestDb();
    specs = await loadProgramScoreSpecs(database.db);
  });
  afterAll(() => database.close());

  it('builds one spec per programme of the 2026 list, once per database handle', async () => {
    expect(specs).toHaveLength(419);
    const programs = await database.db.select({ id: schema.programs.id }).from(schema.programs);
    expect(new Set(specs.map((s) => s.programId))).toEqual(new Set(programs.map((p) => p.id)));
    expect(await loadProgramScoreSpecs(database.db)).toBe(specs);
    expect(JSON.parse(JSON.stringify(specs))).toEqual(specs);
  });

  it('reads every published formula; the deviations it reports are the known ones', () => {
    const where = new Map<ScoreCaveat, string[]>();
    for (const spec of specs) {
      for (const caveat of spec.caveats) where.set(caveat, [...(where.get(caveat) ?? []), spec.jupasCode]);
    }
    expect(where.has('formulaUnparsed')).toBe(false);
    expect(where.get('scienceSubjectsAssumed')).toEqual(['JS6119', 'JS6858', 'JS6901']);
    // HKU JS6224: the data names M1/M2 compulsory, the 2026 label "Eng + Math + Best 3 Subjects" does not;
    // its 2025 figures (median 53) came from a weighted formula the new one cannot reach (42.5).
    expect(where.get('compulsorySubjectsIgnored')).toEqual(['JS6224']);
    expect(where.get('pastFiguresAboveMaximum')).toEqual(['JS6224']);
    expect(where.get('minimumFootnote')).toEqual(['JS4468']);
    // Footnote marks: HKU labels only.
    expect(where.get('formulaFootnote')?.every((code) => code.startsWith('JS6'))).toBe(true);
  });

  it("gives every programme its institution's scale", async () => {
    const rows = await database.db
      .select({ code: schema.programs.jupasCode, points: schema.programs.catA5StarStarPoints })
      .from(schema.programs);
    for (const row of rows) expect(byCode(row.code).gradePoints.A['5**']).toBe(row.points);
    expect(byCode('JS9009').gradePoints.A['1']).toBeUndefined();
    expect(byCode('JS2020').gradePoints.B).toMatchObject({ D2: 4, D1: 3 });
    expect(byCode('JS4501').gradePoints.schemes.C).toBe('C_CUHK_MEDIC');
  });

  it('knows the category of every subject in the subject table', async () => {
    const subjects = await database.db
      .select({ code: schema.subjects.code, category: schema.subjects.category })
      .from(schema.subjects);
    expect(subjects.length).toBeGreaterThan(90);
    for (const s of subjects) expect(s.category.startsWith(subjectCategoryOf(s.code))).toBe(true);
    // The electives the calculator's maximum puts at 5** are the table's Category A, without M1/M2.
    const categoryA = subjects
      .filter((s) => s.category.startsWith('Category A') && !['M1', 'M2'].includes(s.code))
      .map((s) => s.code);
    expect([...CATEGORY_A_ELECTIVES].sort()).toEqual(categoryA.sort());
  });

  it("checks grades on each subject's own scale, as the subject table lists it", async () => {
    const subjects = await database.db
      .select({ code: schema.subjects.code, levels: schema.subjects.gradeLevels })
      .from(schema.subjects);
    for (const s of subjects) {
      // LS (former core) has no levels in the table; the calculator reads a repeater's LS on the DSE scale.
      if (s.code === 'LS') continue;
      expect([s.code, gradeScaleOf(s.code)]).toEqual([s.code, s.levels]);
    }
  });

  it("reaches HKUST's published maximum attainable scores (5** everywhere, 6th subject +5 %)", async () => {
    const published = await database.db
      .select({ code: schema.programAdmissions.jupasCode, max: schema.programAdmissions.maxAttainableScore })
      .from(schema.programAdmissions)
      .where(
        and(
          eq(schema.programAdmissions.intakeYear, 2025),
          isNotNull(schema.programAdmissions.maxAttainableScore),
        ),
      );
    expect(published).toHaveLength(33);
    // Published to two decimals (44.625 → 44.63).
    const off = published
      .filter((p) => Math.abs(byCode(p.code).maxScore - p.max!) > 0.005 + 1e-9)
      .map((p) => p.code);
    // JS5901's published maximum (75.86) is its 2025 formula's, with sciences × 2; 2026 weighs them × 1.
    expect(off).toEqual(['JS5901']);
  });

  it('scores the hand-worked cases the same through the loader', () => {
    expect(
      score('JS2020', { Chi: '4', Eng: '5*', Maths: '5', Phys: '5**', Chem: '3', Econ: '4', CS: 'A' }),
    ).toBe(26);
    expect(
      score('JS1001', { Chi: '4', Eng: '5*', Maths: '5', Phys: '5**', Chem: '3', Econ: '4', CS: 'A' }),
    ).toBe(32.5);
    expect(
      score('JS1070', { Chi: '2', Eng: '4', Maths: '5*', M1: '5', Bio: '4', Econ: '5**', CS: 'A' }),
    ).toBe(38);
    expect(
      score('JS4238', { Chi: '4', Eng: '5', Maths: '5*', M2: '4', Phys: '5', Econ: '5*', CS: 'A' }),
    ).toBe(37.625);
    expect(
      score('JS3050', { Chi: '4', Eng: '4', Maths: '5', Bio: '5', Phys: '5*', VA: '3', ICT: '3', CS: 'A' }),
    ).toBe(204.5);
    expect(
      score('JS5312', { Chi: '4', Eng: '5', Maths: '5*', M1: '4', Econ: '5**', Geog: '5', CS: 'A' }),
    ).toBe(48.748125);
    expect(
      score('JS6755', {
        Chi: '5',
        Eng: '4',
        Maths: '5*',
        Bio: '5**',
        Chem: '5',
        Econ: '3',
        ICT: '4',
        CS: 'A',
      }),
    ).toBe(36.8);
    expect(
      score('JS6858', {
        Chi: '4',
        Eng: '5',
        Maths: '4',
        M2: '5*',
        Phys: '5',
        Chem: '5**',
        Bio: '4',
        CS: 'A',
      }),
    ).toBe(55.5);
    const medicine = calculateProgramScore(byCode('JS4501'), {
      Chi: '5',
      Eng: '5*',
      Maths: '5**',
      Phys: '5**',
      M1: '5*',
      Econ: '4',
    });
    expect(medicine.totalScores).toBe(30);
    expect(medicine.calculationSteps.missingSubjects).toEqual(['Bio|Chem']);
  });

  it('compares with the programme’s own past figures, latest year first', () => {
    expect(byCode('JS4238').past[0]).toEqual({
      intakeYear: 2025,
      mean: null,
      median: 41.75,
      lowerQuartile: 40.25,
      upperQuartile: 42.5,
    });
    expect(byCode('JS2020').past[0]?.mean).toBe(21.95);
  });
});
