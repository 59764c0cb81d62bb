import { type AnyPgColumn, index, integer, pgTable, text } from 'drizzle-orm/pg-core';

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

/** Segments within a sector. No source data exists yet: the table starts empty and admins fill it. */
export const segments = pgTable(
  'segments',
  {
    id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
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
});
