import { sql } from 'drizzle-orm';
import {
  type AnyPgColumn,
  boolean,
  date,
  doublePrecision,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
} from 'drizzle-orm/pg-core';

// Reference data of JUPAS (institutions, programmes, admission figures, subjects and score rules), loaded
// by seed/reference from packages/db/data/jupas. Provenance per table: docs/data.md.

const emptyTextArray = sql`'{}'::text[]`;

/**
 * JUPAS institutions. Ids 1-9 are the digit of the JUPAS code (JS1xxx = 1 CityUHK … JS9xxx = 9 HKMU);
 * the SSSDP umbrella and its providers follow from 10 in order of their JUPAS code prefix.
 */
export const institutions = pgTable('institutions', {
  id: integer('id').primaryKey(),
  name: text('name').notNull(),
  nameShort: text('name_short').notNull(),
  nameChi: text('name_chi').notNull(),
  /** Null when the Chinese name is the source's; otherwise who supplied it (e.g. 'Waypoint project translation'). */
  nameChiSource: text('name_chi_source'),
  /** 'JS1' … 'JS9', 'JSS' for the SSSDP umbrella, 'JSSA' … for its providers. */
  jupasCodePrefix: text('jupas_code_prefix').notNull().unique(),
  /** 'jupas' (participating institution) | 'sssdp' (the umbrella) | 'sssdp_provider'. */
  role: text('role').notNull(),
  parentId: integer('parent_id').references((): AnyPgColumn => institutions.id),
  /** Points of a Category A 5** in the institution's usual conversion (8.5 or 7). */
  catA5StarStarPoints: doublePrecision('cat_a_5starstar_points'),
  /** Ids of score_rules schemes as the source gives them, sometimes with a note (e.g. CUHK medicine). */
  catAScheme: text('cat_a_scheme'),
  catBScheme: text('cat_b_scheme'),
  catCScheme: text('cat_c_scheme'),
});

/** The 2026 JUPAS programme list. Rows are never deleted by the loader: a programme gone from the data is 'Withdrawn'. */
export const programs = pgTable(
  'programs',
  {
    /** 1…n in jupas_code order on a fresh load; kept for existing codes when the data is reloaded. */
    id: integer('id').primaryKey(),
    jupasCode: text('jupas_code').notNull().unique(),
    /** For SSSDP programmes: the provider, not the umbrella. */
    institutionId: integer('institution_id')
      .notNull()
      .references(() => institutions.id),
    name: text('name').notNull(),
    nameChi: text('name_chi').notNull(),
    /** 'JS1000 BSc …': what the programme search matches (spec 2 §5), code included. */
    displayName: text('display_name').notNull(),
    faculty: text('faculty'),
    studyLevel: text('study_level').notNull(),
    programType: text('program_type').notNull().default('jupas'),
    /** 'Published' | 'Draft' (hidden from lists, spec 2 §4) | 'Withdrawn' (no longer in the data). Kept on reload. */
    status: text('status').notNull().default('Published'),
    /** First-year places; null where only a combined intake is published. */
    numOfPlaces: integer('num_of_places'),
    /** The page says "around N". */
    placesApprox: boolean('places_approx').notNull().default(false),
    placesRange: text('places_range'),
    /** Intake shared by the programmes in combinedIntakeCodes (e.g. PolyU broad admission). */
    combinedIntake: integer('combined_intake'),
    combinedIntakeCodes: text('combined_intake_codes').array().notNull().default(emptyTextArray),
    /** As published, e.g. 'HK$47,000'. */
    tuitionFeeFirstYear: text('tuition_fee_first_year'),
    tuitionFeeFirstYearHkd: integer('tuition_fee_first_year_hkd'),
    /** 'Y' listed on the institution's interview page, 'N' stated as none, null unknown. */
    interview: text('interview'),
    /** 'pre-results' | 'post-results' | 'both'. */
    interviewTiming: text('interview_timing'),
    /** Formula label for the 2026 cycle as published, e.g. 'Best 5'. */
    scoreFormula: text('score_formula'),
    /** 'best5' | 'best6'. */
    scoreFormulaType: text('score_formula_type'),
    scoreFormula2025: text('score_formula_2025'),
    /** The weighting list as published, for checking the structured rules. */
    weightingsText: text('weightings_text'),
    /** 8.5 or 7: points of a Category A 5** for this programme. */
    catA5StarStarPoints: doublePrecision('cat_a_5starstar_points').notNull(),
    jupasUrl: text('jupas_url'),
    /** 99999 = not highlighted. Set by admins, kept on reload. */
    sortOrder: integer('sort_order').notNull().default(99999),
  },
  (t) => [index('programs_institution_idx').on(t.institutionId)],
);

/**
 * Published admission scores per programme and intake year, on each institution's own scale (not
 * comparable across institutions). Keyed by JUPAS code: 2024 rows of codes no longer offered are kept
 * with a null programId.
 */
export const programAdmissions = pgTable(
  'program_admissions',
  {
    jupasCode: text('jupas_code').notNull(),
    programId: integer('program_id').references(() => programs.id, { onDelete: 'cascade' }),
    intakeYear: integer('intake_year').notNull(),
    /** Programme name given with the figures (2024 rows), useful where programId is null. */
    programName: text('program_name'),
    median: doublePrecision('median'),
    lowerQuartile: doublePrecision('lower_quartile'),
    upperQuartile: doublePrecision('upper_quartile'),
    mean: doublePrecision('mean'),
    /** The score expected for the following year's entry (2025 rows: for 2026). */
    expectedScoreNextYear: doublePrecision('expected_score_next_year'),
    maxAttainableScore: doublePrecision('max_attainable_score'),
    catA5StarStarPoints: doublePrecision('cat_a_5starstar_points'),
    source: text('source').notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.jupasCode, t.intakeYear] }),
    index('program_admissions_program_idx').on(t.programId, t.intakeYear),
  ],
);

/** Subject-level grades of admittees (CUHK, HKBU, LingnanU); not one candidate's results. */
export const programGradeProfiles = pgTable(
  'program_grade_profiles',
  {
    programId: integer('program_id')
      .notNull()
      .references(() => programs.id, { onDelete: 'cascade' }),
    intakeYear: integer('intake_year').notNull(),
    /** 'median' | 'lower_quartile' | 'upper_quartile'. */
    statistic: text('statistic').notNull(),
    /** 'Chinese', 'English', 'Mathematics', 'CSD', 'Elective 1'…, 'M1/M2', 'LS'. */
    subjectSlot: text('subject_slot').notNull(),
    grade: text('grade').notNull(),
  },
  (t) => [primaryKey({ columns: [t.programId, t.intakeYear, t.statistic, t.subjectSlot] })],
);

/** Applicants (type 'application') and offers ('offer') by choice band A-E, 2012-2025. */
export const programOfferStats = pgTable(
  'program_offer_stats',
  {
    jupasCode: text('jupas_code').notNull(),
    programId: integer('program_id').references(() => programs.id, { onDelete: 'cascade' }),
    year: integer('year').notNull(),
    type: text('type').notNull(),
    bandA: integer('band_a'),
    bandB: integer('band_b'),
    bandC: integer('band_c'),
    bandD: integer('band_d'),
    bandE: integer('band_e'),
    total: integer('total'),
  },
  (t) => [
    primaryKey({ columns: [t.jupasCode, t.year, t.type] }),
    index('program_offer_stats_program_idx').on(t.programId, t.year),
  ],
);

/** HKDSE subjects. Ids 1…n in the source file's order on a fresh load (Chi 1, Eng 2, Maths 3, CS 4). */
export const subjects = pgTable('subjects', {
  id: integer('id').primaryKey(),
  /** Short code used by every rule table ('Chi', 'Eng', 'Maths', 'M1', 'Phys', 'Apl668' …). */
  code: text('code').notNull().unique(),
  nameEn: text('name_en').notNull(),
  nameChi: text('name_chi').notNull(),
  /** Null when the Chinese name is the source's; otherwise e.g. 'Waypoint project translation'. */
  nameChiSource: text('name_chi_source'),
  category: text('category').notNull(),
  isCore: boolean('is_core').notNull(),
  aplCourseCode: text('apl_course_code'),
  aplArea: text('apl_area'),
  /** Grades from best to worst, e.g. {5**,5*,5,4,3,2,1,U}. */
  gradeLevels: text('grade_levels').array().notNull().default(emptyTextArray),
  source: text('source').notNull(),
});

/** The grades of each HKDSE subject group, ranked from best (1). */
export const gradeLevels = pgTable(
  'grade_levels',
  {
    subjectGroup: text('subject_group').notNull(),
    grade: text('grade').notNull(),
    rank: integer('rank').notNull(),
    label: text('label'),
  },
  (t) => [primaryKey({ columns: [t.subjectGroup, t.grade] })],
);

/** Grade-to-points conversion schemes (A_7, A_8_5, B_430, C_HKU …); a grade not listed scores 0. */
export const scoreRules = pgTable(
  'score_rules',
  {
    schemeId: text('scheme_id').notNull(),
    subjectCategory: text('subject_category').notNull(),
    grade: text('grade').notNull(),
    points: doublePrecision('points').notNull(),
    note: text('note'),
  },
  (t) => [primaryKey({ columns: [t.schemeId, t.grade] })],
);

/** Subject multipliers for 2026 entry; subjects not listed have the institution's default weight. */
export const programSubjectRules = pgTable(
  'program_subject_rules',
  {
    programId: integer('program_id')
      .notNull()
      .references(() => programs.id, { onDelete: 'cascade' }),
    /** As published; several names can share one code (e.g. the BAFS modules). */
    subjectName: text('subject_name').notNull(),
    /**
     * Usually one code; several when the weight applies to either subject ('M1|M2', 'Geog|Hist'); empty
     * for ApL courses or groups with no code ('Other Subjects').
     */
    subjectCodes: text('subject_codes').array().notNull().default(emptyTextArray),
    weight: doublePrecision('weight').notNull(),
  },
  (t) => [primaryKey({ columns: [t.programId, t.subjectName] })],
);

/** Weight applied to the best pickCount subjects among subjectCodes (e.g. best of M1/M2 × 1.5). */
export const programBestOfRules = pgTable(
  'program_best_of_rules',
  {
    programId: integer('program_id')
      .notNull()
      .references(() => programs.id, { onDelete: 'cascade' }),
    groupNo: integer('group_no').notNull(),
    pickCount: integer('pick_count').notNull(),
    weight: doublePrecision('weight').notNull(),
    subjectCodes: text('subject_codes').array().notNull(),
  },
  (t) => [primaryKey({ columns: [t.programId, t.groupNo] })],
);

/** Score-calculation rules by type (compulsory subjects, 6th/7th subject bonus, scale and policy tags…). */
export const programCalculationRules = pgTable(
  'program_calculation_rules',
  {
    programId: integer('program_id')
      .notNull()
      .references(() => programs.id, { onDelete: 'cascade' }),
    ruleType: text('rule_type').notNull(),
    subjects: text('subjects').array().notNull().default(emptyTextArray),
    count: integer('count'),
    multiplier: doublePrecision('multiplier'),
    limit: integer('limit'),
    subjectCount: integer('subject_count'),
    maxAttainableWeighting: doublePrecision('max_attainable_weighting'),
    bonusPercentage: doublePrecision('bonus_percentage'),
    bonusEligibleCategories: text('bonus_eligible_categories').array().notNull().default(emptyTextArray),
  },
  (t) => [primaryKey({ columns: [t.programId, t.ruleType] })],
);

/** A weight applied to the best subject among `subjects`. */
export interface PoolWeight {
  subjects: string[];
  weight: number;
}

/** One step inside a 'better_of' alternative; always a best-from-pool step in the 2026 data. */
export interface FormulaStepOption {
  type: 'best_from_pool';
  /** Empty = any eligible subject. */
  subjectFilter: string[];
  weights: PoolWeight[];
  eligibleCategories: string[];
}

/** HKUST's formula as ordered steps: required subject × weight, best of a pool, or the better of alternatives. */
export const programFormulaSteps = pgTable(
  'program_formula_steps',
  {
    programId: integer('program_id')
      .notNull()
      .references(() => programs.id, { onDelete: 'cascade' }),
    stepNo: integer('step_no').notNull(),
    /** 'required' | 'best_from_pool' | 'better_of'. */
    stepType: text('step_type').notNull(),
    subjectCode: text('subject_code').references(() => subjects.code),
    weight: doublePrecision('weight'),
    /** Empty = any eligible subject. */
    subjectPool: text('subject_pool').array().notNull().default(emptyTextArray),
    poolWeights: jsonb('pool_weights').$type<PoolWeight[]>().notNull().default([]),
    eligibleCategories: text('eligible_categories').array().notNull().default(emptyTextArray),
    /** For 'better_of': the alternative step lists, the better total counts. */
    options: jsonb('options').$type<FormulaStepOption[][]>(),
  },
  (t) => [primaryKey({ columns: [t.programId, t.stepNo] })],
);

/** One elective requirement: `count` subjects at `minLevel` or above from `subjects`. */
export interface ElectiveRequirement {
  count: number;
  minLevel: string;
  /** 'any' or subject codes (any one of them). */
  subjects: 'any' | string[];
  /** Subjects that do not count (e.g. M1/M2 for CUHK medicine). */
  excludes: string[];
}

/** Minimum HKDSE levels per programme (grades as text: '3', 'A' for CSD, '5^' as the source gives it). */
export const programMinRequirements = pgTable('program_min_requirements', {
  programId: integer('program_id')
    .primaryKey()
    .references(() => programs.id, { onDelete: 'cascade' }),
  chinese: text('chinese'),
  english: text('english'),
  mathematics: text('mathematics'),
  csd: text('csd'),
  electives: jsonb('electives').$type<ElectiveRequirement[]>().notNull().default([]),
});

/** Interview arrangements for 2026 entry, as listed on each institution's page. */
export const programInterviews = pgTable(
  'program_interviews',
  {
    jupasCode: text('jupas_code').primaryKey(),
    /** Null for the few listed codes that are not in the 2026 programme list. */
    programId: integer('program_id').references(() => programs.id, { onDelete: 'cascade' }),
    listedBy: text('listed_by').notNull(),
    type: text('type').notNull(),
    /** 'pre-results' | 'post-results' | 'both'. */
    timing: text('timing'),
    beforeResults: text('before_results'),
    afterResults: text('after_results'),
    sourceUrl: text('source_url'),
    fetchedOn: date('fetched_on', { mode: 'string' }),
  },
  (t) => [index('program_interviews_program_idx').on(t.programId)],
);
