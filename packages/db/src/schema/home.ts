import { boolean, pgTable, primaryKey, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { users } from './users.ts';

/**
 * What a person has seen (a teacher's comment, a tag, a result: issue 28 item 2), so "not yet seen" holds
 * across devices. `kind` names the thing ("teacher_comment", "student_tag", …), `item_id` its row.
 */
export const seenItems = pgTable(
  'seen_items',
  {
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    kind: text('kind').notNull(),
    itemId: text('item_id').notNull(),
    seenAt: timestamp('seen_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.kind, t.itemId] })],
);

/** The optional weekly digest of a person's next steps (issue 28 item 4): off unless they turn it on. */
export const nextStepDigests = pgTable('next_step_digests', {
  userId: uuid('user_id')
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  enabled: boolean('enabled').notNull().default(false),
  /** 'whatsapp' | 'sms' */
  channel: text('channel').notNull().default('whatsapp'),
  /** The secret in the one-tap stop link: it can only turn this digest off. */
  stopToken: text('stop_token').notNull(),
  lastSentAt: timestamp('last_sent_at', { withTimezone: true }),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});
