import { sql } from 'drizzle-orm';
import {
  type AnyPgColumn,
  bigserial,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uuid,
} from 'drizzle-orm/pg-core';
import { disciplines } from './disciplines.ts';
import { programs } from './programs.ts';
import { users } from './users.ts';

// Professions are the ISCO-08 unit groups; sectors the HSIC V2.0 sections; employers the Hang Seng Index
// constituents. Provenance and the project's translations: docs/data.md.

/** ISCO-08 major (1 digit), sub-major (2) and minor (3) groups. */
export const professionGroups = pgTable('profession_groups', {
  code: text('code').primaryKey(),
  /** 'major' | 'sub_major' | 'minor'. */
  level: text('level').notNull(),
  name: text('name').notNull(),
  nameChi: text('name_chi').notNull(),
  nameChiSource: text('name_chi_source'),
  parentCode: text('parent_code').references((): AnyPgColumn => professionGroups.code),
  /** ISCO-08 skill level 1-4; null on major groups 1 and 0, which span several levels. */
  skillLevel: integer('skill_level'),
});

/** ISCO-08 unit groups (4 digits). Ids 1…436 in code order on a fresh load ('0110' first). */
export const professions = pgTable(
  'professions',
  {
    id: integer('id').primaryKey(),
    /** Text, to keep leading zeros ('0110'). */
    iscoCode: text('isco_code').notNull().unique(),
    name: text('name').notNull(),
    nameChi: text('name_chi').notNull(),
    /** Who translated the Chinese name: ISCO-08 has no official Chinese version. */
    nameChiSource: text('name_chi_source'),
    majorGroupCode: text('major_group_code')
      .notNull()
      .references(() => professionGroups.code),
    subMajorGroupCode: text('sub_major_group_code')
      .notNull()
      .references(() => professionGroups.code),
    minorGroupCode: text('minor_group_code')
      .notNull()
      .references(() => professionGroups.code),
    /** ISCO-08 skill level 1-4 (4 ≈ bachelor's or above). */
    skillLevel: integer('skill_level').notNull(),
    /** Short explanation written by the loader from the ISCO-08 hierarchy and skill level (docs/data.md). */
    explanation: text('explanation').notNull().default(''),
    explanationChi: text('explanation_chi').notNull().default(''),
    /** Spec 3 §3 requires flags ('SecondarySchool', 'HigherDiplomaAndAssociate', 'Bachelor', …) from the skill level. */
    requires: text('requires').array().notNull().default(sql`'{}'::text[]`),
    /** What people call the work (nurse, RN / 護士, 姑娘): the project's reviewed list, searched with the names. */
    everydayNames: text('everyday_names').array().notNull().default(sql`'{}'::text[]`),
    everydayNamesChi: text('everyday_names_chi').array().notNull().default(sql`'{}'::text[]`),
  },
  (t) => [index('professions_minor_group_idx').on(t.minorGroupCode)],
);

/** HSIC V2.0 sections A-U. Ids 1…21 in letter order (the source table's own ids). */
export const sectors = pgTable('sectors', {
  id: integer('id').primaryKey(),
  hsicCode: text('hsic_code').notNull().unique(),
  name: text('name').notNull(),
  nameChi: text('name_chi').notNull(),
});

/** Segments within a sector: the project's sub-areas of each HSIC section (packages/db/data/professions). */
export const segments = pgTable(
  'segments',
  {
    id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
    /** The project's code ('C07'); null on segments admins add by hand. */
    code: text('code').unique(),
    sectorId: integer('sector_id')
      .notNull()
      .references(() => sectors.id),
    name: text('name').notNull(),
    nameChi: text('name_chi'),
    seq: integer('seq').notNull().default(0),
  },
  (t) => [index('segments_sector_idx').on(t.sectorId, t.seq)],
);

/** Employers; the seed holds the Hang Seng Index constituents (older snapshots), others may be added. */
export const employers = pgTable('employers', {
  id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
  /** 4 digits with leading zeros; null for employers that are not listed companies. */
  hkexStockCode: text('hkex_stock_code').unique(),
  nameEn: text('name_en'),
  nameChi: text('name_chi'),
  /** 'Finance' | 'Utilities' | 'Properties' | 'Commerce & Industry' (from the English list only). */
  hsiSubindex: text('hsi_subindex'),
  /** 'local' | 'multinational': the project's reviewed column (docs/data.md). */
  scope: text('scope'),
  companyUrl: text('company_url'),
});

export const professionSegments = pgTable(
  'profession_segments',
  {
    professionId: integer('profession_id')
      .notNull()
      .references(() => professions.id, { onDelete: 'cascade' }),
    segmentId: integer('segment_id')
      .notNull()
      .references(() => segments.id, { onDelete: 'cascade' }),
  },
  (t) => [
    primaryKey({ columns: [t.professionId, t.segmentId] }),
    index('profession_segments_segment_idx').on(t.segmentId),
  ],
);

/** Professions a JUPAS study area leads to (both ways: a discipline's professions, a profession's programmes). */
export const professionDisciplines = pgTable(
  'profession_disciplines',
  {
    professionId: integer('profession_id')
      .notNull()
      .references(() => professions.id, { onDelete: 'cascade' }),
    disciplineId: integer('discipline_id')
      .notNull()
      .references(() => disciplines.id, { onDelete: 'cascade' }),
    /** 'core': its degrees lead straight into the work; 'related': a sensible second route. */
    strength: text('strength').notNull().default('related'),
  },
  (t) => [
    primaryKey({ columns: [t.professionId, t.disciplineId] }),
    index('profession_disciplines_discipline_idx').on(t.disciplineId),
  ],
);

/**
 * Programmes leading to a profession, chosen by the reviewed programme keywords of its links (docs/data.md):
 * 'core' programmes prepare for the work directly, 'related' ones are a second route; others are not listed.
 */
export const professionPrograms = pgTable(
  'profession_programs',
  {
    professionId: integer('profession_id')
      .notNull()
      .references(() => professions.id, { onDelete: 'cascade' }),
    programId: integer('program_id')
      .notNull()
      .references(() => programs.id, { onDelete: 'cascade' }),
    strength: text('strength').notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.professionId, t.programId] }),
    index('profession_programs_program_idx').on(t.programId),
  ],
);

/**
 * What the work is, day to day: the project's reviewed writing per ISCO-08 minor group (3 digits) and per unit
 * group (4 digits) where a unit's work differs from its group's. A profession reads its unit row, else its
 * minor group's. Lists are in the same order in both languages.
 */
export const workProfiles = pgTable('work_profiles', {
  iscoCode: text('isco_code').primaryKey(),
  summary: text('summary').notNull(),
  summaryChi: text('summary_chi').notNull(),
  tasks: text('tasks').array().notNull(),
  tasksChi: text('tasks_chi').array().notNull(),
  skills: text('skills').array().notNull(),
  skillsChi: text('skills_chi').array().notNull(),
  workplaces: text('workplaces').array().notNull(),
  workplacesChi: text('workplaces_chi').array().notNull(),
  /** The usual way into the work in Hong Kong; empty where there is no single usual route. */
  entry: text('entry').notNull().default(''),
  entryChi: text('entry_chi').notNull().default(''),
});

export const segmentEmployers = pgTable(
  'segment_employers',
  {
    segmentId: integer('segment_id')
      .notNull()
      .references(() => segments.id, { onDelete: 'cascade' }),
    employerId: integer('employer_id')
      .notNull()
      .references(() => employers.id, { onDelete: 'cascade' }),
  },
  (t) => [
    primaryKey({ columns: [t.segmentId, t.employerId] }),
    index('segment_employers_employer_idx').on(t.employerId),
  ],
);

/** What the profession select modal remembers when a reaction is made (spec 3 §3 UserProfession.appState). */
export interface ProfessionAppState {
  selectedOption?: string | null;
  searchKeyword?: string | null;
}

/** Spec 3 §3 UserProfession: a student's reaction to a profession and its place in their list. */
export const userProfessions = pgTable(
  'user_professions',
  {
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    professionId: integer('profession_id')
      .notNull()
      .references(() => professions.id, { onDelete: 'cascade' }),
    /** 'like' | 'dislike' | null (reaction withdrawn). */
    reaction: text('reaction'),
    order: integer('order').notNull().default(0),
    appState: jsonb('app_state').$type<ProfessionAppState>().notNull().default({}),
    reason: text('reason'),
    action: text('action'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.userId, t.professionId] }),
    index('user_professions_profession_idx').on(t.professionId),
  ],
);

/** Liked sectors and segments (spec 3 §3 likedSectorIds, likedSegmentIds): a row is a like. */
export const userLikedItems = pgTable(
  'user_liked_items',
  {
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** 'sector' | 'segment'. */
    kind: text('kind').notNull(),
    itemId: integer('item_id').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.kind, t.itemId] })],
);

/** Browsed professions, sectors and segments (spec 3 §3 browsed…Ids); a repeat visit moves the time. */
export const userBrowsedItems = pgTable(
  'user_browsed_items',
  {
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** 'profession' | 'sector' | 'segment'. */
    kind: text('kind').notNull(),
    itemId: integer('item_id').notNull(),
    browsedAt: timestamp('browsed_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.userId, t.kind, t.itemId] }),
    index('user_browsed_items_recent_idx').on(t.userId, t.browsedAt),
  ],
);

/** Spec 3 §3 Profession response: heard of (Yes) or not (No); a later answer replaces the earlier one. */
export const professionResponses = pgTable(
  'profession_responses',
  {
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    professionId: integer('profession_id')
      .notNull()
      .references(() => professions.id, { onDelete: 'cascade' }),
    /** 'Yes' | 'No'. */
    response: text('response').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.professionId] })],
);

/** Spec 3 §7 abs-insertProfessionSearchKeywordRecord: what people search for (signed in or not). */
export const professionSearchKeywords = pgTable(
  'profession_search_keywords',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    userId: uuid('user_id').references(() => users.id, { onDelete: 'set null' }),
    keyword: text('keyword').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('profession_search_keywords_created_idx').on(t.createdAt)],
);

/** Beyond the spec: a student's answers to the interest (RIASEC) items, by item id (0, 1 or 2). */
export const userInterestProfiles = pgTable('user_interest_profiles', {
  userId: uuid('user_id')
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  answers: jsonb('answers').$type<Record<string, number>>().notNull(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});
