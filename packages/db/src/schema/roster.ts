import { sql } from 'drizzle-orm';
import { index, integer, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { schools } from './schools.ts';
import { users } from './users.ts';

/**
 * A school's class list as imported from its own spreadsheet (issue 27 item 1): one row per person the
 * school says is theirs this school year. A student who registers with a listed phone is verified at once
 * for that school and class (item 2); a re-import updates the rows and marks who is no longer listed.
 */
export const schoolRoster = pgTable(
  'school_roster',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    schoolId: text('school_id')
      .notNull()
      .references(() => schools.id, { onDelete: 'cascade' }),
    /** 'student' | 'teacher' */
    role: text('role').notNull(),
    /** As the school writes it, normalised by the domain (e.g. "5A"); null for staff without a class. */
    className: text('class_name'),
    classNo: integer('class_no'),
    nameEn: text('name_en').notNull(),
    nameZh: text('name_zh'),
    /** Hong Kong mobile number, eight digits, as users.phone stores it. */
    phone: text('phone'),
    email: text('email'),
    /** The school year of the list this row last came from, e.g. "2026/27". */
    schoolYear: text('school_year').notNull(),
    /** The account this row belongs to, once the person registers or is invited. */
    userId: uuid('user_id').references(() => users.id, { onDelete: 'set null' }),
    /** Set when a later import of the school's list no longer holds the person. */
    leftAt: timestamp('left_at', { withTimezone: true }),
    /** Last invitation sent (at most one a day per person). */
    invitedAt: timestamp('invited_at', { withTimezone: true }),
    /** The latest invitation link's secret, hashed as sign-in links are; kept once used so the link can say so. */
    inviteTokenHash: text('invite_token_hash'),
    inviteExpiresAt: timestamp('invite_expires_at', { withTimezone: true }),
    importId: uuid('import_id'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    // One current listing per phone across all schools: "a phone already in another school" is refused
    // by the database, not only by the preview.
    uniqueIndex('school_roster_phone_current_key')
      .on(t.phone)
      .where(sql`${t.phone} is not null and ${t.leftAt} is null`),
    index('school_roster_school_idx').on(t.schoolId, t.role, t.className),
    index('school_roster_user_idx').on(t.userId),
    uniqueIndex('school_roster_invite_key')
      .on(t.inviteTokenHash)
      .where(sql`${t.inviteTokenHash} is not null`),
  ],
);

/** Who imported which list when, with its counts: the school's record of its own imports. */
export const schoolRosterImports = pgTable(
  'school_roster_imports',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    schoolId: text('school_id')
      .notNull()
      .references(() => schools.id, { onDelete: 'cascade' }),
    importedBy: uuid('imported_by').references(() => users.id, { onDelete: 'set null' }),
    fileName: text('file_name').notNull(),
    schoolYear: text('school_year').notNull(),
    role: text('role').notNull(),
    added: integer('added').notNull().default(0),
    updated: integer('updated').notNull().default(0),
    left: integer('left').notNull().default(0),
    skipped: integer('skipped').notNull().default(0),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('school_roster_imports_school_idx').on(t.schoolId, t.createdAt)],
);
