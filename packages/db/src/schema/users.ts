import { sql } from 'drizzle-orm';
import {
  boolean,
  index,
  integer,
  jsonb,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { schools } from './schools.ts';

export interface ClassRole {
  role: string;
  classes: string[];
  status: 'active' | 'removed';
}

export const users = pgTable(
  'users',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    phone: text('phone').notNull(),
    fullName: text('full_name').notNull(),
    preferredName: text('preferred_name'),
    chineseName: text('chinese_name'),
    email: text('email'),
    /** scrypt hash; null for phone-only accounts (e.g. the demo seed). */
    passwordHash: text('password_hash'),
    /** Role names joined by ' , ' as the spec stores them; parsed by the domain's parseRoles. */
    roles: text('roles').notNull().default(''),
    isAdmin: boolean('is_admin').notNull().default(false),
    schoolId: text('school_id').references(() => schools.id),
    programId: integer('program_id'),
    clientId: text('client_id'),
    /**
     * A university client acts for `client_id` only once approved: by an admin, an approved colleague of the
     * organisation, or at sign-up through an admin's invitation link (decision 018).
     */
    clientApprovedAt: timestamp('client_approved_at', { withTimezone: true }),
    clientApprovedBy: uuid('client_approved_by'),
    class: text('class'),
    studentNumber: text('student_number'),
    yearDSE: integer('year_dse'),
    yearOfStudy: text('year_of_study'),
    rankInForm: text('rank_in_form'),
    studyingElectives: text('studying_electives').array().notNull().default(sql`'{}'::text[]`),
    waGroupId: text('wa_group_id'),
    waGroupLink: text('wa_group_link'),
    accessDisabled: boolean('access_disabled').notNull().default(false),
    darkTheme: boolean('dark_theme').notNull().default(false),
    preferredLang: text('preferred_lang'),
    profilePic: text('profile_pic'),
    isPhoneVerified: boolean('is_phone_verified').notNull().default(false),
    /** Teacher's verification of the student's data: 'Yes' | 'No' | null. */
    verificationResult: text('verification_result'),
    /** SLP access: 'full' after a qualifying attendance, otherwise null. */
    slpAccessType: text('slp_access_type'),
    heardOfProfessionIds: integer('heard_of_profession_ids').array().notNull().default(sql`'{}'::int[]`),
    notHeardOfProfessionIds: integer('not_heard_of_profession_ids')
      .array()
      .notNull()
      .default(sql`'{}'::int[]`),
    devicePlatforms: text('device_platforms').array().notNull().default(sql`'{}'::text[]`),
    isDemo: boolean('is_demo').notNull().default(false),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
    lastLoginAt: timestamp('last_login_at', { withTimezone: true }),
    /** The collection statement (PICS_VERSION) shown at registration, and when (PDPO DPP1, issue 23). */
    picsVersionSeen: text('pics_version_seen'),
    picsSeenAt: timestamp('pics_seen_at', { withTimezone: true }),
    /**
     * Deletion (issue 23 item 4, decision 019): asked for at, erased from (the request plus the grace period),
     * by whom (the person or an admin); all three cleared when the request is cancelled. `erased_at` is set
     * once the worker has anonymised the account.
     */
    deletionRequestedAt: timestamp('deletion_requested_at', { withTimezone: true }),
    deletionDueAt: timestamp('deletion_due_at', { withTimezone: true }),
    deletionRequestedBy: uuid('deletion_requested_by'),
    erasedAt: timestamp('erased_at', { withTimezone: true }),
  },
  (t) => [
    uniqueIndex('users_phone_key').on(t.phone),
    // E-mails are compared without case: one account per address.
    uniqueIndex('users_email_lower_key').on(sql`lower(${t.email})`).where(sql`${t.email} is not null`),
    index('users_school_idx').on(t.schoolId, t.yearDSE),
    // The erasure worker's hourly look for accounts past their grace period.
    index('users_deletion_due_idx')
      .on(t.deletionDueAt)
      .where(sql`${t.deletionDueAt} is not null and ${t.erasedAt} is null`),
  ],
);

export const teachers = pgTable(
  'teachers',
  {
    userId: uuid('user_id')
      .primaryKey()
      .references(() => users.id, { onDelete: 'cascade' }),
    schoolId: text('school_id').references(() => schools.id),
    employmentStatus: text('employment_status').notNull().default('Unverified'),
    schoolRoles: text('school_roles').array().notNull().default(sql`'{}'::text[]`),
    classRoles: jsonb('class_roles').$type<ClassRole[]>().notNull().default([]),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('teachers_school_idx').on(t.schoolId)],
);
