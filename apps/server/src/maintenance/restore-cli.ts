import { existsSync } from 'node:fs';
import path from 'node:path';
import { databaseContents, openDb, pgliteTemplateFile } from '@waypoint/db';
import { loadConfig, StartRefused } from '../config.ts';
import { lockDataDir } from '../storage/data-dir-lock.ts';
import { openStorage } from '../storage/storage-from-config.ts';
import { restoreBackup } from './restore.ts';
import { runTool, type Say } from './run-tool.ts';

/**
 * `npm run restore -- <file>` (issue 26 item 3): a backup into an empty DATA_DIR (no embedded database yet)
 * or an empty PostgreSQL database (DATABASE_URL), uploads into the configured files store. It refuses
 * anything that holds data, so a restore never mixes two schools' rows.
 */
runTool('restore', async (say: Say) => {
  const file = process.argv[2];
  if (!file || !existsSync(file))
    throw new StartRefused('Name the backup to restore: npm run restore -- <file>');
  const config = loadConfig();
  const pgliteDir = path.join(config.dataDir, 'pglite');
  if (!config.databaseUrl && existsSync(path.join(pgliteDir, 'PG_VERSION')))
    throw new StartRefused(`${config.dataDir} already holds a database: restore into a new, empty DATA_DIR.`);
  const lock = config.databaseUrl ? null : lockDataDir(config.dataDir);
  const target = await openDb(
    config.databaseUrl
      ? { databaseUrl: config.databaseUrl, poolSize: 4 }
      : { dataDir: pgliteDir, template: pgliteTemplateFile(config.pgliteTemplateDir) },
  );
  try {
    if (config.databaseUrl) {
      const { tablesWithRows, migrated } = await databaseContents(target.db);
      if (migrated || tablesWithRows.length > 0)
        throw new StartRefused(
          'The database at DATABASE_URL is not empty: restore into a new, empty database.',
        );
    }
    const storage = await openStorage(config.storage.kind, config, target.db);
    const { meta, manifest } = await restoreBackup({ target, storage, path: path.resolve(file), say });
    const rows = manifest.tables.reduce((n, t) => n + t.rows, 0);
    say(
      `Restored the backup of ${meta.createdAt}: ${manifest.tables.length} tables, ${rows} rows, every table checked.`,
    );
    say(
      `  ${manifest.files.length} uploads into the ${config.storage.kind} files store, each checked by SHA-256.`,
    );
    say(
      '  The consent key is not in a backup: set CONSENT_KEY (or put DATA_DIR/consent.key) to the one it was made with.',
    );
    return 0;
  } finally {
    await target.close();
    lock?.release();
  }
});
