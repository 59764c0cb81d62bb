import { mkdir, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { openDb } from './client.ts';
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
  const db = await openDb({});
  await db.migrate();
  await seedReference(db.db);
  const dump = await db.pglite!.dumpDataDir('none');
  await db.close();
  const dir = path.join(os.tmpdir(), 'waypoint-test');
  await mkdir(dir, { recursive: true });
  const file = path.join(dir, `pglite-${process.pid}.tar`);
  await writeFile(file, Buffer.from(await dump.arrayBuffer()));
  process.env.WAYPOINT_PGLITE_SNAPSHOT = file;
}
