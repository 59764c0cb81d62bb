import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { Db } from '@waypoint/db';
import { describe, expect, it } from 'vitest';
import { loadConfig, StartRefused } from '../src/config.ts';
import { PostgresStorage } from '../src/storage/postgres-storage.ts';
import { S3Storage } from '../src/storage/s3-storage.ts';
import { LocalStorage } from '../src/storage/storage.ts';
import { storageFromConfig } from '../src/storage/storage-from-config.ts';

const DATABASE_URL = 'postgres://waypoint@127.0.0.1:5432/waypoint';
/** storageFromConfig only hands the database to the store: no query runs here. */
const db = {} as Db;
const dataDir = () => mkdtempSync(path.join(os.tmpdir(), 'wp-storage-config-'));

describe('choosing the files store (STORAGE, issue 26 item 1)', () => {
  it('keeps files in the directory on the embedded database, in PostgreSQL with DATABASE_URL', async () => {
    const alone = loadConfig({ DATA_DIR: dataDir() });
    expect(alone.storage).toMatchObject({ kind: 'local', chosen: false });
    expect(await storageFromConfig(alone, db)).toBeInstanceOf(LocalStorage);
    const shared = loadConfig({ DATA_DIR: dataDir(), DATABASE_URL });
    expect(shared.storage).toMatchObject({ kind: 'postgres', chosen: false });
    expect(await storageFromConfig(shared, db)).toBeInstanceOf(PostgresStorage);
  });

  it('takes the store STORAGE names, and an S3 bucket from S3_*', async () => {
    expect(loadConfig({ DATA_DIR: dataDir(), DATABASE_URL, STORAGE: 'local' }).storage.kind).toBe('local');
    expect(loadConfig({ DATA_DIR: dataDir(), STORAGE: 'postgres' }).storage.kind).toBe('postgres');
    const s3 = loadConfig({
      DATA_DIR: dataDir(),
      STORAGE: 's3',
      S3_BUCKET: 'school-uploads',
      S3_ENDPOINT: 'http://127.0.0.1:9000',
      S3_ACCESS_KEY_ID: 'id',
      S3_SECRET_ACCESS_KEY: 'secret',
    });
    expect(s3.storage.s3).toEqual({
      endpoint: 'http://127.0.0.1:9000',
      region: 'us-east-1',
      bucket: 'school-uploads',
      accessKeyId: 'id',
      secretAccessKey: 'secret',
      forcePathStyle: true,
      prefix: '',
    });
    const store = await storageFromConfig(s3, db);
    expect(store).toBeInstanceOf(S3Storage);
    (store as S3Storage).close();
    // Amazon's own S3 (no endpoint) takes the bucket in the host name unless told otherwise.
    expect(
      loadConfig({ DATA_DIR: dataDir(), STORAGE: 's3', S3_BUCKET: 'b' }).storage.s3?.forcePathStyle,
    ).toBe(false);
  });

  it('refuses an unknown store, and S3 without a bucket', () => {
    expect(() => loadConfig({ DATA_DIR: dataDir(), STORAGE: 'ftp' })).toThrow(/STORAGE/);
    expect(() => loadConfig({ DATA_DIR: dataDir(), STORAGE: 's3' })).toThrow(
      /S3_BUCKET: required with STORAGE=s3/,
    );
  });

  it('will not start on the database store by default while the directory still holds uploads', async () => {
    const dir = dataDir();
    mkdirSync(path.join(dir, 'files'));
    writeFileSync(path.join(dir, 'files', '6f1c2a9e-0000-4000-8000-000000000001.png'), 'x');
    const config = loadConfig({ DATA_DIR: dir, DATABASE_URL });
    const refused = await storageFromConfig(config, db).catch((err: unknown) => err);
    expect(refused).toBeInstanceOf(StartRefused);
    expect((refused as Error).message).toContain('holds 1 uploaded files');
    expect((refused as Error).message).toContain('npm run storage:move -- --from local --to postgres');
    // Said outright, either store starts.
    expect(
      await storageFromConfig(loadConfig({ DATA_DIR: dir, DATABASE_URL, STORAGE: 'postgres' }), db),
    ).toBeInstanceOf(PostgresStorage);
    expect(
      await storageFromConfig(loadConfig({ DATA_DIR: dir, DATABASE_URL, STORAGE: 'local' }), db),
    ).toBeInstanceOf(LocalStorage);
  });
});
