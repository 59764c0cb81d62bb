import { getTableColumns, type SQL, sql } from 'drizzle-orm';
import type { IndexColumn, PgInsertValue, PgTable, PgUpdateSetSource } from 'drizzle-orm/pg-core';
import type { Tx } from '../../client.ts';

/** Rows per INSERT: well under PostgreSQL's 65535 bind parameters for the widest table. */
const BATCH = 500;

export function chunks<T>(rows: readonly T[], size = BATCH): T[][] {
  const out: T[][] = [];
  for (let i = 0; i < rows.length; i += size) out.push(rows.slice(i, i + size));
  return out;
}

/** For child tables the loader owns entirely: nothing references their rows, so replace them all. */
export async function replaceAll<T extends PgTable>(
  tx: Tx,
  table: T,
  rows: PgInsertValue<T>[],
): Promise<void> {
  await tx.delete(table);
  for (const chunk of chunks(rows)) await tx.insert(table).values(chunk);
}

/**
 * Inserts or updates on the natural key. Only the columns named in `update` are overwritten, so columns
 * that admins own (a programme's sortOrder, a discipline's image) survive a reload.
 */
export async function upsertRows<T extends PgTable>(
  tx: Tx,
  table: T,
  rows: PgInsertValue<T>[],
  target: IndexColumn,
  update: readonly string[],
  extraSet: Record<string, SQL> = {},
): Promise<void> {
  const set = { ...excluded(table, update), ...extraSet } as PgUpdateSetSource<T>;
  for (const chunk of chunks(rows)) {
    await tx.insert(table).values(chunk).onConflictDoUpdate({ target, set });
  }
}

/** `{ name: excluded."name", … }` for the given TypeScript column keys. */
function excluded(table: PgTable, keys: readonly string[]): Record<string, SQL> {
  const columns = getTableColumns(table);
  const set: Record<string, SQL> = {};
  for (const key of keys) {
    const column = columns[key];
    if (!column) throw new Error(`reference loader: no column "${key}" in the table`);
    set[key] = sql.raw(`excluded."${column.name}"`);
  }
  return set;
}

/**
 * Ids for natural keys: rows already in the database keep theirs (users and choices point at them), new
 * keys get the next ids in the order given. On an empty database this is simply firstId, firstId+1, ….
 */
export function stableIds(
  keysInOrder: readonly string[],
  existing: ReadonlyMap<string, number>,
  firstId = 1,
): Map<string, number> {
  let next = firstId;
  for (const id of existing.values()) next = Math.max(next, id + 1);
  const ids = new Map<string, number>();
  for (const key of keysInOrder) ids.set(key, existing.get(key) ?? next++);
  return ids;
}

/** Looks a key up in a map built by the loader; a miss is a bug in the data checks, not a data gap. */
export function idOf(ids: ReadonlyMap<string, number>, key: string, what: string): number {
  const id = ids.get(key);
  if (id === undefined) throw new Error(`reference loader: no ${what} id for "${key}"`);
  return id;
}
