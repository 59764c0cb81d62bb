import { sql } from 'drizzle-orm';
import {
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
import { programs } from './programs.ts';
import { clients } from './services.ts';
import { users } from './users.ts';

// The job-experience service of spec 3 (jobEX-*): a university student's career plan, CV sections and
// credentials, and the jobs university clients post for their programmes. Decision: docs/decisions/015-jobex.md.

/** The programmes a university client (a university office or an employer partner) serves. */
export const clientPrograms = pgTable(
  'client_programs',
  {
    clientId: text('client_id')
      .notNull()
      .references(() => clients.id, { onDelete: 'cascade' }),
    programId: integer('program_id')
      .notNull()
      .references(() => programs.id, { onDelete: 'cascade' }),
  },
  (t) => [
    primaryKey({ columns: [t.clientId, t.programId] }),
    index('client_programs_program_idx').on(t.programId),
  ],
);

export interface CareerTimelineStep {
  /** One of YEAR_OF_STUDY_OPTIONS ('Year 1' … 'Year 5', 'Others'). */
  yearOfStudy: string;
  goal: string;
}

/** jobEX careerPlan: one per student, replaced whole by saveUserCareerPlan. */
export const jobexCareerPlans = pgTable('jobex_career_plans', {
  userId: uuid('user_id')
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  objective: text('objective'),
  targetProfessionIds: integer('target_profession_ids').array().notNull().default(sql`'{}'::int[]`),
  targetSectorIds: integer('target_sector_ids').array().notNull().default(sql`'{}'::int[]`),
  timeline: jsonb('timeline').$type<CareerTimelineStep[]>().notNull().default([]),
  curriculum: text('curriculum'),
  studentStatus: text('student_status'),
  graduationYear: integer('graduation_year'),
  howToKnow: text('how_to_know'),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

/** jobEX sections: a student's CV headings (one of the 12 keys), their own title and order. */
export const jobexSections = pgTable(
  'jobex_sections',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    sectionKey: text('section_key').notNull(),
    /** The student's own heading; null shows the section's name in the reader's language. */
    title: text('title'),
    order: integer('order').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('jobex_sections_user_key').on(t.userId, t.sectionKey)],
);

/** jobEX credentials: one line of a CV section (a degree, an internship, an award). */
export const jobexCredentials = pgTable(
  'jobex_credentials',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    sectionId: uuid('section_id')
      .notNull()
      .references(() => jobexSections.id, { onDelete: 'cascade' }),
    headline: text('headline').notNull(),
    organisation: text('organisation'),
    location: text('location'),
    /** 'YYYY-MM': a CV dates by month. */
    startMonth: text('start_month'),
    /** Null with a start month means "to present". */
    endMonth: text('end_month'),
    description: text('description'),
    order: integer('order').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('jobex_credentials_user_idx').on(t.userId, t.sectionId, t.order)],
);

export interface ProfileDocSection {
  sectionKey: string;
  title: string | null;
  credentials: {
    headline: string;
    organisation: string | null;
    location: string | null;
    startMonth: string | null;
    endMonth: string | null;
    description: string | null;
  }[];
}

/** syncCredentialsToProfileDoc: the CV as the student last marked it ready. */
export const jobexProfileDocs = pgTable('jobex_profile_docs', {
  userId: uuid('user_id')
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  sections: jsonb('sections').$type<ProfileDocSection[]>().notNull(),
  syncedAt: timestamp('synced_at', { withTimezone: true }).notNull(),
});

/** Employer jobs a university client posts, for one of its programmes. */
export const jobexEmployerJobs = pgTable(
  'jobex_employer_jobs',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    clientId: text('client_id')
      .notNull()
      .references(() => clients.id, { onDelete: 'cascade' }),
    programId: integer('program_id')
      .notNull()
      .references(() => programs.id, { onDelete: 'cascade' }),
    employerName: text('employer_name').notNull(),
    title: text('title').notNull(),
    location: text('location'),
    description: text('description'),
    applyUrl: text('apply_url'),
    /** Last day to apply, a Hong Kong calendar date. */
    deadline: date('deadline', { mode: 'string' }),
    /** 'open' | 'closed': a closed job stays in students' trackers but takes no new saves. */
    status: text('status').notNull().default('open'),
    createdBy: uuid('created_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('jobex_employer_jobs_program_idx').on(t.programId, t.status)],
);

/** userEmployerJobs: the jobs a student saved and where each application stands. */
export const jobexUserEmployerJobs = pgTable(
  'jobex_user_employer_jobs',
  {
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    jobId: uuid('job_id')
      .notNull()
      .references(() => jobexEmployerJobs.id, { onDelete: 'cascade' }),
    status: text('status').notNull().default('saved'),
    note: text('note'),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.jobId] })],
);

/**
 * An admin's invitation link for a client organisation (decision 018): a client who signs up through it is
 * approved at once. The token is kept as its hash; one use, then it is spent.
 */
export const clientInvitations = pgTable(
  'client_invitations',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    clientId: text('client_id')
      .notNull()
      .references(() => clients.id, { onDelete: 'cascade' }),
    tokenHash: text('token_hash').notNull(),
    createdBy: uuid('created_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
    usedBy: uuid('used_by').references(() => users.id, { onDelete: 'set null' }),
  },
  (t) => [uniqueIndex('client_invitations_token_key').on(t.tokenHash)],
);
