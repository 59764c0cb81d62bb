import { PGlite } from '@electric-sql/pglite';
import { fillPlaceholders, type SQL } from 'drizzle-orm';
import { PgDialect } from 'drizzle-orm/pg-core';
import type pg from 'pg';
import type { Db } from './client.ts';

/**
 * A raw statement for a path where thousands of calls arrive at once: its text is built once (values by
 * `sql.placeholder(name)`), and PostgreSQL parses and plans it once per pooled connection (a named
 * statement). Run on the database handle, not in a transaction: it is meant to be one autocommitted
 * statement. Both drivers answer with rows of the statement's own column names.
 */
export function preparedStatement<T>(
  name: string,
  query: SQL,
): (db: Db, values: Record<string, unknown>) => Promise<T[]> {
  const built = new PgDialect().sqlToQuery(query);
  return async (db, values) => {
    const params = fillPlaceholders(built.params, values);
    const client = (db as unknown as { $client: PGlite | pg.Pool }).$client;
    if (client instanceof PGlite) return (await client.query<T>(built.sql, params)).rows;
    return (await client.query({ name, text: built.sql, values: params })).rows as T[];
  };
}
