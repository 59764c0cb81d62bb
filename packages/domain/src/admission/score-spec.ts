import type { SubjectCategory } from './grades.ts';

/**
 * Everything the score calculator needs to score one programme, built from the reference tables by
 * `buildProgramScoreSpec` (score-spec-build.ts). Plain JSON: the server sends all of them to the web in
 * one response and both sides run the same calculator on it.
 */

/** The formula families: institutions publish scores on their own scales and formulas. */
export const SCORE_INSTITUTIONS = [
  'CityUHK',
  'HKBU',
  'PolyU',
  'CUHK',
  'HKUST',
  'HKU',
  'LingnanU',
  'EdUHK',
  'HKMU',
  'SSSDP',
] as const;
export type ScoreInstitution = (typeof SCORE_INSTITUTIONS)[number];

/**
 * How a term weighs the subject it takes: a published multiplier, or 'flat' — the subject's own weight from
 * the programme's weighting list (with the best-of groups applied).
 */
export type TermWeight = number | 'flat';

/**
 * One term of a published formula such as `2 x Eng + Best 4 Subjects# with Weighting1`, or CUHK's
 * `AENGL+ACHIN+AMATH+Best(2)`.
 */
export type FormulaTerm =
  /** A subject that must be counted; with several codes, whichever the student has ('M1 / M2'). */
  | { kind: 'subject'; subjects: string[]; weight: TermWeight }
  /** The best `count` subjects not yet counted: of any subject, of electives only, or from a list. */
  | { kind: 'best'; count: number; from: 'any' | 'electives' | string[]; weight: TermWeight };

/** What is added for a subject beyond those counted. */
export type ExtraSubjectBonus =
  /** HKU `0.2 x 6th Best Subject`: the next best subject × multiplier. */
  | { kind: 'nextBest'; multiplier: number; weight: TermWeight }
  /** PolyU: the points of a 6th subject at Level 3 or above, "without subject weighting". */
  | { kind: 'polyu'; minPoints: number };

/** One HKUST formula step (hkust_formula_steps_2026.csv). */
export type HkustStep =
  | { kind: 'required'; subject: string; weight: number }
  | {
      kind: 'bestFromPool';
      /** Empty: any subject of the eligible categories. */
      pool: string[];
      /** The first entry naming a subject gives its weight; other subjects weigh 1. */
      weights: { subjects: string[]; weight: number }[];
      categories: SubjectCategory[];
    }
  /** The better total of alternative step lists. */
  | { kind: 'betterOf'; options: HkustStep[][] };

export interface HkustFormula {
  steps: HkustStep[];
  /**
   * The highest attainable best-5 weighted score (every subject at 5**), derived from the steps' weights:
   * the 6th-subject bonus is a percentage of it (72.25 for weights summing to 8.5).
   */
  topSubtotal: number;
  /** Categories the subject after the five counted may come from for the bonus percentage. */
  bonusCategories: SubjectCategory[];
}

/** One elective requirement: `count` subjects at `minGrade` or above, from a list or any elective. */
export interface ElectiveMinimum {
  count: number;
  minGrade: string;
  subjects: 'any' | string[];
  excludes: string[];
}

export interface ProgramMinimum {
  /** Chinese, English, Mathematics and CSD ('CS'), each with its minimum level ('3', 'A'). */
  core: { subjectCode: string; minGrade: string }[];
  electives: ElectiveMinimum[];
}

/** Published admission figures of one intake year, on the institution's own scale. */
export interface ProgramPastFigures {
  intakeYear: number;
  mean: number | null;
  median: number | null;
  lowerQuartile: number | null;
  upperQuartile: number | null;
}

/**
 * Where the calculator cannot follow the published formula exactly from the structured data, it says so
 * with one of these keys (result.caveats). English notes for each: SCORE_CAVEAT_NOTES_EN.
 */
export const SCORE_CAVEATS = [
  'formulaUnparsed',
  'formulaFootnote',
  'scienceSubjectsAssumed',
  'compulsorySubjectsIgnored',
  'weightVariantsHighestUsed',
  'minimumFootnote',
  'categoryBNotScored',
  'categoryCNotScored',
  'appliedLearningWeightUnknown',
  'csdAssumedAttained',
  'pastFiguresAboveMaximum',
] as const;
export type ScoreCaveat = (typeof SCORE_CAVEATS)[number];

export const SCORE_CAVEAT_NOTES_EN: Readonly<Record<ScoreCaveat, string>> = {
  formulaUnparsed:
    'The published formula could not be read; the score counts the best subjects only, without its conditions.',
  formulaFootnote:
    'The published formula has footnotes (such as which subjects may count) that are not applied here.',
  scienceSubjectsAssumed: '"Best science subject" is taken as the best of Biology, Chemistry and Physics.',
  compulsorySubjectsIgnored:
    'The data lists compulsory subjects that the published formula does not name; they are not forced into the score.',
  weightVariantsHighestUsed:
    'A subject has several published weightings (for example by Combined Science pairing); the highest is used.',
  minimumFootnote: 'A minimum level carries a footnote that is not applied.',
  categoryBNotScored:
    'No Applied Learning conversion is published for this institution; those subjects score 0.',
  categoryCNotScored:
    'No other-language conversion is published for this institution; those subjects score 0.',
  appliedLearningWeightUnknown:
    'Some Applied Learning weightings name courses without a subject code; the default weighting is used.',
  csdAssumedAttained: 'Citizenship and Social Development has no grade yet; it is taken as Attained.',
  pastFiguresAboveMaximum:
    "The past admission scores are above the highest score this year's formula gives: the formula has changed, so compare with care.",
};

export interface ProgramScoreSpec {
  programId: number;
  jupasCode: string;
  institution: ScoreInstitution;
  /** The formula label as published (score_formula_2026), e.g. 'Best 5 Subjects'. */
  formulaLabel: string | null;
  /** 'best5' | 'best6' as the source classifies the formula. */
  formulaType: string | null;
  /** Grade → points per subject category; null where the institution publishes no table. */
  gradePoints: {
    schemes: { A: string; B: string | null; C: string | null };
    A: Record<string, number>;
    B: Record<string, number> | null;
    C: Record<string, number> | null;
  };
  /** Subject code → weight from the programme's weighting list. */
  weights: Record<string, number>;
  /** Weight of a subject not in the list; null: such a subject does not count (PolyU lists every one). */
  defaultWeight: number | null;
  /** Weightings name Applied Learning courses without a subject code (EdUHK "Specified ApL subject(s)"). */
  appliedLearningWeightsUnmapped: boolean;
  /** The best `pick` subjects among `subjects` take `weight` (CUHK, e.g. best of M1/M2 × 1.5). */
  bestOf: { subjects: string[]; pick: number; weight: number }[];
  /** The published formula as terms (every institution but HKUST), in the order they are filled. */
  terms: FormulaTerm[];
  /** Maths and M1/M2 count as one subject (CityUHK JS1211). */
  mathsAndExtendedAsOne: boolean;
  /**
   * CUHK MBChB: M1/M2 is no elective; if it beats the lowest counted subject, that subject scores the
   * average of the two (score-calculator-extended.ts).
   */
  extendedHalfReplacement: boolean;
  /** At most this many subjects keep a weighting above 1 (CUHK JS4601). */
  maxWeightedSubjects: number | null;
  extraBonus: ExtraSubjectBonus | null;
  /** HKUST's stepwise formula and 6th-subject bonus percentage; null elsewhere. */
  hkust: HkustFormula | null;
  minimum: ProgramMinimum;
  /** The highest score the formula can give (every subject at 5**). */
  maxScore: number;
  /** Latest intake year first. */
  past: ProgramPastFigures[];
  /** Deviations known when the spec is built; results add the ones that depend on the grades. */
  caveats: ScoreCaveat[];
}
