import { sql } from 'drizzle-orm';
import { bigserial, boolean, index, integer, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { users } from './users.ts';

/**
 * Spec 3 §3 Claim (strength): the student's key strength (type 'strength', one, order 1) and the claims
 * they may select (at most 5) and elaborate for the SLP.
 */
export const userClaims = pgTable(
  'user_claims',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** 'strength' | 'claim'. */
    type: text('type').notNull().default('claim'),
    text: text('text').notNull(),
    elaboration: text('elaboration'),
    selected: boolean('selected').notNull().default(false),
    order: integer('order').notNull().default(0),
    clientId: text('client_id'),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('user_claims_user_idx').on(t.userId, t.type, t.order)],
);

/** Spec 3 §3 SLP draft (original, gpt), one per student, with the professions picked in step 2. */
export const userSlps = pgTable('user_slps', {
  userId: uuid('user_id')
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  original: text('original').notNull().default(''),
  gpt: text('gpt').notNull().default(''),
  /** Step 2's professions, in the student's order (at most 8). */
  professionIds: integer('profession_ids').array().notNull().default(sql`'{}'::int[]`),
  updatedBy: uuid('updated_by').references(() => users.id, { onDelete: 'set null' }),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

/** Every saved draft, so that a student (or teacher) can look back and compare original with polished. */
export const userSlpVersions = pgTable(
  'user_slp_versions',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    original: text('original').notNull(),
    gpt: text('gpt').notNull(),
    savedBy: uuid('saved_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('user_slp_versions_user_idx').on(t.userId, t.createdAt)],
);

/** A teacher's comment on one claim of a student's SLP. */
export const slpClaimComments = pgTable(
  'slp_claim_comments',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    claimId: uuid('claim_id')
      .notNull()
      .references(() => userClaims.id, { onDelete: 'cascade' }),
    fromUserId: uuid('from_user_id').references(() => users.id, { onDelete: 'set null' }),
    comment: text('comment').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('slp_claim_comments_claim_idx').on(t.claimId, t.createdAt)],
);
