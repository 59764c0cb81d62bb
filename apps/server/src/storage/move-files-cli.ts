// `npm run storage:move -- --from local --to postgres`: moves the uploads to another files store
// (move-files.ts), run as a bundle by scripts/run-tool.mjs so that it runs on a production install too.
import { existsSync } from 'node:fs';
import path from 'node:path';
import { openDb, pgliteTemplateFile } from '@waypoint/db';
import { loadConfig, StartRefused } from '../config.ts';
import { DataDirInUseError, lockDataDir } from './data-dir-lock.ts';
import { describeSummary, moveFiles, parseMoveArgs } from './move-files.ts';
import { S3Storage } from './s3-storage.ts';
import { openStorage } from './storage-from-config.ts';

async function main(): Promise<number> {
  const { from, to } = parseMoveArgs(process.argv.slice(2));
  const config = loadConfig();
  // The embedded database is one process's: the server must be stopped for the move to open it.
  const lock = config.databaseUrl ? null : lockDataDir(config.dataDir);
  const pgliteDir = path.join(config.dataDir, 'pglite');
  const database = await openDb(
    config.databaseUrl
      ? { databaseUrl: config.databaseUrl, poolSize: 4 }
      : {
          dataDir: pgliteDir,
          template: existsSync(path.join(pgliteDir, 'PG_VERSION'))
            ? undefined
            : pgliteTemplateFile(config.pgliteTemplateDir),
        },
  );
  try {
    // The database store's tables come with a migration: a server not yet restarted on this version lacks them.
    await database.migrate();
    const source = await openStorage(from, config, database.db);
    const target = await openStorage(to, config, database.db);
    const summary = await moveFiles({
      db: database.db,
      from: source,
      to: target,
      onProgress: (done) => {
        if (done % 100 === 0) process.stdout.write(`  ${done} files checked…\n`);
      },
    });
    process.stdout.write(`${describeSummary(summary, from, to)}\n`);
    for (const store of [source, target]) if (store instanceof S3Storage) store.close();
    return summary.counts.failed > 0 ? 1 : 0;
  } finally {
    await database.close();
    lock?.release();
  }
}

main().then(
  (code) => process.exit(code),
  (err: unknown) => {
    const why =
      err instanceof DataDirInUseError
        ? `${err.message}: stop the server first, the embedded database takes one process at a time`
        : err instanceof StartRefused
          ? err.message
          : err instanceof Error
            ? (err.stack ?? err.message)
            : String(err);
    process.stderr.write(`storage:move: ${why}\n`);
    process.exit(2);
  },
);
