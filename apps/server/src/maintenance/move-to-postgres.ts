import { existsSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import {
  copyDatabase,
  type Db,
  databaseContents,
  type OpenDb,
  openDb,
  schema,
  type TableFigures,
  tableFigures,
} from '@waypoint/db';
import { asc } from 'drizzle-orm';
import { type Config, StartRefused } from '../config.ts';
import { verifyConsentRow } from '../services/consent/consent-chain.ts';
import { loadConsentKey } from '../services/consent/consent-key.ts';
import { lockDataDir } from '../storage/data-dir-lock.ts';
import { describeSummary, moveFiles } from '../storage/move-files.ts';
import { LocalStorage, type StorageKind } from '../storage/storage.ts';
import { openStorage } from '../storage/storage-from-config.ts';
import { MOVED_MARKER, movedDataDirRefusal } from './moved-marker.ts';

export interface MoveToPostgresResult {
  tables: TableFigures[];
  consents: Record<string, number>;
  filesStore: StorageKind;
  filesReport: string;
  consentKeyFile: string | null;
}

type Say = (line: string) => void;

/** What the move refuses, before it writes anything. */
export async function moveRefusal(config: Config, target: OpenDb): Promise<string | null> {
  const moved = movedDataDirRefusal(config.dataDir);
  if (moved) return `It is not moved twice: ${moved}`;
  if (!existsSync(path.join(config.dataDir, 'pglite', 'PG_VERSION')))
    return `${config.dataDir} holds no embedded database (no ${path.join(config.dataDir, 'pglite')}).`;
  const { tablesWithRows, migrated } = await databaseContents(target.db);
  if (migrated || tablesWithRows.length > 0)
    return (
      'The PostgreSQL database at DATABASE_URL is not empty' +
      (tablesWithRows.length > 0
        ? ` (rows in ${tablesWithRows.slice(0, 5).join(', ')}…)`
        : ' (it has Waypoint’s tables)') +
      ': give the move a new, empty database.'
    );
  return null;
}

/** Every consent record checked with the key on one side: status → count. */
async function consentStatuses(db: Db, key: string): Promise<Map<number, string>> {
  const rows = await db.select().from(schema.userConsentRecords).orderBy(asc(schema.userConsentRecords.id));
  const statuses = new Map<number, string>();
  for (const row of rows) statuses.set(row.id, (await verifyConsentRow(db, key, row)).status);
  return statuses;
}

/**
 * Issue 26 item 2: everything of an embedded installation into an empty PostgreSQL, checked. The server
 * must be stopped (the DATA_DIR lock says so). Order: refuse what must not be done; migrate both sides;
 * copy every table in one transaction (`copyDatabase`); compare every table's rows and content digest;
 * check every consent record against its chain with the consent key, on both sides, and require the same
 * verdict for each; copy the uploads into the database's files store (or the one STORAGE names), each
 * read back and compared by SHA-256; then leave a marker in DATA_DIR so that it is never moved twice and
 * never served again by mistake.
 */
export async function moveToPostgres(config: Config, say: Say): Promise<MoveToPostgresResult> {
  if (!config.databaseUrl) throw new StartRefused('Set DATABASE_URL to the new, empty PostgreSQL database.');
  const lock = lockDataDir(config.dataDir);
  const target = await openDb({ databaseUrl: config.databaseUrl, poolSize: 4 });
  let source: OpenDb | null = null;
  try {
    const refused = await moveRefusal(config, target);
    if (refused) throw new StartRefused(refused);
    source = await openDb({ dataDir: path.join(config.dataDir, 'pglite') });
    say('Bringing both databases to the same migrations…');
    await source.migrate();
    await target.migrate();
    say('Copying every table (one transaction)…');
    await copyDatabase(source.db, target.db, (table, rows) => {
      if (rows > 0) say(`  ${table}: ${rows} rows`);
    });

    say('Comparing every table…');
    const before = await tableFigures(source.db);
    const after = new Map((await tableFigures(target.db)).map((f) => [f.table, f]));
    const different = before.filter((f) => {
      const a = after.get(f.table);
      return !a || a.rows !== f.rows || a.digest !== f.digest;
    });
    if (different.length > 0)
      throw new Error(`The copy differs from the original in: ${different.map((f) => f.table).join(', ')}`);

    say('Checking every consent record against its chain…');
    const keyFile = config.consentKey ? null : path.join(config.dataDir, 'consent.key');
    if (keyFile && !existsSync(keyFile))
      throw new StartRefused(
        `No consent key: neither CONSENT_KEY nor ${keyFile}. Without it no consent can be verified.`,
      );
    const key = await loadConsentKey({ envKey: config.consentKey, dataDir: config.dataDir });
    const was = await consentStatuses(source.db, key);
    const now = await consentStatuses(target.db, key);
    const consents: Record<string, number> = {};
    for (const [id, status] of was) {
      if (now.get(id) !== status)
        throw new Error(
          `Consent record ${id} verifies as ${now.get(id)} after the copy, ${status} before it.`,
        );
      consents[status] = (consents[status] ?? 0) + 1;
    }

    const filesStore: StorageKind = config.storage.chosen ? config.storage.kind : 'postgres';
    let filesReport = `Uploads stay in ${config.storageDir} (STORAGE=local): every process must see that directory.`;
    if (filesStore !== 'local') {
      say(`Copying the uploads into the ${filesStore} files store…`);
      const summary = await moveFiles({
        db: target.db,
        from: new LocalStorage(config.storageDir),
        to: await openStorage(filesStore, config, target.db),
      });
      filesReport = describeSummary(summary, 'local', filesStore);
      if (summary.counts.failed > 0) throw new Error(filesReport);
    }

    writeFileSync(
      path.join(config.dataDir, MOVED_MARKER),
      `${JSON.stringify({ movedAt: new Date().toISOString(), tables: before.length, filesStore }, null, 2)}\n`,
    );
    return { tables: before, consents, filesStore, filesReport, consentKeyFile: keyFile };
  } finally {
    await source?.close();
    await target.close();
    lock.release();
  }
}
