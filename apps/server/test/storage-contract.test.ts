import { createHash, randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { Readable } from 'node:stream';
import { type OpenDb, schema } from '@waypoint/db';
import { createTestDb } from '@waypoint/db/testing';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CHUNK_BYTES, PostgresStorage } from '../src/storage/postgres-storage.ts';
import { S3Storage } from '../src/storage/s3-storage.ts';
import { FileMissingError, InvalidKeyError, LocalStorage, type Storage } from '../src/storage/storage.ts';
import { startFakeS3 } from './s3-fake.ts';

interface Opened {
  storage: Storage;
  close(): Promise<void>;
}

/** Every store behind the one interface, each against its real backend (a directory, the database, S3 over HTTP). */
const stores: [string, () => Promise<Opened>][] = [
  [
    'local',
    async () => {
      const dir = mkdtempSync(path.join(os.tmpdir(), 'wp-store-'));
      return {
        storage: new LocalStorage(dir),
        close: async () => rmSync(dir, { recursive: true, force: true }),
      };
    },
  ],
  [
    'postgres',
    async () => {
      const database = await createTestDb();
      return { storage: new PostgresStorage(database.db), close: () => database.close() };
    },
  ],
  [
    's3',
    async () => {
      const s3 = await startFakeS3();
      const storage = await S3Storage.open(s3.settings);
      return {
        storage,
        async close() {
          storage.close();
          await s3.close();
        },
      };
    },
  ],
];

async function pieces(stream: Readable): Promise<Buffer[]> {
  const out: Buffer[] = [];
  for await (const piece of stream) out.push(piece as Buffer);
  return out;
}

const sha256 = (b: Buffer) => createHash('sha256').update(b).digest('hex');

describe.each(stores)('the %s files store (issue 26 item 1)', (_name, open) => {
  let opened: Opened;
  let storage: Storage;
  beforeAll(async () => {
    opened = await open();
    storage = opened.storage;
  });
  afterAll(() => opened.close());

  it('gives back every byte value it was given, and nothing once removed', async () => {
    const bytes = Buffer.from(Array.from({ length: 512 }, (_, i) => (i * 7) % 256));
    await storage.put('0b1a2c3d-every-byte.png', bytes);
    expect(Buffer.concat(await pieces(storage.read('0b1a2c3d-every-byte.png')))).toEqual(bytes);
    await storage.remove('0b1a2c3d-every-byte.png');
    await expect(pieces(storage.read('0b1a2c3d-every-byte.png'))).rejects.toBeInstanceOf(FileMissingError);
  });

  it('stores an empty file as empty', async () => {
    await storage.put('empty.gif', Buffer.alloc(0));
    expect(Buffer.concat(await pieces(storage.read('empty.gif')))).toHaveLength(0);
  });

  it('reads a 5 MB file back whole, in several pieces', async () => {
    const bytes = randomBytes(5 * 1024 * 1024 + 123);
    await storage.put('big-picture.jpg', bytes);
    const got = await pieces(storage.read('big-picture.jpg'));
    expect(got.length).toBeGreaterThan(4);
    // No piece is the whole file: each is at most one database chunk (the other stores give smaller ones).
    expect(Math.max(...got.map((p) => p.length))).toBeLessThanOrEqual(CHUNK_BYTES);
    expect(sha256(Buffer.concat(got))).toBe(sha256(bytes));
  });

  it('keeps only about one piece ahead of a reader that has stopped', async () => {
    await storage.put('slow-reader.png', randomBytes(3 * 1024 * 1024));
    const stream = storage.read('slow-reader.png');
    const first = await new Promise<Buffer>((resolve, reject) => {
      stream.once('data', (piece: Buffer) => {
        stream.pause();
        resolve(piece);
      });
      stream.once('error', reject);
    });
    await new Promise((resolve) => setTimeout(resolve, 200));
    expect(first.length).toBeGreaterThan(0);
    expect(stream.readableLength).toBeLessThanOrEqual(2 * CHUNK_BYTES);
    stream.destroy();
  });

  it('replaces what a key held when it is written again', async () => {
    await storage.put('again.webp', Buffer.from('first version, longer than the second'));
    await storage.put('again.webp', Buffer.from('second'));
    expect(Buffer.concat(await pieces(storage.read('again.webp'))).toString()).toBe('second');
  });

  it('says which file is missing, on the stream, and removes a missing key without complaint', async () => {
    const stream = storage.read('4f1e0000-no-such-file.png');
    const failure = await pieces(stream).catch((err: unknown) => err);
    expect(failure).toBeInstanceOf(FileMissingError);
    expect((failure as FileMissingError).key).toBe('4f1e0000-no-such-file.png');
    expect((failure as Error).message).toContain('4f1e0000-no-such-file.png');
    await expect(storage.remove('4f1e0000-no-such-file.png')).resolves.toBeUndefined();
  });

  it('refuses keys that are not the server’s own, before touching the store', async () => {
    for (const key of ['../escape.png', 'a/b.png', '', '.hidden', 'a.b.c', 'x'.repeat(201), 'sp ace.png']) {
      await expect(storage.put(key, Buffer.from('x')), key).rejects.toBeInstanceOf(InvalidKeyError);
      expect(() => storage.read(key), key).toThrow(InvalidKeyError);
      await expect(storage.remove(key), key).rejects.toBeInstanceOf(InvalidKeyError);
    }
  });
});

describe('the database files store, in detail', () => {
  let database: OpenDb;
  beforeAll(async () => {
    database = await createTestDb();
  });
  afterAll(() => database.close());

  it('keeps a file in chunks of at most 256 KiB, and removes every chunk with it', async () => {
    const storage = new PostgresStorage(database.db);
    await storage.put('chunked.png', randomBytes(CHUNK_BYTES * 3 + 10));
    const [file] = await database.db
      .select()
      .from(schema.storedFiles)
      .where(eq(schema.storedFiles.key, 'chunked.png'));
    expect(file).toMatchObject({ size: CHUNK_BYTES * 3 + 10, chunkCount: 4 });
    const chunks = await database.db
      .select()
      .from(schema.storedFileChunks)
      .where(eq(schema.storedFileChunks.blobId, file!.blobId));
    expect(chunks.map((c) => c.bytes.length).sort((a, b) => a - b)).toEqual([
      10,
      CHUNK_BYTES,
      CHUNK_BYTES,
      CHUNK_BYTES,
    ]);
    await storage.remove('chunked.png');
    const left = await database.db
      .select()
      .from(schema.storedFileChunks)
      .where(eq(schema.storedFileChunks.blobId, file!.blobId));
    expect(left).toEqual([]);
  });

  it('fails a read whose file is removed part-way, instead of ending it early as if whole', async () => {
    const storage = new PostgresStorage(database.db, 1024);
    await storage.put('vanishing.png', randomBytes(10 * 1024));
    const stream = storage.read('vanishing.png');
    const iterator = stream[Symbol.asyncIterator]();
    expect((await iterator.next()).done).toBe(false);
    await storage.remove('vanishing.png');
    let failure: unknown = null;
    try {
      while (!(await iterator.next()).done);
    } catch (err) {
      failure = err;
    }
    expect(String(failure)).toContain('removed or replaced while it was being read');
  });

  it('writes a file in one transaction: a failed write leaves the old bytes', async () => {
    const storage = new PostgresStorage(database.db, 1024);
    await storage.put('kept.png', Buffer.from('old bytes'));
    // A Buffer whose reading fails part-way through the chunks stands for any failure inside the write.
    const trap = randomBytes(4096);
    const subarray = trap.subarray.bind(trap);
    let reads = 0;
    trap.subarray = (start?: number, end?: number) => {
      reads += 1;
      if (reads === 3) throw new Error('disk gone');
      return subarray(start, end);
    };
    await expect(storage.put('kept.png', trap)).rejects.toThrow('disk gone');
    expect(Buffer.concat(await pieces(storage.read('kept.png'))).toString()).toBe('old bytes');
  });
});
