import { describe, expect, it } from 'vitest';
import { calculateProgramScore, formatScore, type ScoreCalculationResult } from './score-calculator.ts';
import { GRADE_POINT_TABLE, SOURCES } from './score-calculator-fixtures.ts';
import type { ProgramScoreSpec } from './score-spec.ts';
import { buildProgramScoreSpec, gradePointSchemes } from './score-spec-build.ts';

// Hand-worked cases on real programmes: every rule below is copied from packages/db/data/jupas
// (score-calculator-fixtures.ts). The working is written out before each expectation.

const schemes = gradePointSchemes(GRADE_POINT_TABLE);
const spec = (code: string): ProgramScoreSpec => buildProgramScoreSpec(SOURCES[code]!, schemes);
const counted = (r: ScoreCalculationResult) =>
  r.calculationSteps.scoreObj
    .filter((s) => s.use === 'counted')
    .map((s) => `${s.subjectCode}×${s.weighting}`);
const rowOf = (r: ScoreCalculationResult, code: string) =>
  r.calculationSteps.scoreObj.find((s) => s.subjectCode === code)!;

describe('calculateProgramScore — hand-worked cases', () => {
  it('HKBU JS2020 "Best 5" on 5**=7, no weightings', () => {
    // Points (A_7): Phys 5** 7, Eng 5* 6, Maths 5 5, Chi 4 4, Econ 4 4, Chem 3 3.
    // Best 5: 7 + 6 + 5 + 4 + 4 = 26 (Chem left out; CSD is never scored).
    const r = calculateProgramScore(spec('JS2020'), {
      Chi: '4',
      Eng: '5*',
      Maths: '5',
      Phys: '5**',
      Chem: '3',
      Econ: '4',
      CS: 'A',
    });
    expect(r.totalScores).toBe(26);
    expect(formatScore(r.totalScores)).toBe('26.0');
    expect(rowOf(r, 'Chem').use).toBe('notCounted');
    expect(rowOf(r, 'CS').use).toBe('notScored');
    // Minimum Chi 3 / Eng 3 / Maths 2 / CSD A and two electives at 3: Phys and Econ (or Chem).
    expect(r.meetsProgramMinimum).toBe(true);
    expect(r.meetsElectiveRequirements).toBe(true);
    expect(r.caveats).toEqual([]);
  });

  it('CityUHK JS1001 "Best 5 Subjects" on 5**=8.5 with English × 1.5', () => {
    // Points (A_8_5): Eng 5* 7 × 1.5 = 10.5, Phys 5** 8.5, Maths 5 5.5, Chi 4 4, Econ 4 4, Chem 3 3.
    // Best 5 by weighted score: 10.5 + 8.5 + 5.5 + 4 + 4 = 32.5.
    const r = calculateProgramScore(spec('JS1001'), {
      Chi: '4',
      Eng: '5*',
      Maths: '5',
      Phys: '5**',
      Chem: '3',
      Econ: '4',
      CS: 'A',
    });
    expect(r.totalScores).toBe(32.5);
    expect(rowOf(r, 'Eng')).toMatchObject({ score: 7, weighting: 1.5, weightedScore: 10.5 });
    expect(formatScore(r.totalScores)).toBe('32.5');
  });

  it('CityUHK JS1070 "3 Core + 2 Elective Subjects" (Eng × 2, Maths × 2) counts a weak Chinese', () => {
    // Core: Chi 2 → 2, Eng 4 → 4 × 2 = 8, Maths 5* → 7 × 2 = 14: 24.
    // Two best electives: Econ 5** 8.5, M1 5 5.5 (Bio 4 left out): 14. Total 38.
    // A plain best 5 would have taken Bio 4 instead of Chinese 2: the label keeps Chinese in.
    // Chinese 2 is below the programme's minimum of 3.
    const r = calculateProgramScore(spec('JS1070'), {
      Chi: '2',
      Eng: '4',
      Maths: '5*',
      M1: '5',
      Bio: '4',
      Econ: '5**',
      CS: 'A',
    });
    expect(r.totalScores).toBe(38);
    expect(rowOf(r, 'Chi').use).toBe('counted');
    expect(rowOf(r, 'Bio').use).toBe('notCounted');
    expect(r.meetsProgramMinimum).toBe(false);
    expect(r.notMeetMinGradeSubjects).toEqual([{ subjectCode: 'Chi', minGrade: '3', grade: '2' }]);
    expect(rowOf(r, 'Chi')).toMatchObject({ minGrade: '3', failedMinGrade: true });
  });

  it('CUHK JS4238 Best(5) with best-of groups (M1/M2 × 1.5, best of Chem/Phys/Econ/ICT × 1.25)', () => {
    // Weights: Eng 1.25, Maths 1.5; group 1 best of M1/M2 × 1.5; group 2 best one of Chem/Phys/Econ/ICT × 1.25.
    // Points (A_8_5): Maths 5* 7 × 1.5 = 10.5; Econ 5* 7 is the best of group 2 → × 1.25 = 8.75;
    // Eng 5 5.5 × 1.25 = 6.875; M2 4 4 × 1.5 = 6; Phys 5 5.5 (not the group's best) × 1 = 5.5; Chi 4 4.
    // Best 5: 10.5 + 8.75 + 6.875 + 6 + 5.5 = 37.625 → shown 37.6.
    const r = calculateProgramScore(spec('JS4238'), {
      Chi: '4',
      Eng: '5',
      Maths: '5*',
      M2: '4',
      Phys: '5',
      Econ: '5*',
      CS: 'A',
    });
    expect(r.totalScores).toBe(37.625);
    expect(formatScore(r.totalScores)).toBe('37.6');
    expect(counted(r)).toEqual(['Maths×1.5', 'Econ×1.25', 'Eng×1.25', 'M2×1.5', 'Phys×1']);
  });

  it('PolyU JS3050 weighted best 5 (weightings 5/7/10) plus the 6th subject without weighting', () => {
    // Weightings: Bio 10, VA 10, Phys 7, Maths 7, Chi 7, Eng 7, ICT 7. Points (A_8_5) × weighting:
    // Bio 5 5.5 × 10 = 55, Phys 5* 7 × 7 = 49, Maths 5 5.5 × 7 = 38.5, VA 3 3 × 10 = 30, Chi 4 4 × 7 = 28,
    // Eng 4 4 × 7 = 28, ICT 3 3 × 7 = 21. Best 5: 55 + 49 + 38.5 + 30 + 28 = 200.5.
    // Bonus: PolyU adds the 6th subject at Level 3 or above "without subject weighting": Eng 4 → 4 points
    // (not 10 % of its weighted 28). Total 204.5.
    const r = calculateProgramScore(spec('JS3050'), {
      Chi: '4',
      Eng: '4',
      Maths: '5',
      Bio: '5',
      Phys: '5*',
      VA: '3',
      ICT: '3',
      CS: 'A',
    });
    expect(r.calculationSteps.subtotal).toBe(200.5);
    expect(r.calculationSteps.bonusScore).toBe(4);
    expect(r.totalScores).toBe(204.5);
    expect(rowOf(r, 'Eng')).toMatchObject({ use: 'bonus', weighting: 1, weightedScore: 4 });
    // Combined Science has three published weightings (10, 7, 7) for its pairings: the highest is used.
    expect(r.caveats).toEqual(['weightVariantsHighestUsed']);
  });

  it('PolyU JS3050: the 6th subject is chosen with the five, so a better grade never lowers the score', () => {
    // Chi, Eng, Maths, M1 5** × 7 = 59.5 each (238); Bio 4 × 10 = 40; ChiLit 5* 7 × 5 = 35.
    // Best 5 238 + Bio 40 = 278, ChiLit as 6th 7: 285.
    const grades = { Chi: '5**', Eng: '5**', Maths: '5**', M1: '5**', Bio: '4', ChiLit: '5*', CS: 'A' };
    expect(calculateProgramScore(spec('JS3050'), grades).totalScores).toBe(285);
    // ChiLit up to 5**: 8.5 × 5 = 42.5 now outweighs Bio's 40. Taking it into the five leaves Bio's 4 as
    // the 6th: 238 + 42.5 + 4 = 284.5 — lower than before. Keeping Bio in the five and ChiLit as the 6th:
    // 238 + 40 + 8.5 = 286.5. The score is the better of the two.
    const r = calculateProgramScore(spec('JS3050'), { ...grades, ChiLit: '5**' });
    expect(r.totalScores).toBe(286.5);
    expect(rowOf(r, 'ChiLit')).toMatchObject({ use: 'bonus', weightedScore: 8.5 });
    expect(rowOf(r, 'Bio')).toMatchObject({ use: 'counted', weightedScore: 40 });
  });

  it('HKUST JS5312 steps with better_of and the 6th-subject bonus on the highest attainable score', () => {
    // Steps: Eng × 2, Maths × 2, then the better of (a) best 3 other subjects or
    // (b) best of Chem/Econ/Phys/M1/M2 × 1.5 + best 2 other subjects.
    // Eng 5 5.5 × 2 = 11; Maths 5* 7 × 2 = 14.
    // (a) Econ 8.5 + Geog 5.5 + Chi 4 = 18; (b) Econ 8.5 × 1.5 = 12.75 + Geog 5.5 + 4 = 22.25 → (b).
    // Subtotal 11 + 14 + 22.25 = 47.25. 6th subject: the 4 left (Chi or M1) → 2.35 % of the programme's
    // highest attainable best 5, 8.5 × (2 + 2 + 1.5 + 1 + 1) = 63.75 (HKUST publishes 66.94 = 63.75 × 1.05):
    // 63.75 × 0.0235 = 1.498125. Total 47.25 + 1.498125 = 48.748125 → shown 48.7.
    const s = spec('JS5312');
    expect(s.hkust?.topSubtotal).toBe(63.75);
    const r = calculateProgramScore(s, {
      Chi: '4',
      Eng: '5',
      Maths: '5*',
      M1: '4',
      Econ: '5**',
      Geog: '5',
      CS: 'A',
    });
    expect(r.calculationSteps.subtotal).toBe(47.25);
    expect(r.calculationSteps.bonusPercent).toBe(2.35);
    expect(r.calculationSteps.bonusBase).toBe(63.75);
    expect(r.calculationSteps.bonusScore).toBe(1.498125);
    expect(r.totalScores).toBe(48.748125);
    expect(formatScore(r.totalScores)).toBe('48.7');
    expect(rowOf(r, 'Econ')).toMatchObject({ weighting: 1.5, weightedScore: 12.75 });
  });

  it('HKUST JS5101: all 5** reaches the published maximum attainable score 44.63', () => {
    // Eng + Maths + best 2 of Bio/Chem/Phys/M1/M2 + best 1 other, all × 1: 5 × 8.5 = 42.5; 6th subject 5**
    // → 5 % of 42.5 = 2.125: 44.625 (HKUST publishes 44.63).
    expect(spec('JS5101').maxScore).toBe(44.625);
    // A real student: Eng 5.5 + Maths 7 + Phys 5.5 + (Chem or M1) 4 + best other 4 = 26; 6th subject 4 → 2.35 %
    // of 42.5 = 0.99875: 26.99875. (The student's own 26 × 2.35 % would be 0.611: not HKUST's rule.)
    const r = calculateProgramScore(spec('JS5101'), {
      Chi: '4',
      Eng: '5',
      Maths: '5*',
      M1: '4',
      Phys: '5',
      Chem: '4',
      Econ: '3',
    });
    expect(r.calculationSteps.subtotal).toBe(26);
    expect(r.totalScores).toBe(26.99875);
  });

  it('HKUST JS5230 takes the best assignment of subjects to steps, not the steps one at a time', () => {
    // Eng × 2, Maths × 2; step 3 best of Bio/Chem/Phys/ICT (Chem, Phys × 2, ICT × 1.5, Bio × 1);
    // step 4 any subject (M1/M2 × 2); step 5 any subject × 1.
    // Eng 5 5.5 × 2 = 11; Maths 5* 7 × 2 = 14.
    // Step by step, step 3 would take ICT 5 (5.5 × 1.5 = 8.25 > Phys 4 × 2 = 8), step 4 M1 5** × 2 = 17,
    // step 5 Phys 4 × 1 = 4: 54.25. Best assignment: Phys 4 × 2 = 8 in step 3, M1 17, ICT 5.5 × 1 in step 5:
    // 11 + 14 + 8 + 17 + 5.5 = 55.5.
    // 6th subject Chi 4 → 2.35 % of 8.5 × (2 + 2 + 2 + 2 + 1) = 76.5: 1.79775. Total 57.29775 → 57.3.
    // (Keeping ICT as 6th instead — Chi 4 in step 5, 3.24 % × 76.5 = 2.4786 — gives 56.4786: less.)
    const r = calculateProgramScore(spec('JS5230'), {
      Chi: '4',
      Eng: '5',
      Maths: '5*',
      M1: '5**',
      Phys: '4',
      ICT: '5',
      CS: 'A',
    });
    expect(r.calculationSteps.subtotal).toBe(55.5);
    expect(rowOf(r, 'Phys')).toMatchObject({ use: 'counted', weighting: 2, weightedScore: 8 });
    expect(rowOf(r, 'ICT')).toMatchObject({ use: 'counted', weighting: 1, weightedScore: 5.5 });
    expect(rowOf(r, 'Chi')).toMatchObject({ use: 'bonus', weightedScore: 1.79775 });
    expect(r.totalScores).toBe(57.29775);
    expect(formatScore(r.totalScores)).toBe('57.3');
    // The highest attainable best 5 comes out of the weights: 76.5, and with the 6th subject 80.325 (HKUST
    // publishes 80.33).
    expect(spec('JS5230').hkust?.topSubtotal).toBe(76.5);
    expect(spec('JS5230').maxScore).toBe(80.325);
  });

  it('HKU JS6755 "1.5 x Eng + 1.5 x Math + Best 3 Subjects + 0.2 x 6th Best Subject"', () => {
    // Eng 4 4 × 1.5 = 6; Maths 5* 7 × 1.5 = 10.5; best 3 (unweighted): Bio 8.5, Chi 5.5, Chem 5.5 = 19.5.
    // 6th best: ICT 4 × 0.2 = 0.8. Total 6 + 10.5 + 19.5 + 0.8 = 36.8.
    const r = calculateProgramScore(spec('JS6755'), {
      Chi: '5',
      Eng: '4',
      Maths: '5*',
      Bio: '5**',
      Chem: '5',
      Econ: '3',
      ICT: '4',
      CS: 'A',
    });
    expect(r.calculationSteps.subtotal).toBe(36);
    expect(r.calculationSteps.bonusScore).toBe(0.8);
    expect(r.totalScores).toBe(36.8);
    expect(rowOf(r, 'ICT')).toMatchObject({ use: 'bonus', weighting: 0.2, weightedScore: 0.8 });
    expect(rowOf(r, 'Econ').use).toBe('notCounted');
  });

  it('HKU JS6298 gives the weighted term the subjects its weighting raises most, not the highest points', () => {
    // "2 x Eng + 1.5 x Math + Best 2 Subjects with weighting1 + Best Subject"; × 1.5 for Bio, Chem, Econ,
    // ICT, M1/M2, Phys; Chinese is not in the list (× 1 in the weighted term too).
    // Eng 5* 7 × 2 = 14; Maths 5 5.5 × 1.5 = 8.25.
    // Filling the weighted term first by weighted score: Chi 5** 8.5 × 1 and Econ 5 5.5 × 1.5 = 8.25, then
    // the plain term Phys 4: 8.5 + 8.25 + 4 = 20.75. Best: Econ 8.25 + Phys 4 × 1.5 = 6 in the weighted
    // term, Chi 8.5 in the plain one: 22.75. Total 14 + 8.25 + 22.75 = 45.
    const r = calculateProgramScore(spec('JS6298'), {
      Chi: '5**',
      Eng: '5*',
      Maths: '5',
      Econ: '5',
      Phys: '4',
      CS: 'A',
    });
    expect(r.totalScores).toBe(45);
    expect(rowOf(r, 'Phys')).toMatchObject({ weighting: 1.5, weightedScore: 6 });
    expect(rowOf(r, 'Chi')).toMatchObject({ weighting: 1, weightedScore: 8.5 });
  });

  it('HKU JS6858 "2 x Eng + 2 x Math / M1 / M2 + 2 x Best Sci Subject^ + Best 3 Subjects" (six subjects)', () => {
    // Eng 5 5.5 × 2 = 11; Math / M1 / M2 × 2 takes M2 5* (7 × 2 = 14, better than Maths 4 × 2 = 8);
    // best science × 2: Chem 5** 8.5 × 2 = 17; best 3 others × 1: Phys 5.5, Chi 4, Maths 4 = 13.5.
    // Total 11 + 14 + 17 + 13.5 = 55.5. "Sci" is read as Bio/Chem/Phys, and the ^ footnote is not applied.
    const r = calculateProgramScore(spec('JS6858'), {
      Chi: '4',
      Eng: '5',
      Maths: '4',
      M2: '5*',
      Phys: '5',
      Chem: '5**',
      Bio: '4',
      CS: 'A',
    });
    expect(r.totalScores).toBe(55.5);
    expect(counted(r)).toEqual(['Chem×2', 'M2×2', 'Eng×2', 'Phys×1', 'Chi×1', 'Maths×1']);
    expect(r.caveats).toEqual(['formulaFootnote', 'scienceSubjectsAssumed']);
    // Minimum English 5 and Chinese 4 met; elective 1 from Bio/Chem/Phys at 3, elective 2 any at 3.
    expect(r.meetsProgramMinimum).toBe(true);
    expect(r.meetsElectiveRequirements).toBe(true);
  });

  it('CityUHK JS1000 fails its Mathematics minimum (Level 4) although the score is counted', () => {
    // "Best 5 Subjects" with English and Maths compulsory (calculation rules): Eng 3 3 + Maths 3 3,
    // then best 3: Phys 8.5, Chem 7, and 5.5 (Chi, Bio or Econ) = 21. Total 27.
    const r = calculateProgramScore(spec('JS1000'), {
      Chi: '5',
      Eng: '3',
      Maths: '3',
      Phys: '5**',
      Chem: '5*',
      Bio: '5',
      Econ: '5',
      CS: 'A',
    });
    expect(r.totalScores).toBe(27);
    expect(rowOf(r, 'Eng').use).toBe('counted');
    expect(rowOf(r, 'Maths').use).toBe('counted');
    expect(r.meetsProgramMinimum).toBe(false);
    expect(r.notMeetMinGradeSubjects).toEqual([{ subjectCode: 'Maths', minGrade: '4', grade: '3' }]);
  });

  it('CUHK JS4501 MBChB with no Biology or Chemistry: a missing subject scores 0, M1 is no elective', () => {
    // AENGL+ACHIN+AMATH+Best(1,[ABIOL,ACHEM])+Best(2), 5**=7 scale: Chi 5 5, Eng 5* 6, Maths 5** 7;
    // best of Bio/Chem: none → missing, 0; best 2 electives — M1 is not one: Phys 7, Econ 4. Counted 29.
    // M1 5* 6 beats the lowest counted subject (Econ 4), which is replaced by (6 + 4) / 2 = 5: +1. Total 30.
    const r = calculateProgramScore(spec('JS4501'), {
      Chi: '5',
      Eng: '5*',
      Maths: '5**',
      Phys: '5**',
      M1: '5*',
      Econ: '4',
      CS: 'A',
    });
    expect(r.calculationSteps.subtotal).toBe(29);
    expect(r.totalScores).toBe(30);
    expect(rowOf(r, 'Econ')).toMatchObject({ use: 'counted', weightedScore: 4 });
    expect(rowOf(r, 'M1')).toMatchObject({ use: 'bonus', weighting: 0.5, weightedScore: 1 });
    expect(r.calculationSteps.missingSubjects).toEqual(['Bio|Chem']);
    expect(r.calculationSteps.unfilledSlots).toBe(1);
    // Elective 1 (Biology or Chemistry at 3) cannot be met; elective 2 (any but M1/M2 at 3) is Phys.
    expect(r.meetsElectiveRequirements).toBe(false);
    expect(r.groupedMinGradeSubjectRules.map((g) => g.matchedSubjects)).toEqual([[], ['Phys']]);
    expect(r.caveats).toEqual([]);
  });

  it('CUHK JS4501 MBChB: M1/M2 only ever replaces the lowest counted subject by the average of the two', () => {
    // Chi 5 5, Eng 5* 6, Maths 5** 7, best of Bio/Chem: Chem 5** 7, best 2 electives: Bio 5** 7, Phys 5* 6.
    // Counted 5 + 6 + 7 + 7 + 7 + 6 = 38. M2 4 does not beat the lowest (Chi 5): 38.
    const grades = {
      Chi: '5',
      Eng: '5*',
      Maths: '5**',
      Chem: '5**',
      Bio: '5**',
      Phys: '5*',
      M2: '4',
      CS: 'A',
    };
    const low = calculateProgramScore(spec('JS4501'), grades);
    expect(low.totalScores).toBe(38);
    expect(rowOf(low, 'M2').use).toBe('notCounted');
    // M2 5** 7 beats Chi 5: Chi scores (7 + 5) / 2 = 6, +1: 39 — not 38 − 5 + 7 = 40 (M2 as an elective).
    const high = calculateProgramScore(spec('JS4501'), { ...grades, M2: '5**' });
    expect(high.totalScores).toBe(39);
    expect(rowOf(high, 'M2')).toMatchObject({ use: 'bonus', weightedScore: 1 });
  });

  it('names the requirement really unmet: a lone science meets the science requirement, not "any elective"', () => {
    // JS1050's published elective requirements (programme_min_requirements_2026.csv), on JS1000's rows:
    // elective 1 any subject at Level 3, elective 2 one of Bio / Chem / CombSci / IntSci / Phys at Level 3.
    const s = buildProgramScoreSpec(
      {
        ...SOURCES.JS1000!,
        minRequirements: {
          chinese: '3',
          english: '3',
          mathematics: '2',
          csd: 'A',
          electives: [
            { count: 1, minLevel: '3', subjects: 'any', excludes: [] },
            { count: 1, minLevel: '3', subjects: ['Bio', 'Chem', 'CombSci', 'IntSci', 'Phys'], excludes: [] },
          ],
        },
      },
      schemes,
    );
    // Chem 4 is the only elective at Level 3 (Econ 2). Chem can meet either requirement but not both: it
    // meets the science one, and what is missing is a second elective at Level 3 — not a science.
    const r = calculateProgramScore(s, { Chi: '4', Eng: '4', Maths: '4', Chem: '4', Econ: '2', CS: 'A' });
    expect(r.meetsElectiveRequirements).toBe(false);
    expect(r.groupedMinGradeSubjectRules.map((g) => [g.subjects, g.matchedSubjects, g.met])).toEqual([
      ['any', [], false],
      [['Bio', 'Chem', 'CombSci', 'IntSci', 'Phys'], ['Chem'], true],
    ]);
    // With Econ at 3 both are met, each by its own subject.
    const both = calculateProgramScore(s, { Chi: '4', Eng: '4', Maths: '4', Chem: '4', Econ: '3', CS: 'A' });
    expect(both.groupedMinGradeSubjectRules.map((g) => g.matchedSubjects)).toEqual([['Econ'], ['Chem']]);
  });

  it('a Dropped subject is not scored (HKBU JS2020)', () => {
    // As the first case with Physics dropped: Eng 6 + Maths 5 + Chi 4 + Econ 4 + Chem 3 = 22.
    const r = calculateProgramScore(spec('JS2020'), {
      Chi: '4',
      Eng: '5*',
      Maths: '5',
      Phys: 'Dropped',
      Chem: '3',
      Econ: '4',
      CS: 'A',
    });
    expect(r.totalScores).toBe(22);
    expect(r.calculationSteps.scoreObj.some((s) => s.subjectCode === 'Phys')).toBe(false);
  });

  it('HKMU JS9009 scores Level 1 as 0 (A_7_NO_L1) and reports each unmet core minimum', () => {
    // Hist 4 + Chi 3 + Geog 3 + Eng 2 + Maths 1 → 0 = 12 (Bio 1 also 0).
    const r = calculateProgramScore(spec('JS9009'), {
      Chi: '3',
      Eng: '2',
      Maths: '1',
      Hist: '4',
      Geog: '3',
      Bio: '1',
    });
    expect(r.totalScores).toBe(12);
    expect(rowOf(r, 'Maths').score).toBe(0);
    expect(r.notMeetMinGradeSubjects.map((n) => n.subjectCode)).toEqual(['Eng', 'Maths']);
    // No CSD grade entered: taken as Attained, and said so.
    expect(r.caveats).toEqual(['csdAssumedAttained']);
  });

  it('CityUHK JS1211 counts Maths and M1/M2 as one subject', () => {
    // Weightings × 2: Eng, Maths, M1, M2, Bio, Chem, Phys. The mathematics slot takes Maths 5** 8.5 × 2 = 17,
    // so M1 (5.5 × 2 = 11) may not count as well. Best 4 others: Phys 11, Eng 8, Chem 8, Bio 6. Total 50.
    const r = calculateProgramScore(spec('JS1211'), {
      Chi: '4',
      Eng: '4',
      Maths: '5**',
      M1: '5',
      Phys: '5',
      Chem: '4',
      Bio: '3',
      CS: 'A',
    });
    expect(r.totalScores).toBe(50);
    expect(rowOf(r, 'M1').use).toBe('notCounted');
  });

  it('CUHK JS4601 keeps a weighting on at most three subjects', () => {
    // Weightings: M1/M2 × 2, Bio/Chem/Phys × 2, the better of Eng/Maths × 1.5, ICT × 1.5.
    // M2 5 5.5 × 2 = 11, Phys 5 5.5 × 2 = 11, Maths 5* 7 × 1.5 = 10.5 — three weighted subjects;
    // then ICT 5* counts 7 × 1 (not 10.5) and Eng 5 5.5. Total 11 + 11 + 10.5 + 7 + 5.5 = 45.
    const r = calculateProgramScore(spec('JS4601'), {
      Chi: '4',
      Eng: '5',
      Maths: '5*',
      M2: '5',
      Phys: '5',
      Chem: '4',
      ICT: '5*',
      CS: 'A',
    });
    expect(r.totalScores).toBe(45);
    expect(rowOf(r, 'ICT')).toMatchObject({ weighting: 1, weightedScore: 7 });
  });

  it('Applied Learning and other languages follow the institution tables (HKBU JS2020 vs SSSDP JSSA01)', () => {
    // HKBU: ApL D2 → 4 (B_430), French C1 → 7 (C_HKBU). Best 5: 7 + 4 + Chi 3 + Eng 3 + Maths 3 = 20.
    const grades = { Chi: '3', Eng: '3', Maths: '3', Apl668: 'D2', French: 'C1', Hist: '2', CS: 'A' };
    const hkbu = calculateProgramScore(spec('JS2020'), grades);
    expect(hkbu.totalScores).toBe(20);
    // Electives at Level 3: the ApL course (Distinction II ≈ Level 4) counts; French has no level; Hist 2 is too low.
    expect(hkbu.meetsElectiveRequirements).toBe(false);
    // SSSDP publishes no ApL or other-language table: both score 0 and the result says so.
    // 3 + 3 + 3 + Hist 2 = 11, one slot unfilled.
    const sssdp = calculateProgramScore(spec('JSSA01'), grades);
    expect(sssdp.totalScores).toBe(11);
    expect(sssdp.calculationSteps.unfilledSlots).toBe(1);
    expect(sssdp.caveats).toEqual(['categoryBNotScored', 'categoryCNotScored']);
  });

  it('scores nothing for no grades, with every core minimum unmet', () => {
    const r = calculateProgramScore(spec('JS2020'), {});
    expect(r.totalScores).toBe(0);
    expect(r.calculationSteps.unfilledSlots).toBe(5);
    expect(r.meetsProgramMinimum).toBe(false);
    expect(r.notMeetMinGradeSubjects.map((n) => n.grade)).toEqual([null, null, null]);
  });

  it('gives the same result on the JSON copy the web receives', () => {
    const s = spec('JS5312');
    const grades = { Chi: '4', Eng: '5', Maths: '5*', M1: '4', Econ: '5**', Geog: '5' };
    expect(calculateProgramScore(JSON.parse(JSON.stringify(s)), grades)).toEqual(
      calculateProgramScore(s, grades),
    );
  });
});

describe('formatScore', () => {
  it('shows one decimal, rounding halves up', () => {
    expect(formatScore(26)).toBe('26.0');
    expect(formatScore(44.625)).toBe('44.6');
    expect(formatScore(1.45)).toBe('1.5');
    expect(formatScore(0.05)).toBe('0.1');
    expect(formatScore(203.3)).toBe('203.3');
  });
});
