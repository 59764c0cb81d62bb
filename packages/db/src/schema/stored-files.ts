import { sql } from 'drizzle-orm';
import { check, customType, integer, pgTable, primaryKey, text, timestamp, uuid } from 'drizzle-orm/pg-core';

/** Raw bytes; node-postgres gives a Buffer, PGlite a Uint8Array: both come out as a Buffer. */
const bytea = customType<{ data: Buffer; driverData: Buffer | Uint8Array }>({
  dataType: () => 'bytea',
  fromDriver: (v) => (Buffer.isBuffer(v) ? v : Buffer.from(v.buffer, v.byteOffset, v.byteLength)),
});

/**
 * The bytes of uploads when the files store is the database (STORAGE=postgres, decision 023): one row per
 * stored file, its bytes in `stored_file_chunks`. Apart from `files` on purpose: that table is the
 * records' view of an upload (who, what for), this one is a store like a directory or a bucket, and the
 * bytes are written before the record exists.
 */
export const storedFiles = pgTable('stored_files', {
  key: text('key').primaryKey(),
  /** Each write of a key gets a new blob: a reader holds the blob it started with and never mixes two. */
  blobId: uuid('blob_id').notNull().unique(),
  size: integer('size').notNull(),
  chunkCount: integer('chunk_count').notNull(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});

/** A file's bytes in pieces of at most 256 KiB, read one piece per query so that no file is held whole. */
export const storedFileChunks = pgTable(
  'stored_file_chunks',
  {
    blobId: uuid('blob_id')
      .notNull()
      .references(() => storedFiles.blobId, { onDelete: 'cascade' }),
    seq: integer('seq').notNull(),
    bytes: bytea('bytes').notNull(),
  },
  (t) => [primaryKey({ columns: [t.blobId, t.seq] }), check('stored_file_chunks_seq', sql`${t.seq} >= 0`)],
);
