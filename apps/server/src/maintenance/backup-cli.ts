import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { openDb } from '@waypoint/db';
import { type Config, loadConfig, StartRefused } from '../config.ts';
import { DataDirInUseError, lockDataDir } from '../storage/data-dir-lock.ts';
import { openStorage } from '../storage/storage-from-config.ts';
import { writeBackup } from './backup.ts';
import type { BackupManifest } from './backup-archive.ts';
import { readOpsToken } from './ops-token.ts';
import { runTool, type Say } from './run-tool.ts';

/** A file name that sorts by time: waypoint-2026-11-28T0805Z.zip. */
function defaultName(now: Date): string {
  return `waypoint-${now.toISOString().slice(0, 16).replace(':', '')}Z.zip`;
}

/**
 * `npm run backup [-- <file>]` (issue 26 item 3): one archive of the database and the uploads, from one
 * snapshot, while the servers run. On PostgreSQL the command reads the database itself; the embedded
 * database is one process's, so while a server holds it, that server writes the archive (`/ops/backup`).
 */
async function backupThroughServer(config: Config, file: string, say: Say): Promise<number> {
  const token = readOpsToken(config.dataDir);
  if (!token)
    throw new StartRefused(`The server holds ${config.dataDir} but left no operations token: restart it.`);
  const res = await fetch(`http://127.0.0.1:${config.port}/ops/backup`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
    body: JSON.stringify({ path: file }),
  });
  if (!res.ok)
    throw new StartRefused(`The running server refused the backup: ${res.status} ${await res.text()}`);
  const manifest = (await res.json()) as BackupManifest;
  report(say, file, manifest);
  say('  Written by the running server (it holds the embedded database), from one snapshot.');
  return 0;
}

function report(say: Say, file: string, manifest: BackupManifest): void {
  const rows = manifest.tables.reduce((n, t) => n + t.rows, 0);
  say(`Backup written: ${file}`);
  say(
    `  ${manifest.tables.length} tables, ${rows} rows; ${manifest.files.length} uploads outside the database.`,
  );
  if (manifest.missingFiles.length > 0)
    say(
      `  ${manifest.missingFiles.length} uploads named by the database were not in the store: ${manifest.missingFiles.join(', ')}`,
    );
  say(`  ${manifest.consentKey}`);
}

runTool('backup', async (say: Say) => {
  const config = loadConfig();
  const now = new Date();
  const file = path.resolve(process.argv[2] ?? path.join(config.dataDir, '..', 'backups', defaultName(now)));
  mkdirSync(path.dirname(file), { recursive: true });
  let lock: { release(): void } | null = null;
  if (!config.databaseUrl) {
    try {
      lock = lockDataDir(config.dataDir);
    } catch (err) {
      // A running server holds the embedded database: it writes the backup itself.
      if (!(err instanceof DataDirInUseError)) throw err;
      return backupThroughServer(config, file, say);
    }
  }
  const database = await openDb(
    config.databaseUrl
      ? { databaseUrl: config.databaseUrl, poolSize: 4 }
      : { dataDir: path.join(config.dataDir, 'pglite') },
  );
  try {
    const storage = await openStorage(config.storage.kind, config, database.db);
    const { manifest } = await writeBackup({
      db: database.db,
      database: database.kind,
      storage,
      filesStore: config.storage.kind,
      path: file,
      now,
    });
    report(say, file, manifest);
    return 0;
  } finally {
    await database.close();
    lock?.release();
  }
});
