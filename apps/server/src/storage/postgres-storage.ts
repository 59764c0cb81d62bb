import { randomUUID } from 'node:crypto';
import type { Readable } from 'node:stream';
import { type Db, schema } from '@waypoint/db';
import { and, eq } from 'drizzle-orm';
import { checkKey, FileMissingError, lazyStream, type Storage } from './storage.ts';

const { storedFiles, storedFileChunks } = schema;

/** Rows of this size keep a 5 MB picture to 20 statements while no query moves more than 256 KiB. */
export const CHUNK_BYTES = 256 * 1024;

/**
 * Files in the database (stored_files + stored_file_chunks), so that every server process on one
 * PostgreSQL serves every upload. Works on PGlite too. A write is one transaction; a read fetches one chunk
 * per query, holding no connection or transaction between them, and checks that it got the whole file.
 */
export class PostgresStorage implements Storage {
  constructor(
    private readonly db: Db,
    private readonly chunkBytes = CHUNK_BYTES,
  ) {}

  async put(key: string, bytes: Buffer): Promise<void> {
    checkKey(key);
    const blobId = randomUUID();
    const chunkCount = Math.ceil(bytes.length / this.chunkBytes);
    await this.db.transaction(async (tx) => {
      // The old blob's chunks go with it (on delete cascade); a reader part-way through it is told so.
      await tx.delete(storedFiles).where(eq(storedFiles.key, key));
      await tx.insert(storedFiles).values({ key, blobId, size: bytes.length, chunkCount });
      for (let seq = 0; seq < chunkCount; seq += 1) {
        const piece = bytes.subarray(seq * this.chunkBytes, (seq + 1) * this.chunkBytes);
        await tx.insert(storedFileChunks).values({ blobId, seq, bytes: piece });
      }
    });
  }

  read(key: string): Readable {
    checkKey(key);
    const db = this.db;
    return lazyStream(async function* () {
      const [file] = await db
        .select({ blobId: storedFiles.blobId, size: storedFiles.size, chunkCount: storedFiles.chunkCount })
        .from(storedFiles)
        .where(eq(storedFiles.key, key));
      if (!file) throw new FileMissingError(key, 'postgres');
      let read = 0;
      for (let seq = 0; seq < file.chunkCount; seq += 1) {
        const [chunk] = await db
          .select({ bytes: storedFileChunks.bytes })
          .from(storedFileChunks)
          .where(and(eq(storedFileChunks.blobId, file.blobId), eq(storedFileChunks.seq, seq)));
        // Removed or replaced since the read began: a half file must not pass for a whole one.
        if (!chunk) throw new Error(`File ${key} was removed or replaced while it was being read`);
        read += chunk.bytes.length;
        yield chunk.bytes;
      }
      if (read !== file.size) throw new Error(`File ${key} holds ${read} bytes, ${file.size} were stored`);
    }, this.chunkBytes);
  }

  async remove(key: string): Promise<void> {
    checkKey(key);
    await this.db.delete(storedFiles).where(eq(storedFiles.key, key));
  }
}
