import path from 'node:path';
import pg from 'pg';
import { openDb } from './client.ts';
import { ensurePgliteTemplate } from './pglite-template.ts';
import { seedReference } from './seed/reference/index.ts';
import { TEMPLATE_DB } from './testing.ts';

/**
 * Vitest global setup shared by the db and server projects: migrate and load the reference data once,
 * then every test file starts from that state (see createTestDb).
 */
export default async function setup(): Promise<void> {
  const url = process.env.DATABASE_URL;
  if (url) {
    const admin = new pg.Client({ connectionString: url });
    await admin.connect();
    await admin.query(`DROP DATABASE IF EXISTS ${TEMPLATE_DB} WITH (FORCE)`);
    await admin.query(`CREATE DATABASE ${TEMPLATE_DB}`);
    await admin.end();
    const target = new URL(url);
    target.pathname = `/${TEMPLATE_DB}`;
    const tpl = await openDb({ databaseUrl: target.toString(), poolSize: 2 });
    await tpl.migrate();
    await seedReference(tpl.db);
    await tpl.close();
    return;
  }
  if (process.env.WAYPOINT_PGLITE_SNAPSHOT) return;
  // The template `npm install` made for `npm start` when it is still current; made here otherwise.
  process.env.WAYPOINT_PGLITE_SNAPSHOT = await ensurePgliteTemplate(
    path.resolve(import.meta.dirname, '../../../.tmp/pglite-template'),
  );
}
