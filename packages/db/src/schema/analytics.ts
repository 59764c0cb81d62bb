import { bigserial, index, integer, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { users } from './users.ts';

export const pageAccessRecords = pgTable(
  'page_access_records',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    pageKey: text('page_key').notNull(),
    accessTime: timestamp('access_time', { withTimezone: true }).notNull(),
    leaveTime: timestamp('leave_time', { withTimezone: true }).notNull(),
    durationSeconds: integer('duration_seconds').notNull(),
  },
  (t) => [index('page_access_user_idx').on(t.userId, t.accessTime)],
);
