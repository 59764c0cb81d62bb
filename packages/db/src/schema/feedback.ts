import { bigserial, integer, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { users } from './users.ts';

export const feedback = pgTable('feedback', {
  id: bigserial('id', { mode: 'number' }).primaryKey(),
  userId: uuid('user_id').references(() => users.id, { onDelete: 'set null' }),
  name: text('name').notNull(),
  email: text('email').notNull(),
  feedback: text('feedback').notNull(),
  photoLink: text('photo_link'),
  programId: integer('program_id'),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});
