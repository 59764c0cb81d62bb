import { sql } from 'drizzle-orm';
import { index, integer, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { users } from './users.ts';

/**
 * Uploaded files (profile pictures, feedback photos); the bytes live in the storage backend. An upload is
 * claimed by the record it is saved with (`attachedAt`); one never claimed is swept after a day.
 */
export const files = pgTable(
  'files',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    ownerId: uuid('owner_id').references(() => users.id, { onDelete: 'set null' }),
    purpose: text('purpose').notNull(),
    mimeType: text('mime_type').notNull(),
    size: integer('size').notNull(),
    storageKey: text('storage_key').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    deletedAt: timestamp('deleted_at', { withTimezone: true }),
    /** Keyed hash of the uploader's address: the per-address quota, and who may attach an anonymous upload. */
    uploaderKey: text('uploader_key'),
    attachedAt: timestamp('attached_at', { withTimezone: true }),
  },
  (t) => [
    index('files_uploader_idx').on(t.uploaderKey, t.createdAt),
    index('files_unattached_idx').on(t.createdAt).where(sql`attached_at is null`),
  ],
);
