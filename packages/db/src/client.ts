import { existsSync, mkdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { PGlite } from '@electric-sql/pglite';
import type { ExtractTablesWithRelations, SQL } from 'drizzle-orm';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import type { PgDatabase, PgQueryResultHKT, PgTransaction } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import pg from 'pg';
import { parseDrizzleTypesOnce } from './pglite-parsers.ts';
import * as schema from './schema/index.ts';

export type Schema = typeof schema;
/** One type for both drivers: code written against it runs on PGlite and on PostgreSQL. */
export type Db = PgDatabase<PgQueryResultHKT, Schema, ExtractTablesWithRelations<Schema>>;
export type Tx = PgTransaction<PgQueryResultHKT, Schema, ExtractTablesWithRelations<Schema>>;
/** A database handle or an open transaction: service functions accept either. */
export type DbOrTx = Db | Tx;

const PGLITE_SHARED_BUFFERS = '32MB';

export const migrationsFolder = fileURLToPath(new URL('../migrations', import.meta.url));

export interface DbConfig {
  /** postgres://… — when set, a pooled `pg` connection is used. */
  databaseUrl?: string | undefined;
  /** Directory of the embedded PGlite database when no URL is given. */
  dataDir?: string | undefined;
  /** A PGlite data-directory dump to start from (tests start from a migrated snapshot). */
  loadDataDir?: Blob | File | undefined;
  /** A PGlite template file (pglite-template.ts) to start `dataDir` from when it holds no database yet. */
  template?: string | undefined;
  poolSize?: number;
}

export interface OpenDb {
  db: Db;
  kind: 'pglite' | 'postgres';
  /** Runs the committed SQL migrations. */
  migrate(): Promise<void>;
  /** Listens on a PostgreSQL channel; returns the function that stops listening. */
  listen(channel: string, onPayload: (payload: string) => void): Promise<() => Promise<void>>;
  close(): Promise<void>;
  /** The raw PGlite instance (embedded only), e.g. to dump a snapshot. */
  pglite?: PGlite;
  pool?: pg.Pool;
}

export async function openDb(config: DbConfig): Promise<OpenDb> {
  if (config.databaseUrl) {
    const pool = new pg.Pool({ connectionString: config.databaseUrl, max: config.poolSize ?? 10 });
    // An idle client losing its connection (a server restart, a network drop) emits 'error' on the pool;
    // unhandled, that would end the process. The pool replaces the client; the next query reconnects.
    pool.on('error', (err) => {
      console.error(`PostgreSQL pool: idle client error: ${err.message}`);
    });
    const db = drizzlePg(pool, { schema }) as unknown as Db;
    return {
      db,
      kind: 'postgres',
      pool,
      migrate: () => migratePg(drizzlePg(pool, { schema }), { migrationsFolder }),
      async listen(channel, onPayload) {
        // LISTEN needs one dedicated connection for as long as we listen.
        const client = await pool.connect();
        const handler = (msg: pg.Notification) => {
          if (msg.channel === channel) onPayload(msg.payload ?? '');
        };
        client.on('notification', handler);
        await client.query(`LISTEN ${pg.escapeIdentifier(channel)}`);
        return async () => {
          client.off('notification', handler);
          await client.query(`UNLISTEN ${pg.escapeIdentifier(channel)}`).catch(() => {});
          client.release();
        };
      },
      close: () => pool.end(),
    };
  }
  const dataDir = config.dataDir ? path.resolve(config.dataDir) : undefined;
  if (dataDir) mkdirSync(dataDir, { recursive: true });
  const fromTemplate =
    dataDir !== undefined &&
    config.template !== undefined &&
    !existsSync(path.join(dataDir, 'PG_VERSION')) &&
    existsSync(config.template);
  const loadDataDir = fromTemplate ? new Blob([readFileSync(config.template!)]) : config.loadDataDir;
  const pglite = new PGlite({
    ...(dataDir ? { dataDir } : {}),
    ...(loadDataDir ? { loadDataDir } : {}),
    // PostgreSQL's default 128 MB of shared buffers is set up at every open and cost a third of the
    // embedded database's start; the demo or small-school database is ~30 MB with the catalogues, and a
    // page outside the buffers is still one file read away.
    startParams: [...PGlite.defaultStartParams, '-c', `shared_buffers=${PGLITE_SHARED_BUFFERS}`],
  });
  await pglite.waitReady;
  parseDrizzleTypesOnce(pglite);
  const db = drizzlePglite(pglite, { schema }) as unknown as Db;
  return {
    db,
    kind: 'pglite',
    pglite,
    migrate: () => migratePglite(drizzlePglite(pglite, { schema }), { migrationsFolder }),
    async listen(channel, onPayload) {
      return pglite.listen(channel, onPayload);
    },
    close: () => pglite.close(),
  };
}

/**
 * Raw SQL for the few statements the query builder cannot express (e.g. UPDATE … WHERE id IN (SELECT … FOR
 * UPDATE SKIP LOCKED)); both drivers answer with `rows`.
 */
export async function queryRows<T>(db: DbOrTx, query: SQL): Promise<T[]> {
  const result = (await db.execute(query)) as unknown as { rows: T[] };
  return result.rows;
}
