import { randomBytes } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import pg from 'pg';
import { type OpenDb, openDb } from './client.ts';

/**
 * A fresh, migrated database with the reference data, one per test file.
 * PGlite starts from the snapshot written by the global setup (initdb takes seconds, a snapshot ~1 s);
 * with DATABASE_URL each call clones the template database the global setup prepared.
 */
export async function createTestDb(): Promise<OpenDb> {
  const url = process.env.DATABASE_URL;
  if (url) return createPgTestDb(url);
  const snapshotPath = process.env.WAYPOINT_PGLITE_SNAPSHOT;
  if (snapshotPath) {
    const bytes = await readFile(snapshotPath);
    return openDb({ loadDataDir: new Blob([bytes]) });
  }
  // Run outside the global setup (e.g. a single file by hand): build from scratch.
  const fresh = await openDb({});
  await fresh.migrate();
  const { seedReference } = await import('./seed/reference/index.ts');
  await seedReference(fresh.db);
  return fresh;
}

export const TEMPLATE_DB = 'waypoint_test_template';

async function createPgTestDb(url: string): Promise<OpenDb> {
  const name = `waypoint_test_${randomBytes(6).toString('hex')}`;
  const admin = new pg.Client({ connectionString: url });
  await admin.connect();
  try {
    await admin.query(`CREATE DATABASE ${name} TEMPLATE ${TEMPLATE_DB}`);
  } finally {
    await admin.end();
  }
  const target = new URL(url);
  target.pathname = `/${name}`;
  const opened = await openDb({ databaseUrl: target.toString(), poolSize: 20 });
  return {
    ...opened,
    async close() {
      await opened.close();
      const cleanup = new pg.Client({ connectionString: url });
      await cleanup.connect();
      await cleanup.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`).catch(() => {});
      await cleanup.end();
    },
  };
}
