import { createHash } from 'node:crypto';
import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { type DbOrTx, figuresIn, fillDatabase, latestMigration, type OpenDb } from '@waypoint/db';
import { StartRefused } from '../config.ts';
import { isStorageKey, type Storage } from '../storage/storage.ts';
import {
  BACKUP_FORMAT,
  BACKUP_VERSION,
  type BackupManifest,
  type BackupMeta,
  readBackup,
} from './backup-archive.ts';

const PAGE_ROWS = 500;

/**
 * Issue 26 item 3: a backup brought back into an empty database (the caller checks it is one). The rows
 * go in through `fillDatabase` in one transaction, which before it commits compares every table's rows
 * and digest with the manifest (written in the backup's snapshot): a damaged or cut archive changes
 * nothing. The uploads are then written to `storage`, each checked against its SHA-256 first.
 */
export async function restoreBackup(opts: {
  target: OpenDb;
  storage: Storage;
  path: string;
  say?: (line: string) => void;
}): Promise<{ meta: BackupMeta; manifest: BackupManifest }> {
  const say = opts.say ?? (() => {});
  const entries = readBackup(opts.path);
  const first = await entries.next();
  if (first.done || first.value.name !== 'meta.json')
    throw new StartRefused(`${opts.path} is not a Waypoint backup.`);
  const meta = JSON.parse(Buffer.from(first.value.bytes).toString('utf8')) as BackupMeta;
  if (meta.format !== BACKUP_FORMAT || meta.version !== BACKUP_VERSION)
    throw new StartRefused(`${opts.path} is not a Waypoint backup of version ${BACKUP_VERSION}.`);
  await opts.target.migrate();
  const migration = await latestMigration(opts.target.db);
  if (migration !== meta.migration)
    throw new StartRefused(
      `The backup was made at migration ${meta.migration || '(none)'}; this Waypoint is at ${migration}. ` +
        'Restore it with the version that made it, then start the new version to migrate.',
    );

  const held = await mkdtemp(path.join(os.tmpdir(), 'waypoint-restore-'));
  let manifest: BackupManifest | null = null;
  try {
    await fillDatabase(
      opts.target.db,
      {
        tables: meta.tables,
        sequences: meta.sequences,
        verify: async (tx: DbOrTx) => {
          if (!manifest) throw new Error('The archive ends before its manifest: the backup did not finish.');
          const restored = await figuresIn(tx, meta.tables);
          const expected = new Map(manifest.tables.map((t) => [t.table, t]));
          const wrong = restored.filter((f) => {
            const e = expected.get(f.table);
            return !e || e.rows !== f.rows || e.digest !== f.digest;
          });
          if (wrong.length > 0)
            throw new Error(
              `The restored rows differ from the backup's in: ${wrong.map((f) => f.table).join(', ')}`,
            );
          // The uploads too, before anything commits.
          for (const file of manifest.files) {
            const bytes = await readFile(path.join(held, file.key)).catch(() => null);
            const sha256 = bytes ? createHash('sha256').update(bytes).digest('hex') : 'nothing';
            if (sha256 !== file.sha256)
              throw new Error(
                `The upload ${file.key} in the archive is damaged or missing (SHA-256 ${sha256}).`,
              );
          }
        },
      },
      async (insert) => {
        for await (const entry of entries) {
          if (entry.name === 'manifest.json') {
            manifest = JSON.parse(Buffer.from(entry.bytes).toString('utf8')) as BackupManifest;
          } else if (entry.name.startsWith('tables/') && entry.name.endsWith('.jsonl')) {
            const table = entry.name.slice('tables/'.length, -'.jsonl'.length);
            if (!meta.tables.includes(table)) throw new Error(`The archive holds an unknown table ${table}.`);
            const lines = Buffer.from(entry.bytes).toString('utf8').split('\n').filter(Boolean);
            for (let i = 0; i < lines.length; i += PAGE_ROWS)
              await insert(table, lines.slice(i, i + PAGE_ROWS));
            say(`  ${table}: ${lines.length} rows`);
          } else if (entry.name.startsWith('files/')) {
            const key = entry.name.slice('files/'.length);
            if (!isStorageKey(key))
              throw new Error(`The archive holds a file with a bad name: ${entry.name}`);
            // Written to the store after the rows commit: a database store could not write while they load.
            await writeFile(path.join(held, key), entry.bytes);
          }
        }
      },
    );
    // Set by the fill above (TypeScript cannot see into its callback).
    // Set by the fill above (TypeScript cannot see into its callback).
    const done = manifest as BackupManifest | null;
    if (!done) throw new Error('The archive ends before its manifest.');
    for (const file of done.files)
      await opts.storage.put(file.key, await readFile(path.join(held, file.key)));
    return { meta, manifest: done };
  } finally {
    await rm(held, { recursive: true, force: true });
  }
}
