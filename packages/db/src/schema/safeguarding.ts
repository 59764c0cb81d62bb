import {
  bigint,
  bigserial,
  index,
  integer,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uuid,
} from 'drizzle-orm/pg-core';
import { aiRequestLogs } from './ai.ts';
import { schools } from './schools.ts';
import { users } from './users.ts';

/**
 * The staff a school names to be alerted when one of its students' AI requests names self-harm or abuse
 * (issue 22; docs/decisions/013-ai-gateway.md "Safeguarding"). Only Active staff of the school are named,
 * and they are checked again at every alert.
 */
export const safeguardingContacts = pgTable(
  'safeguarding_contacts',
  {
    schoolId: text('school_id')
      .notNull()
      .references(() => schools.id, { onDelete: 'cascade' }),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.schoolId, t.userId] })],
);

/**
 * One row per alert sent: which AI request raised it, for whom, and how many staff were told. Never the
 * student's words (the request log keeps only the stripped prompt, and the alert not even that).
 */
export const safeguardingAlerts = pgTable(
  'safeguarding_alerts',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    /** One alert per request, whoever calls twice. */
    requestId: bigint('request_id', { mode: 'number' })
      .notNull()
      .unique()
      .references(() => aiRequestLogs.id, { onDelete: 'cascade' }),
    schoolId: text('school_id').references(() => schools.id, { onDelete: 'set null' }),
    studentId: uuid('student_id').references(() => users.id, { onDelete: 'set null' }),
    /** 'selfHarm' | 'abuse'. */
    topic: text('topic').notNull(),
    recipients: integer('recipients').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
  },
  (t) => [index('safeguarding_alerts_school_idx').on(t.schoolId, t.createdAt)],
);
