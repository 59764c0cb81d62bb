import { jsonb, pgTable, text, timestamp } from 'drizzle-orm/pg-core';

/** Key/value settings of the whole installation (e.g. smsVerification = 'TRUE' | 'FALSE'). */
export const appSettings = pgTable('app_settings', {
  key: text('key').primaryKey(),
  value: text('value').notNull(),
  meta: jsonb('meta'),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});
