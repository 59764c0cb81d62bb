import { index, integer, pgTable, primaryKey, text } from 'drizzle-orm/pg-core';
import { programs } from './programs.ts';

// Disciplines are the 20 JUPAS study areas; their groups are the ISCED-F 2013 broad fields. The
// study-area-to-field mapping is the project's own (packages/db/data/disciplines). See docs/data.md.

/** ISCED-F 2013 broad fields. Ids 1…11 in ISCED code order (00 = 1 … 10 = 11). */
export const disciplineGroups = pgTable('discipline_groups', {
  id: integer('id').primaryKey(),
  /** Two-digit ISCED-F 2013 broad-field code, e.g. '06'. */
  iscedCode: text('isced_code').notNull().unique(),
  name: text('name').notNull(),
  nameChi: text('name_chi').notNull(),
  /** Null when the Chinese name is the source's (Taiwan MOE); otherwise the project's adaptation. */
  nameChiSource: text('name_chi_source'),
  seq: integer('seq').notNull(),
});

/** JUPAS broad study areas. Ids 1…20 in the source file's order on a fresh load. */
export const disciplines = pgTable(
  'disciplines',
  {
    id: integer('id').primaryKey(),
    /** The study area's id in the source, e.g. 'Computing'. */
    code: text('code').notNull().unique(),
    name: text('name').notNull(),
    nameChi: text('name_chi').notNull(),
    nameChiSource: text('name_chi_source'),
    disciplineGroupId: integer('discipline_group_id')
      .notNull()
      .references(() => disciplineGroups.id),
    seq: integer('seq').notNull(),
    /** No source has images; admins may set one and the loader keeps it. */
    imageLink: text('image_link'),
  },
  (t) => [index('disciplines_group_idx').on(t.disciplineGroupId)],
);

export const programDisciplines = pgTable(
  'program_disciplines',
  {
    programId: integer('program_id')
      .notNull()
      .references(() => programs.id, { onDelete: 'cascade' }),
    disciplineId: integer('discipline_id')
      .notNull()
      .references(() => disciplines.id, { onDelete: 'cascade' }),
  },
  (t) => [
    primaryKey({ columns: [t.programId, t.disciplineId] }),
    index('program_disciplines_discipline_idx').on(t.disciplineId),
  ],
);
