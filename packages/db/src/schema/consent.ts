import { bigint, bigserial, boolean, index, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { schools } from './schools.ts';
import { users } from './users.ts';

/**
 * Spec 1 §3 User consent record. Admission planning reads it for the deadline checklist (target
 * `achievejupas_parent_consent`); the consent issue adds the signing flow. A parent signing anonymously
 * gives the child's name and phone; `userId` is the child when the signing link or the phone finds one.
 *
 * Beyond the spec, like an e-signature service: a record is never changed (a trigger refuses UPDATE and
 * direct DELETE; only the cascade of deleting the person removes it), and `digest` is the SHA-256 of
 * `consentCanonicalForm` over its content, signature and time, so a receipt can be verified.
 */
export const userConsentRecords = pgTable(
  'user_consent_records',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    /** Spec 1 §3 "id (prefixed)": the id shown on receipts, 'ucr_' + random. */
    publicId: text('public_id').unique(),
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
    /** JPEG data URL at quality 0.5 (spec 1 §9). */
    signatureDataUrl: text('signature_data_url'),
    digest: text('digest'),
    sessionId: text('session_id'),
    sessionInfo: text('session_info'),
    isSelfConsent: boolean('is_self_consent').notNull().default(false),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('user_consent_records_user_idx').on(t.userId, t.target)],
);

/** Beyond the spec: who signed, when, through which link, from which address and browser. */
export const userConsentAudit = pgTable(
  'user_consent_audit',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    consentRecordId: bigint('consent_record_id', { mode: 'number' })
      .notNull()
      .references(() => userConsentRecords.id, { onDelete: 'cascade' }),
    /** 'signed' or 'verified'. */
    action: text('action').notNull(),
    actorUserId: uuid('actor_user_id').references(() => users.id, { onDelete: 'set null' }),
    /** The page path signed from and, for a signing link, the first 16 hex of its token's SHA-256. */
    link: text('link'),
    ip: text('ip'),
    userAgent: text('user_agent'),
    at: timestamp('at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('user_consent_audit_record_idx').on(t.consentRecordId)],
);
