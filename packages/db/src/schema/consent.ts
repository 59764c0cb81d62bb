import { bigserial, boolean, index, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { schools } from './schools.ts';
import { users } from './users.ts';

/**
 * Spec 1 §3 User consent record. Admission planning reads it for the deadline checklist (target
 * `achievejupas_parent_consent`); the consent issue adds the signing flow. A parent signing anonymously
 * leaves `userId` empty and gives the child's name and phone.
 */
export const userConsentRecords = pgTable(
  'user_consent_records',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    userId: uuid('user_id').references(() => users.id, { onDelete: 'cascade' }),
    schoolId: text('school_id').references(() => schools.id, { onDelete: 'set null' }),
    fullName: text('full_name'),
    phone: text('phone'),
    target: text('target').notNull(),
    videoId: text('video_id'),
    videoLink: text('video_link'),
    roles: text('roles'),
    response: text('response'),
    waGroupId: text('wa_group_id'),
    signatureFileId: uuid('signature_file_id'),
    sessionId: text('session_id'),
    sessionInfo: text('session_info'),
    isSelfConsent: boolean('is_self_consent').notNull().default(false),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('user_consent_records_user_idx').on(t.userId, t.target)],
);
