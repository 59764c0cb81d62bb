import { PGlite } from '@electric-sql/pglite';
import { fillPlaceholders, type SQL, sql } from 'drizzle-orm';
import { PgDialect } from 'drizzle-orm/pg-core';
import type pg from 'pg';
import { type DbOrTx, queryRows } from './client.ts';
import { nameTextOnPglite, runPreparedOnPglite } from './pglite-prepare.ts';

/**
 * A statement for a path where thousands of calls arrive at once: its text is built once (`build` called
 * with a placeholder for each of `keys`), and the database parses and plans it once: on PostgreSQL a named
 * statement per pooled connection, on PGlite a `PREPARE` in its one session. Planning was most of a large
 * statement's cost on PGlite (the plan read: ~2.5 ms unprepared, ~0.7 ms prepared). Both drivers answer
 * with rows of the statement's own column names; timestamps come back as Date on PostgreSQL and as text on
 * PGlite, so such statements select none (epoch numbers instead). In a transaction the statement is built
 * with the values and runs through the transaction like any other.
 */
export function preparedStatement<T, K extends string>(
  name: string,
  keys: readonly K[],
  build: (values: Record<K, unknown>) => SQL,
): (db: DbOrTx, values: Record<K, unknown>) => Promise<T[]> {
  const placeholders = Object.fromEntries(keys.map((key) => [key, sql.placeholder(key)])) as Record<
    K,
    unknown
  >;
  const built = new PgDialect().sqlToQuery(build(placeholders));
  return async (db, values) => {
    // Only the handle has a client of its own; a transaction's statements go through its connection.
    const client = (db as unknown as { $client?: PGlite | pg.Pool }).$client;
    if (client === undefined) return queryRows<T>(db, build(values));
    const params = fillPlaceholders(built.params, values);
    if (client instanceof PGlite) return (await runPreparedOnPglite<T>(client, name, built.sql, params)).rows;
    return (await client.query({ name, text: built.sql, values: params })).rows as T[];
  };
}

/**
 * A Drizzle query whose text the embedded database should prepare, as PostgreSQL already does for a
 * Drizzle `.prepare(name)` (the PGlite driver ignores the name): on the handle, outside transactions, a
 * query of exactly this text then runs as `EXECUTE`, its answer unchanged. Nothing to do on PostgreSQL.
 */
export function prepareTextOnPglite(db: DbOrTx, name: string, text: string): void {
  const client = (db as unknown as { $client?: unknown }).$client;
  if (client instanceof PGlite) nameTextOnPglite(client, name, text);
}
