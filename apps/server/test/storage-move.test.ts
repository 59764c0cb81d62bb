import { execFile } from 'node:child_process';
import { createHash, randomBytes, randomUUID } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { Readable } from 'node:stream';
import { promisify } from 'node:util';
import { type Db, type OpenDb, openDb, schema } from '@waypoint/db';
import { createTestDb } from '@waypoint/db/testing';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { describeSummary, type MoveSummary, moveFiles, parseMoveArgs } from '../src/storage/move-files.ts';
import { PostgresStorage } from '../src/storage/postgres-storage.ts';
import { S3Storage } from '../src/storage/s3-storage.ts';
import { LocalStorage, type Storage } from '../src/storage/storage.ts';
import { type FakeS3, startFakeS3 } from './s3-fake.ts';
import { repoRoot } from './server-process.ts';

const { files } = schema;
const run = promisify(execFile);

const sha256 = async (stream: Readable) => {
  const hash = createHash('sha256');
  for await (const piece of stream) hash.update(piece as Buffer);
  return hash.digest('hex');
};
const digest = (b: Buffer) => createHash('sha256').update(b).digest('hex');

interface Upload {
  key: string;
  bytes: Buffer;
}

/** Upload records as the server writes them, with their bytes put in `store` (or not, for a lost one). */
async function seedUploads(
  db: Db,
  store: Storage,
): Promise<{ live: Upload[]; deleted: Upload; lost: string }> {
  const make = async (ext: string, size: number, opts: { deleted?: boolean; bytes?: boolean } = {}) => {
    const id = randomUUID();
    const upload = { key: `${id}.${ext}`, bytes: randomBytes(size) };
    await db.insert(files).values({
      id,
      purpose: 'profile',
      mimeType: `image/${ext}`,
      size,
      storageKey: upload.key,
      deletedAt: opts.deleted ? new Date() : null,
    });
    if (opts.bytes !== false) await store.put(upload.key, upload.bytes);
    return upload;
  };
  const live = [await make('jpg', 5 * 1024 * 1024 - 17), await make('png', 1000), await make('gif', 1)];
  // A deleted upload whose bytes were left behind is not carried over; a record without bytes is reported.
  const deleted = await make('png', 300, { deleted: true });
  const lost = (await make('webp', 10, { bytes: false })).key;
  return { live, deleted, lost };
}

/** A store that damages every file it is given: one bit flipped in the middle. */
function corrupting(inner: Storage): Storage {
  return {
    put: (key, bytes) => {
      const bad = Buffer.from(bytes);
      bad[bad.length >> 1]! ^= 0x01;
      return inner.put(key, bad);
    },
    read: (key) => inner.read(key),
    remove: (key) => inner.remove(key),
  };
}

describe('moving uploads from one files store to another (issue 26 item 1)', () => {
  let database: OpenDb;
  let dir: string;
  let local: LocalStorage;
  let postgres: PostgresStorage;
  let s3: FakeS3;
  let bucket: S3Storage;
  let seeded: Awaited<ReturnType<typeof seedUploads>>;
  beforeAll(async () => {
    database = await createTestDb();
    dir = mkdtempSync(path.join(os.tmpdir(), 'wp-move-'));
    local = new LocalStorage(dir);
    postgres = new PostgresStorage(database.db);
    s3 = await startFakeS3();
    bucket = await S3Storage.open(s3.settings);
    seeded = await seedUploads(database.db, local);
  });
  afterAll(async () => {
    bucket.close();
    await s3.close();
    await database.close();
    rmSync(dir, { recursive: true, force: true });
  });

  const expectSame = async (to: Storage) => {
    for (const u of seeded.live) expect(await sha256(to.read(u.key)), u.key).toBe(digest(u.bytes));
  };
  const counts = (s: MoveSummary) => s.counts;

  it('copies every live upload local → postgres, checks each, and reports the one without bytes', async () => {
    const summary = await moveFiles({ db: database.db, from: local, to: postgres });
    expect(counts(summary)).toEqual({
      copied: 3,
      'already-there': 0,
      repaired: 0,
      'only-in-target': 0,
      missing: 1,
      failed: 0,
    });
    expect(summary.bytesWritten).toBe(seeded.live.reduce((n, u) => n + u.bytes.length, 0));
    expect(summary.problems).toEqual([
      { key: seeded.lost, outcome: 'missing', bytes: 0, reason: 'in neither store' },
    ]);
    await expectSame(postgres);
    await expect(sha256(postgres.read(seeded.deleted.key))).rejects.toThrow(/No file/);
    // The source is left as it was.
    await expectSame(local);
  });

  it('run again, writes nothing and checks every file once more', async () => {
    const summary = await moveFiles({ db: database.db, from: local, to: postgres });
    expect(summary.counts).toMatchObject({ copied: 0, 'already-there': 3, missing: 1, failed: 0 });
    expect(summary.bytesWritten).toBe(0);
  });

  it('moves on postgres → s3, byte for byte, and rewrites a damaged copy it finds there', async () => {
    expect((await moveFiles({ db: database.db, from: postgres, to: bucket })).counts).toMatchObject({
      copied: 3,
      failed: 0,
    });
    await expectSame(bucket);
    const damaged = seeded.live[0]!;
    await bucket.put(damaged.key, damaged.bytes.subarray(0, 1000));
    const again = await moveFiles({ db: database.db, from: postgres, to: bucket });
    expect(again.counts).toMatchObject({ copied: 0, repaired: 1, 'already-there': 2, failed: 0 });
    await expectSame(bucket);
  });

  it('counts uploads already moved from a source that was cleared', async () => {
    const elsewhere = new LocalStorage(mkdtempSync(path.join(os.tmpdir(), 'wp-move-empty-')));
    const summary = await moveFiles({ db: database.db, from: elsewhere, to: bucket });
    expect(summary.counts).toMatchObject({ 'only-in-target': 3, missing: 1, failed: 0, copied: 0 });
  });

  it('refuses a copy that does not read back as the source, and says which and why', async () => {
    const target = new LocalStorage(mkdtempSync(path.join(os.tmpdir(), 'wp-move-bad-')));
    const summary = await moveFiles({ db: database.db, from: bucket, to: corrupting(target) });
    expect(summary.counts).toMatchObject({ copied: 0, failed: 3 });
    const failed = summary.problems.filter((p) => p.outcome === 'failed');
    expect(failed.map((p) => p.key).sort()).toEqual(seeded.live.map((u) => u.key).sort());
    for (const p of failed) expect(p.reason).toMatch(/reads back as \d+ bytes with SHA-256 [0-9a-f]{64}/);
    const text = describeSummary(summary, 's3', 'local');
    expect(text).toContain('FAILED:                     3');
    expect(text).toContain(`FAILED ${failed[0]!.key}`);
    expect(text).toContain('Some files were not moved');
    // Once the cause is gone the same command finishes the job, and calls the damaged copies repaired.
    const fixed = await moveFiles({ db: database.db, from: bucket, to: target });
    expect(fixed.counts).toMatchObject({ repaired: 3, failed: 0 });
    await expectSame(target);
  });

  it('names its stores on the command line, and refuses anything else', () => {
    expect(parseMoveArgs(['--from', 'local', '--to', 'postgres'])).toEqual({ from: 'local', to: 'postgres' });
    expect(parseMoveArgs(['--from=postgres', '--to=s3'])).toEqual({ from: 'postgres', to: 's3' });
    expect(() => parseMoveArgs(['--from', 'local'])).toThrow('--to must be one of local, postgres, s3');
    expect(() => parseMoveArgs(['--from', 'disk', '--to', 's3'])).toThrow('--from must be one of');
    expect(() => parseMoveArgs(['--from', 's3', '--to', 's3'])).toThrow('name the same store');
  });
});

describe('npm run storage:move (issue 26 item 1)', () => {
  let s3: FakeS3;
  beforeAll(async () => {
    s3 = await startFakeS3();
  });
  afterAll(() => s3.close());

  it('moves a server’s uploads local → s3 from its own configuration and prints the summary', async () => {
    const dataDir = mkdtempSync(path.join(os.tmpdir(), 'wp-move-cli-'));
    const storageDir = path.join(dataDir, 'files');
    // The command's database: the test's PostgreSQL database, or an embedded one in DATA_DIR.
    const database: OpenDb = process.env.DATABASE_URL
      ? await createTestDb()
      : await openDb({ dataDir: path.join(dataDir, 'pglite') });
    if (database.kind === 'pglite') await database.migrate();
    const seeded = await seedUploads(database.db, new LocalStorage(storageDir));
    const databaseUrl = database.pool?.options.connectionString;
    if (database.kind === 'pglite') await database.close();
    try {
      const { DATABASE_URL: _db, ...inherited } = process.env;
      const env = {
        ...inherited,
        ...(databaseUrl ? { DATABASE_URL: databaseUrl } : {}),
        DATA_DIR: dataDir,
        STORAGE_DIR: storageDir,
        ...s3.env,
      };
      const args = ['run', '--silent', 'storage:move', '--', '--from', 'local', '--to', 's3'];
      const { stdout } = await run('npm', args, { cwd: repoRoot, env });
      expect(stdout).toContain('Files store move local → s3: 4 uploads known to the database.');
      expect(stdout).toMatch(/copied and verified: +3 \(5\.0 MiB written\)/);
      expect(stdout).toContain(`missing ${seeded.lost}: in neither store`);
      expect(stdout).toContain('Every upload in local is in s3 with the same bytes. Set STORAGE=s3');
      const bucket = await S3Storage.open(s3.settings);
      for (const u of seeded.live) expect(await sha256(bucket.read(u.key))).toBe(digest(u.bytes));
      bucket.close();
      const again = await run('npm', args, { cwd: repoRoot, env });
      expect(again.stdout).toMatch(/already in s3, verified: 3/);
      // A store named wrongly stops the command before it opens anything, with exit code 2.
      const wrong = await run(
        'npm',
        ['run', '--silent', 'storage:move', '--', '--from', 'ftp', '--to', 's3'],
        {
          cwd: repoRoot,
          env,
        },
      ).catch((err: { code: number; stderr: string }) => err);
      expect(wrong).toMatchObject({ code: 2 });
      expect((wrong as { stderr: string }).stderr).toContain('--from must be one of local, postgres, s3');
    } finally {
      if (database.kind === 'postgres') await database.close();
      rmSync(dataDir, { recursive: true, force: true });
    }
    // Three runs, each bundling the command first (as production does) and opening the database.
  }, 180_000);
});
