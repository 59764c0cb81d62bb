import { sql } from 'drizzle-orm';
import {
  bigserial,
  check,
  date,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { disciplineGroups, disciplines } from './disciplines.ts';
import { files } from './files.ts';
import { programs, subjects } from './programs.ts';
import { schools } from './schools.ts';
import { users } from './users.ts';

/**
 * Spec 2 §3 UserSubjectGrade: one grade per person, subject and source. `source` is `overallTarget`
 * (the student's own prediction) or `schoolPredict` (the school's); grade 'Dropped' hides the subject.
 */
export const userSubjectGrades = pgTable(
  'user_subject_grades',
  {
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    subjectId: integer('subject_id')
      .notNull()
      .references(() => subjects.id),
    source: text('source').notNull(),
    grade: text('grade').notNull(),
    updatedBy: uuid('updated_by').references(() => users.id, { onDelete: 'set null' }),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.userId, t.subjectId, t.source] }),
    check('user_subject_grades_source_check', sql`${t.source} in ('overallTarget', 'schoolPredict')`),
  ],
);

/**
 * Spec 2 §3 User programme: a reaction to a programme and, when `order` is set, its rank (1–20) in the
 * Dec Submission list. The partial unique index keeps one programme per rank.
 */
export const userPrograms = pgTable(
  'user_programs',
  {
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    programId: integer('program_id')
      .notNull()
      .references(() => programs.id),
    reaction: text('reaction'),
    reason: text('reason'),
    order: integer('order'),
    appState: text('app_state'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.userId, t.programId] }),
    uniqueIndex('user_programs_order_key').on(t.userId, t.order).where(sql`${t.order} is not null`),
    index('user_programs_program_idx').on(t.programId),
    check('user_programs_order_check', sql`${t.order} is null or (${t.order} between 1 and 20)`),
    check('user_programs_reaction_check', sql`${t.reaction} is null or ${t.reaction} in ('like', 'dislike')`),
  ],
);

/** Spec 2 §3 User discipline: thumbs-up likes, AI suggestions (botExplanation) and their order. */
export const userDisciplines = pgTable(
  'user_disciplines',
  {
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    disciplineId: integer('discipline_id')
      .notNull()
      .references(() => disciplines.id),
    reaction: text('reaction'),
    reason: text('reason'),
    action: text('action'),
    order: integer('order'),
    appState: text('app_state'),
    botExplanation: text('bot_explanation'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.userId, t.disciplineId] }),
    check(
      'user_disciplines_reaction_check',
      sql`${t.reaction} is null or ${t.reaction} in ('like', 'dislike')`,
    ),
  ],
);

/**
 * Spec 2 §3 User elective: the electives a student leans to, by choice order 1–3 and 4 (Math Options),
 * optionally tied to the programme that asks for it. `electiveId` is a subject id.
 */
export const userElectives = pgTable(
  'user_electives',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    electiveId: integer('elective_id')
      .notNull()
      .references(() => subjects.id),
    programId: integer('program_id').references(() => programs.id),
    order: integer('order').notNull(),
    reaction: text('reaction'),
    reason: text('reason'),
    appState: text('app_state'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('user_electives_key').on(t.userId, t.order, t.electiveId),
    check('user_electives_order_check', sql`${t.order} between 1 and 4`),
  ],
);

/**
 * Tags a teacher puts on students. Default tags (spec 2 §2: Don't know what I want, Elite, SNDAS) have no
 * school; a teacher-defined tag belongs to the teacher's school, so colleagues share it.
 */
export const tags = pgTable(
  'tags',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    name: text('name').notNull(),
    nameChi: text('name_chi'),
    schoolId: text('school_id').references(() => schools.id, { onDelete: 'cascade' }),
    createdBy: uuid('created_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('tags_school_name_key').on(sql`coalesce(${t.schoolId}, '')`, sql`lower(${t.name})`)],
);

export const userTags = pgTable(
  'user_tags',
  {
    tagId: integer('tag_id')
      .notNull()
      .references(() => tags.id, { onDelete: 'cascade' }),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    addedBy: uuid('added_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.tagId, t.userId] }), index('user_tags_user_idx').on(t.userId)],
);

/** Spec 2 §3 Consultation record: the next (and past) JUPAS consultations of a student. */
export const consultationRecords = pgTable(
  'consultation_records',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    targetUserId: uuid('target_user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    date: date('date', { mode: 'string' }).notNull(),
    time: text('time'),
    venue: text('venue'),
    remarks: text('remarks'),
    createdBy: uuid('created_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('consultation_records_target_idx').on(t.targetUserId, t.date)],
);

/** Spec 2 §3 Teacher comment; remarks sent to the WhatsApp group are stored here too. */
export const userComments = pgTable(
  'user_comments',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    fromUserId: uuid('from_user_id').references(() => users.id, { onDelete: 'set null' }),
    type: text('type').notNull().default('achievejupas'),
    comment: text('comment').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('user_comments_user_idx').on(t.userId, t.type, t.createdAt)],
);

/** Spec 2 §3 Programme issue report. */
export const programIssueReports = pgTable(
  'program_issue_reports',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    programId: integer('program_id')
      .notNull()
      .references(() => programs.id),
    userId: uuid('user_id').references(() => users.id, { onDelete: 'set null' }),
    issueType: text('issue_type').notNull(),
    description: text('description').notNull(),
    screenshotFileId: uuid('screenshot_file_id').references(() => files.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('program_issue_reports_user_idx').on(t.userId, t.createdAt)],
);

/** Spec 2 §3 Advertisement: a banner per discipline (or discipline group) in the deck. */
export const advertisements = pgTable('advertisements', {
  id: bigserial('id', { mode: 'number' }).primaryKey(),
  disciplineId: integer('discipline_id').references(() => disciplines.id, { onDelete: 'cascade' }),
  disciplineGroupId: integer('discipline_group_id').references(() => disciplineGroups.id, {
    onDelete: 'cascade',
  }),
  bannerImgLink: text('banner_img_link').notNull(),
  link: text('link').notNull(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});

/** Spec 2 §7 achievejupas-addUserClick. */
export const advertisementClicks = pgTable('advertisement_clicks', {
  id: bigserial('id', { mode: 'number' }).primaryKey(),
  advertisementId: integer('advertisement_id').references(() => advertisements.id, { onDelete: 'set null' }),
  disciplineId: integer('discipline_id'),
  disciplineGroupId: integer('discipline_group_id'),
  userId: uuid('user_id').references(() => users.id, { onDelete: 'set null' }),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});

/**
 * Beyond the spec: the parent view `/ab3-pv/:userId` opens only with a signed, expiring link that the
 * student or a teacher creates. The table keeps the token's SHA-256, never the token.
 */
export const parentViewLinks = pgTable(
  'parent_view_links',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    tokenHash: text('token_hash').notNull().unique(),
    createdBy: uuid('created_by').references(() => users.id, { onDelete: 'set null' }),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('parent_view_links_user_idx').on(t.userId)],
);

/** Spec 2 §7 internal-*JUPASConditionSet: admins' saved filters of students by their choices. */
export const jupasConditionSets = pgTable('jupas_condition_sets', {
  id: bigserial('id', { mode: 'number' }).primaryKey(),
  name: text('name').notNull(),
  conditions: jsonb('conditions').notNull(),
  createdBy: uuid('created_by').references(() => users.id, { onDelete: 'set null' }),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});
