import { createHash } from 'node:crypto';
import { type Db, dumpDatabase } from '@waypoint/db';
import { FileMissingError, type Storage, type StorageKind } from '../storage/storage.ts';
import {
  BACKUP_FORMAT,
  BACKUP_VERSION,
  type BackupManifest,
  type BackupMeta,
  BackupWriter,
} from './backup-archive.ts';

export const CONSENT_KEY_NOTE =
  'Not in this archive: the consent key (CONSENT_KEY or DATA_DIR/consent.key) is kept apart, so that whoever ' +
  'holds a backup cannot recompute a consent digest. Back it up separately; without it no consent verifies.';

/** The uploads the dumped `files` rows name and have not deleted. */
function keysOfFileRows(page: readonly string[], keys: Set<string>): void {
  for (const line of page) {
    const row = JSON.parse(line) as { storage_key?: string; deleted_at?: string | null };
    if (row.storage_key && !row.deleted_at) keys.add(row.storage_key);
  }
}

/**
 * Issue 26 item 3: one consistent archive of the database and the uploads while the server runs (see
 * `dumpDatabase` for the snapshot). The uploads named by the snapshot's `files` rows are read from their
 * store after it, each hashed into the manifest; one the store no longer has (deleted since) is listed as
 * missing. With the database files store the bytes are rows, inside the snapshot itself.
 */
export async function writeBackup(opts: {
  db: Db;
  database: 'pglite' | 'postgres';
  storage: Storage;
  filesStore: StorageKind;
  path: string;
  now: Date;
}): Promise<{ meta: BackupMeta; manifest: BackupManifest }> {
  const writer = new BackupWriter(opts.path);
  let meta: BackupMeta | null = null;
  let open: { table: string; entry: ReturnType<BackupWriter['open']> } | null = null;
  const keys = new Set<string>();
  const dump = await dumpDatabase(
    opts.db,
    async ({ tables, sequences, migration }) => {
      meta = {
        format: BACKUP_FORMAT,
        version: BACKUP_VERSION,
        createdAt: opts.now.toISOString(),
        database: opts.database,
        migration,
        tables,
        sequences,
        filesStore: opts.filesStore,
      };
      await writer.text('meta.json', `${JSON.stringify(meta, null, 2)}\n`);
    },
    async (table, page) => {
      if (open?.table !== table) {
        await open?.entry.end();
        open = { table, entry: writer.open(`tables/${table}.jsonl`, true) };
      }
      await open.entry.push(`${page.join('\n')}\n`);
      if (table === 'files' && opts.filesStore !== 'postgres') keysOfFileRows(page, keys);
    },
  );
  await (open as { entry: ReturnType<BackupWriter['open']> } | null)?.entry.end();

  const manifest: BackupManifest = {
    tables: dump.tables,
    files: [],
    missingFiles: [],
    consentKey: CONSENT_KEY_NOTE,
  };
  for (const key of [...keys].sort()) {
    const hash = createHash('sha256');
    let size = 0;
    let entry: ReturnType<BackupWriter['open']> | null = null;
    try {
      for await (const piece of opts.storage.read(key)) {
        entry ??= writer.open(`files/${key}`, false);
        hash.update(piece as Buffer);
        size += (piece as Buffer).length;
        await entry.push(piece as Buffer);
      }
    } catch (err) {
      // Gone before its first byte: deleted after the snapshot. Part-way: the archive must not pass a half file.
      if (!(err instanceof FileMissingError) || entry) throw err;
      manifest.missingFiles.push(key);
      continue;
    }
    entry ??= writer.open(`files/${key}`, false);
    await entry.end();
    manifest.files.push({ key, size, sha256: hash.digest('hex') });
  }
  await writer.text('manifest.json', `${JSON.stringify(manifest, null, 2)}\n`);
  await writer.close();
  return { meta: meta!, manifest };
}
