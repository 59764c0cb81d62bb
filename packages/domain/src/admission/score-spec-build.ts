import {
  CSD_CODE,
  DEFAULT_GRADE_POINTS,
  parseMinimumLevel,
  SUBJECT_CATEGORIES,
  type SubjectCategory,
} from './grades.ts';
import { CATEGORY_A_ELECTIVES } from './hkdse.ts';
import { calculateProgramScore } from './score-calculator.ts';
import type {
  ElectiveMinimum,
  ExtraSubjectBonus,
  FormulaTerm,
  HkustFormula,
  HkustStep,
  ProgramMinimum,
  ProgramScoreSpec,
  ScoreCaveat,
  ScoreInstitution,
  TermWeight,
} from './score-spec.ts';
import { orderTermsForFilling, parseFormulaLabel } from './score-spec-formula.ts';

/**
 * Builds a programme's ProgramScoreSpec from its rows in the reference tables (packages/db schema
 * programs.ts). Pure: the server's loader reads the tables and hands the rows over; tests hand over rows
 * copied from packages/db/data/jupas.
 */

/** The rows of one programme, shaped as the reference tables hold them. */
export interface ProgramScoreSource {
  program: {
    id: number;
    jupasCode: string;
    scoreFormula: string | null;
    scoreFormulaType: string | null;
    weightingsText: string | null;
    catA5StarStarPoints: number;
  };
  /** The institution's conversion scheme ids as institutions.csv gives them (e.g. 'C_CUHK (C_CUHK_MEDIC for medicine)'). */
  institutionSchemes: { catA: string | null; catB: string | null; catC: string | null };
  subjectWeights: readonly { subjectName: string; subjectCodes: readonly string[]; weight: number }[];
  bestOf: readonly { groupNo: number; pickCount: number; weight: number; subjectCodes: readonly string[] }[];
  calculationRules: readonly {
    ruleType: string;
    subjects: readonly string[];
    count: number | null;
    multiplier: number | null;
    limit: number | null;
    bonusEligibleCategories: readonly string[];
  }[];
  formulaSteps: readonly {
    stepNo: number;
    stepType: string;
    subjectCode: string | null;
    weight: number | null;
    subjectPool: readonly string[];
    poolWeights: readonly { subjects: readonly string[]; weight: number }[];
    eligibleCategories: readonly string[];
    options:
      | readonly (readonly {
          subjectFilter: readonly string[];
          weights: readonly { subjects: readonly string[]; weight: number }[];
          eligibleCategories: readonly string[];
        }[])[]
      | null;
  }[];
  minRequirements: {
    chinese: string | null;
    english: string | null;
    mathematics: string | null;
    csd: string | null;
    electives: readonly {
      count: number;
      minLevel: string;
      subjects: 'any' | readonly string[];
      excludes: readonly string[];
    }[];
  } | null;
  admissions: readonly {
    intakeYear: number;
    mean: number | null;
    median: number | null;
    lowerQuartile: number | null;
    upperQuartile: number | null;
  }[];
}

/** Scheme id → grade → points, from grade_point_conversions (the `score_rules` table). */
export type GradePointSchemes = Readonly<Record<string, Readonly<Record<string, number>>>>;

export function gradePointSchemes(
  rows: readonly { schemeId: string; grade: string; points: number }[],
): GradePointSchemes {
  const schemes: Record<string, Record<string, number>> = {};
  for (const row of rows) {
    schemes[row.schemeId] ??= {};
    schemes[row.schemeId]![row.grade] = row.points;
  }
  return schemes;
}

const INSTITUTION_BY_DIGIT: Readonly<Record<string, ScoreInstitution>> = {
  '1': 'CityUHK',
  '2': 'HKBU',
  '3': 'PolyU',
  '4': 'CUHK',
  '5': 'HKUST',
  '6': 'HKU',
  '7': 'LingnanU',
  '8': 'EdUHK',
  '9': 'HKMU',
};

/** The formula family from the JUPAS code: JS1xxx … JS9xxx by institution digit, JSSxxx SSSDP. */
export function scoreInstitutionOf(jupasCode: string): ScoreInstitution {
  if (jupasCode.startsWith('JSS')) return 'SSSDP';
  const institution = INSTITUTION_BY_DIGIT[jupasCode.charAt(2)];
  if (!institution) throw new Error(`no institution for JUPAS code ${jupasCode}`);
  return institution;
}

const firstSchemeId = (text: string | null): string | null =>
  /^[A-Z][A-Z0-9_]*/.exec(text ?? '')?.[0] ?? null;

function resolveSchemes(source: ProgramScoreSource, isMedicine: boolean) {
  const { catA, catB, catC } = source.institutionSchemes;
  const institutionA = firstSchemeId(catA);
  // The programme's own 5** points decide the Category A scale (CUHK medicine is on 5**=7 although CUHK
  // is on 8.5); the institution's 7-point variant is kept (HKMU: Level 1 scores 0).
  const schemeA =
    source.program.catA5StarStarPoints === 8.5
      ? 'A_8_5'
      : institutionA?.startsWith('A_7')
        ? institutionA
        : 'A_7';
  const medicineC = /\((C_[A-Z0-9_]+) for medicine\)/.exec(catC ?? '')?.[1];
  return { A: schemeA, B: firstSchemeId(catB), C: (isMedicine && medicineC) || firstSchemeId(catC) };
}

const ruleOf = (source: ProgramScoreSource, type: string) =>
  source.calculationRules.find((r) => r.ruleType === type);

const isCategory = (value: string): value is SubjectCategory =>
  (SUBJECT_CATEGORIES as readonly string[]).includes(value);

function weightsOf(source: ProgramScoreSource, institution: ScoreInstitution, caveats: Set<ScoreCaveat>) {
  const weights: Record<string, number> = {};
  let defaultWeight: number | null = institution === 'PolyU' ? null : 1;
  let unmappedAppliedLearning = false;
  if (institution === 'HKUST') return { weights, defaultWeight, unmappedAppliedLearning };
  for (const row of source.subjectWeights) {
    if (row.subjectCodes.length === 0) {
      if (/^other subjects$/i.test(row.subjectName.trim())) defaultWeight = row.weight;
      // PolyU lists every course it counts; a course without a code is not in the subject list at all.
      else if (institution !== 'PolyU') unmappedAppliedLearning = true;
      continue;
    }
    for (const code of row.subjectCodes) {
      const known = weights[code];
      if (known !== undefined && known !== row.weight) caveats.add('weightVariantsHighestUsed');
      weights[code] = Math.max(known ?? row.weight, row.weight);
    }
  }
  // The published list says "Module 1 or 2" where the structured list kept only M1 (README, e.g. JS6602).
  if (/Module 1 or 2/i.test(source.program.weightingsText ?? '') && weights.M1 !== undefined) {
    weights.M2 ??= weights.M1;
  }
  return { weights, defaultWeight, unmappedAppliedLearning };
}

/**
 * The published label's terms, with the data's compulsory subjects carved out of a plain "Best N" (CityUHK
 * `Best 4 Subjects` that must include English). Where the label names its own terms the label wins, and
 * compulsory subjects it does not mention are reported rather than forced in.
 */
function termsOf(source: ProgramScoreSource, institution: ScoreInstitution, caveats: Set<ScoreCaveat>) {
  const label = source.program.scoreFormula;
  const parsed = label ? parseFormulaLabel(label, institution) : null;
  const fallbackCount = source.program.scoreFormulaType === 'best6' ? 6 : 5;
  let terms: FormulaTerm[] = parsed?.terms ?? [
    { kind: 'best', count: fallbackCount, from: 'any', weight: 'flat' },
  ];
  if (!parsed) caveats.add('formulaUnparsed');
  if (parsed?.footnote) caveats.add('formulaFootnote');
  if (parsed?.sciencesAssumed) caveats.add('scienceSubjectsAssumed');

  const compulsory = ruleOf(source, 'compulsory_subjects')?.subjects ?? [];
  const pools = source.calculationRules.filter((r) => r.ruleType === 'compulsory_subject_pool');
  const only = terms.length === 1 ? terms[0] : undefined;
  if (only?.kind === 'best' && only.from === 'any') {
    const carved: FormulaTerm[] = [];
    // M1 and M2 are one slot: a candidate sits only one of them.
    const extended = compulsory.filter((c) => c === 'M1' || c === 'M2');
    const slots = compulsory.filter((c) => c !== 'M1' && c !== 'M2').map((c) => [c]);
    // Where Maths and M1/M2 count as one subject (JS1211), "M1/M2 compulsory" is that one mathematics slot.
    const mathsAsOne = ruleOf(source, 'maths_m1m2_as_one') !== undefined;
    if (extended.length > 0) slots.push(mathsAsOne ? ['Maths', ...extended] : [...extended]);
    for (const subjects of slots) carved.push({ kind: 'subject', subjects, weight: only.weight });
    for (const pool of pools) {
      carved.push({ kind: 'best', count: pool.count ?? 1, from: [...pool.subjects], weight: only.weight });
    }
    const left = only.count - slots.length - pools.reduce((n, p) => n + (p.count ?? 1), 0);
    if (left >= 0) {
      terms = left > 0 ? [...carved, { ...only, count: left }] : carved;
    } else {
      caveats.add('compulsorySubjectsIgnored');
    }
  } else {
    const covered = new Set<string>();
    for (const term of terms) {
      if (term.kind === 'subject') for (const c of term.subjects) covered.add(c);
      else if (Array.isArray(term.from)) for (const c of term.from) covered.add(c);
    }
    const named = [...compulsory, ...pools.flatMap((p) => p.subjects)];
    if (named.some((c) => !covered.has(c))) caveats.add('compulsorySubjectsIgnored');
  }
  return { terms: orderTermsForFilling(terms), parsed };
}

function extraBonusOf(
  source: ProgramScoreSource,
  parsed: ReturnType<typeof parseFormulaLabel>,
  institution: ScoreInstitution,
): ExtraSubjectBonus | null {
  // PolyU publishes the bonus as the 6th subject's score "without subject weighting" (decision 003).
  if (ruleOf(source, 'additional_bonus_6th')) return { kind: 'polyu', minPoints: 3 };
  const rule = ruleOf(source, 'bonus_6th') ?? ruleOf(source, 'bonus_7th');
  const defaultWeight: TermWeight = institution === 'HKU' ? 1 : 'flat';
  if (rule?.multiplier != null) {
    return { kind: 'nextBest', multiplier: rule.multiplier, weight: parsed?.bonus?.weight ?? defaultWeight };
  }
  if (parsed?.bonus)
    return { kind: 'nextBest', multiplier: parsed.bonus.multiplier, weight: parsed.bonus.weight };
  return null;
}

function hkustFormulaOf(source: ProgramScoreSource): HkustFormula | null {
  if (source.formulaSteps.length === 0) return null;
  const categories = (values: readonly string[]) => values.filter(isCategory);
  const pool = (
    subjects: readonly string[],
    weights: readonly { subjects: readonly string[]; weight: number }[],
    eligible: readonly string[],
  ): HkustStep => ({
    kind: 'bestFromPool',
    pool: [...subjects],
    weights: weights.map((w) => ({ subjects: [...w.subjects], weight: w.weight })),
    categories: categories(eligible),
  });
  const steps = [...source.formulaSteps]
    .sort((a, b) => a.stepNo - b.stepNo)
    .map((step): HkustStep => {
      if (step.stepType === 'required') {
        return { kind: 'required', subject: step.subjectCode ?? '', weight: step.weight ?? 1 };
      }
      if (step.stepType === 'better_of') {
        return {
          kind: 'betterOf',
          options: (step.options ?? []).map((alt) =>
            alt.map((o) => pool(o.subjectFilter, o.weights, o.eligibleCategories)),
          ),
        };
      }
      return pool(step.subjectPool, step.poolWeights, step.eligibleCategories);
    });
  const bonus = ruleOf(source, 'hkust_weighted_best');
  // topSubtotal is derived once the spec exists (buildProgramScoreSpec): it is the steps' own maximum.
  return { steps, topSubtotal: 0, bonusCategories: categories(bonus?.bonusEligibleCategories ?? []) };
}

function minimumOf(source: ProgramScoreSource, caveats: Set<ScoreCaveat>): ProgramMinimum {
  const req = source.minRequirements;
  if (!req) return { core: [], electives: [] };
  const core: ProgramMinimum['core'] = [];
  const levels: [string, string | null][] = [
    ['Chi', req.chinese],
    ['Eng', req.english],
    ['Maths', req.mathematics],
    [CSD_CODE, req.csd],
  ];
  for (const [subjectCode, minGrade] of levels) {
    if (minGrade === null) continue;
    if (parseMinimumLevel(minGrade)?.footnote) caveats.add('minimumFootnote');
    core.push({ subjectCode, minGrade });
  }
  const electives = req.electives.map(
    (e): ElectiveMinimum => ({
      count: e.count,
      minGrade: e.minLevel,
      subjects: e.subjects === 'any' ? 'any' : [...e.subjects],
      excludes: [...e.excludes],
    }),
  );
  return { core, electives };
}

export function buildProgramScoreSpec(
  source: ProgramScoreSource,
  schemes: GradePointSchemes,
): ProgramScoreSpec {
  const institution = scoreInstitutionOf(source.program.jupasCode);
  const caveats = new Set<ScoreCaveat>();
  // Both medicine rules are followed: its own scales (resolveSchemes) and the M1/M2 half-replacement.
  const isMedicine = ruleOf(source, 'medicine_conversion_scale') !== undefined;
  const schemeIds = resolveSchemes(source, isMedicine);
  const table = (id: string | null) => (id && schemes[id] ? { ...schemes[id] } : null);

  const hkust = institution === 'HKUST' ? hkustFormulaOf(source) : null;
  const { weights, defaultWeight, unmappedAppliedLearning } = weightsOf(source, institution, caveats);
  const { terms, parsed } = hkust ? { terms: [], parsed: null } : termsOf(source, institution, caveats);
  const maxWeighted = ruleOf(source, 'max_weighted_subjects')?.limit ?? null;

  const spec: ProgramScoreSpec = {
    programId: source.program.id,
    jupasCode: source.program.jupasCode,
    institution,
    formulaLabel: source.program.scoreFormula,
    formulaType: source.program.scoreFormulaType,
    gradePoints: {
      schemes: schemeIds,
      A: table(schemeIds.A) ?? { ...DEFAULT_GRADE_POINTS },
      B: table(schemeIds.B),
      C: table(schemeIds.C),
    },
    weights,
    defaultWeight,
    appliedLearningWeightsUnmapped: unmappedAppliedLearning,
    bestOf: hkust
      ? []
      : [...source.bestOf]
          .sort((a, b) => a.groupNo - b.groupNo)
          .map((g) => ({ subjects: [...g.subjectCodes], pick: g.pickCount, weight: g.weight })),
    terms,
    mathsAndExtendedAsOne: ruleOf(source, 'maths_m1m2_as_one') !== undefined,
    extendedHalfReplacement: ruleOf(source, 'm1m2_half_replacement') !== undefined,
    maxWeightedSubjects: maxWeighted,
    extraBonus: hkust ? null : extraBonusOf(source, parsed, institution),
    hkust,
    minimum: minimumOf(source, caveats),
    past: [...source.admissions]
      .sort((a, b) => b.intakeYear - a.intakeYear)
      .map((a) => ({
        intakeYear: a.intakeYear,
        mean: a.mean,
        median: a.median,
        lowerQuartile: a.lowerQuartile,
        upperQuartile: a.upperQuartile,
      })),
    maxScore: 0,
    caveats: [],
  };
  if (spec.hkust) spec.hkust.topSubtotal = topScores(spec).subtotal;
  spec.maxScore = maxAttainableScore(spec);
  const latest = spec.past[0];
  const figures = latest ? [latest.median, latest.mean, latest.lowerQuartile] : [];
  if (figures.some((f) => f !== null && f > spec.maxScore + 1e-6)) caveats.add('pastFiguresAboveMaximum');
  spec.caveats = [...caveats];
  return spec;
}

/** The highest score the formula gives (with M1 or M2, whichever the programme weighs more). */
export function maxAttainableScore(spec: ProgramScoreSpec): number {
  return topScores(spec).total;
}

/** The highest total and counted subtotal, every subject at 5** (one of M1/M2: a candidate sits one). */
function topScores(spec: ProgramScoreSpec): { total: number; subtotal: number } {
  const top: Record<string, string> = { Chi: '5**', Eng: '5**', Maths: '5**', [CSD_CODE]: 'A' };
  // Every Category A subject at 5** (and CSD attained): what no real candidate sits, but no formula exceeds.
  for (const code of CATEGORY_A_ELECTIVES) top[code] = '5**';
  const withM1 = calculateProgramScore(spec, { ...top, M1: '5**' });
  const withM2 = calculateProgramScore(spec, { ...top, M2: '5**' });
  return {
    total: Math.max(withM1.totalScores, withM2.totalScores),
    subtotal: Math.max(withM1.calculationSteps.subtotal, withM2.calculationSteps.subtotal),
  };
}
