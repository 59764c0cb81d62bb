import { bigint, bigserial, boolean, index, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { schools } from './schools.ts';
import { users } from './users.ts';

/**
 * Spec 1 §3 User consent record. Admission planning reads it for the deadline checklist (target
 * `achievejupas_parent_consent`); the consent issue adds the signing flow. A parent signing anonymously
 * gives the child's name and phone; `userId` is the child when the signing link or the phone finds one.
 *
 * Beyond the spec, like an e-signature service: a record is never changed (a trigger refuses UPDATE and
 * direct DELETE; only the cascade of deleting the person removes it). `digest` is an HMAC-SHA-256, keyed
 * with the consent key (kept outside the database), of `consentCanonicalForm` with the record's place in
 * the chain (`chainSeq`) and the previous record's digest (`prevDigest`), so neither a changed row nor a
 * removed one goes unnoticed (decision 008). Rows from before the chain have `chainSeq` null and an
 * unkeyed SHA-256 digest: they verify as 'legacy'.
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
    /** 1, 2, 3… in signing order; one writer at a time takes the next under an advisory lock. */
    chainSeq: bigint('chain_seq', { mode: 'number' }).unique(),
    /** The digest of the record at `chainSeq - 1` ('' for the first). */
    prevDigest: text('prev_digest'),
    /**
     * Set when erasing a person (decision 019) cleared this record's personal fields in place: the trigger
     * allows exactly that one change, the record keeps its place, `digest` and links in the chain, and
     * Verify reports it as erased rather than tampered.
     */
    erasedAt: timestamp('erased_at', { withTimezone: true }),
    /** Whose erasure: 'signer' (the person who signed, e.g. a parent) or 'subject' (the person it is for). */
    erasedParty: text('erased_party'),
    /** Keyed digest of the record as left by the erasure, over its original `digest`: proves who changed it. */
    erasureDigest: text('erasure_digest'),
  },
  (t) => [index('user_consent_records_user_idx').on(t.userId, t.target)],
);

/**
 * Beyond the spec: what is left in the chain when erasing a person removes their consents (the trigger
 * writes it): the place and digest only, no personal data, so the next record still verifies its link.
 */
export const userConsentErasures = pgTable('user_consent_erasures', {
  chainSeq: bigint('chain_seq', { mode: 'number' }).primaryKey(),
  digest: text('digest').notNull(),
  erasedAt: timestamp('erased_at', { withTimezone: true }).notNull().defaultNow(),
});

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
