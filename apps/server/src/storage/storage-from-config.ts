import { readdir } from 'node:fs/promises';
import type { Db } from '@waypoint/db';
import { type Config, StartRefused } from '../config.ts';
import { PostgresStorage } from './postgres-storage.ts';
import { S3Storage } from './s3-storage.ts';
import { isStorageKey, LocalStorage, type Storage, type StorageKind } from './storage.ts';

/** One store of the configuration's, whichever the server uses (the move command opens two). */
export async function openStorage(kind: StorageKind, config: Config, db: Db): Promise<Storage> {
  if (kind === 'local') return new LocalStorage(config.storageDir);
  if (kind === 'postgres') return new PostgresStorage(db);
  if (!config.storage.s3) throw new StartRefused('The s3 files store needs S3_BUCKET (and S3_ENDPOINT, …)');
  return S3Storage.open(config.storage.s3);
}

/**
 * The server's files store (STORAGE; unset: the database with DATABASE_URL, the directory without). A
 * server that moved to PostgreSQL before the database store existed kept its uploads in STORAGE_DIR, and
 * the new default would serve none of them: unless STORAGE says which store to use, it refuses to start
 * while that directory holds uploads, and says how to move them.
 */
export async function storageFromConfig(config: Config, db: Db): Promise<Storage> {
  const { kind, chosen } = config.storage;
  if (!chosen && kind !== 'local') {
    const left = await uploadsIn(config.storageDir);
    if (left > 0)
      throw new StartRefused(
        `STORAGE is not set, so uploads are now kept in the database (DATABASE_URL is set), but ${config.storageDir} ` +
          `holds ${left} uploaded files from before. Move them with \`npm run storage:move -- --from local --to ${kind}\` ` +
          `and then set STORAGE=${kind}; or set STORAGE=local to keep using the directory (docs/deployment.md).`,
      );
  }
  return openStorage(kind, config, db);
}

async function uploadsIn(dir: string): Promise<number> {
  const names = await readdir(dir).catch(() => [] as string[]);
  return names.filter(isStorageKey).length;
}
