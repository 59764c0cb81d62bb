import { describe, expect, it } from 'vitest';
import { calculateProgramScore } from './score-calculator.ts';
import { GRADE_POINT_TABLE, SOURCES } from './score-calculator-fixtures.ts';
import { buildProgramScoreSpec, gradePointSchemes, scoreInstitutionOf } from './score-spec-build.ts';

const schemes = gradePointSchemes(GRADE_POINT_TABLE);
const build = (code: string) => buildProgramScoreSpec(SOURCES[code]!, schemes);

describe('buildProgramScoreSpec', () => {
  it('knows the formula family from the JUPAS code', () => {
    expect(
      ['JS1000', 'JS3050', 'JS4501', 'JS5101', 'JS6755', 'JS9009', 'JSSA01'].map(scoreInstitutionOf),
    ).toEqual(['CityUHK', 'PolyU', 'CUHK', 'HKUST', 'HKU', 'HKMU', 'SSSDP']);
  });

  it("picks each category's conversion from the programme's 5** points and its institution's schemes", () => {
    expect(build('JS4238').gradePoints.schemes).toEqual({ A: 'A_8_5', B: null, C: 'C_CUHK' });
    // CUHK medicine: 5** = 7 and the medicine table for other languages.
    expect(build('JS4501').gradePoints.schemes).toEqual({ A: 'A_7', B: null, C: 'C_CUHK_MEDIC' });
    expect(build('JS9009').gradePoints.schemes).toEqual({ A: 'A_7_NO_L1', B: 'B_432', C: 'C_HKMU' });
    expect(build('JSSA01').gradePoints.schemes).toEqual({ A: 'A_7', B: null, C: null });
    expect(build('JS2020').gradePoints.A).toEqual({
      '5**': 7,
      '5*': 6,
      '5': 5,
      '4': 4,
      '3': 3,
      '2': 2,
      '1': 1,
    });
    expect(build('JS1000').gradePoints.A['5**']).toBe(8.5);
  });

  it('carves compulsory subjects out of a plain "Best N" (CityUHK JS1000: English and Maths)', () => {
    expect(build('JS1000').terms).toEqual([
      { kind: 'subject', subjects: ['Eng'], weight: 'flat' },
      { kind: 'subject', subjects: ['Maths'], weight: 'flat' },
      { kind: 'best', count: 3, from: 'any', weight: 'flat' },
    ]);
    // JS1211: M1/M2 compulsory where Maths and M1/M2 count as one → one mathematics slot.
    expect(build('JS1211').terms[0]).toEqual({
      kind: 'subject',
      subjects: ['Maths', 'M1', 'M2'],
      weight: 'flat',
    });
    expect(build('JS1211').mathsAndExtendedAsOne).toBe(true);
  });

  it('reads PolyU weightings with no default (unlisted subjects do not count) and its 6th-subject bonus', () => {
    const spec = build('JS3050');
    expect(spec.defaultWeight).toBeNull();
    expect(spec.weights).toMatchObject({ Bio: 10, Chi: 7, ChiLit: 5, CombSci: 10, Apl703: 5 });
    expect(spec.extraBonus).toEqual({ kind: 'polyu', minPoints: 3 });
  });

  it('turns HKUST formula steps into the stepwise formula', () => {
    const spec = build('JS5312');
    expect(spec.terms).toEqual([]);
    expect(spec.hkust?.steps.slice(0, 2)).toEqual([
      { kind: 'required', subject: 'Eng', weight: 2 },
      { kind: 'required', subject: 'Maths', weight: 2 },
    ]);
    expect(spec.hkust?.steps[2]?.kind).toBe('betterOf');
    expect(spec.hkust?.bonusCategories).toEqual(['Core', 'Category A', 'Category C']);
    expect(spec.maxScore).toBe(66.9375);
  });

  it('keeps the minimum requirements and the past figures, latest first', () => {
    const spec = build('JS4501');
    expect(spec.minimum).toEqual({
      core: [
        { subjectCode: 'Chi', minGrade: '3' },
        { subjectCode: 'Eng', minGrade: '4' },
        { subjectCode: 'Maths', minGrade: '3' },
        { subjectCode: 'CS', minGrade: 'A' },
      ],
      electives: [
        { count: 1, minGrade: '3', subjects: ['Bio', 'Chem'], excludes: [] },
        { count: 1, minGrade: '3', subjects: 'any', excludes: ['M1', 'M2'] },
      ],
    });
    expect(spec.past[0]).toEqual({
      intakeYear: 2025,
      mean: null,
      median: 37,
      lowerQuartile: 36,
      upperQuartile: 38,
    });
    expect(spec.past.map((p) => p.intakeYear)).toEqual([2025, 2024]);
  });

  it('extends a weighting published for "Module 1 or 2" to M2 where the list kept only M1', () => {
    // HKU JS6602 publishes "X 2: … Mathematics Extended Part (Module 1 or 2) …"; the structured list has M1.
    const source = {
      ...SOURCES.JS6755!,
      program: {
        ...SOURCES.JS6755!.program,
        jupasCode: 'JS6602',
        scoreFormula: '2 x Eng + 2 x Math + Best 3 Subjects with Weighting1',
        weightingsText:
          'X 2: Biology / Chemistry / Mathematics Extended Part (Module 1 or 2) / Physics | X 1.5: Other Subjects',
      },
      subjectWeights: [
        { subjectName: 'Mathematics Extended Part (Module 1)', subjectCodes: ['M1'], weight: 2 },
        { subjectName: 'Other Subjects', subjectCodes: [], weight: 1.5 },
        { subjectName: 'English Language', subjectCodes: ['Eng'], weight: 2 },
        { subjectName: 'Mathematics (Compulsory Part)', subjectCodes: ['Maths'], weight: 2 },
      ],
      calculationRules: [],
    };
    const spec = buildProgramScoreSpec(source, schemes);
    expect(spec.weights.M2).toBe(2);
    expect(spec.defaultWeight).toBe(1.5);
    // Eng 4 × 2 = 8, Maths 4 × 2 = 8; best 3 with the weighting list: M2 5 5.5 × 2 = 11, Chi 4 × 1.5 = 6,
    // Econ 3 × 1.5 = 4.5. Total 37.5.
    const r = calculateProgramScore(spec, { Chi: '4', Eng: '4', Maths: '4', M2: '5', Econ: '3' });
    expect(r.totalScores).toBe(37.5);
  });

  it('reports past figures a changed formula can no longer reach', () => {
    const source = {
      ...SOURCES.JS6755!,
      admissions: [{ intakeYear: 2025, mean: null, median: 70, lowerQuartile: 65, upperQuartile: 75 }],
    };
    // 1.5 × 8.5 × 2 + 3 × 8.5 + 0.2 × 8.5 = 52.7 < 70.
    const spec = buildProgramScoreSpec(source, schemes);
    expect(spec.maxScore).toBe(52.7);
    expect(spec.caveats).toContain('pastFiguresAboveMaximum');
  });

  it('falls back to the best N of the formula type when the label cannot be read', () => {
    const source = {
      ...SOURCES.JS2020!,
      program: { ...SOURCES.JS2020!.program, scoreFormula: 'Best 5 + Portfolio' },
    };
    const spec = buildProgramScoreSpec(source, schemes);
    expect(spec.terms).toEqual([{ kind: 'best', count: 5, from: 'any', weight: 'flat' }]);
    expect(spec.caveats).toEqual(['formulaUnparsed']);
  });

  it('is plain JSON', () => {
    for (const code of Object.keys(SOURCES)) {
      const spec = build(code);
      expect(JSON.parse(JSON.stringify(spec))).toEqual(spec);
    }
  });
});
