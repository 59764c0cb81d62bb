import { type PGlite, type Transaction, types } from '@electric-sql/pglite';

type QueryOptions = Parameters<PGlite['query']>[2];

/**
 * The types Drizzle's PGlite driver asks to receive as text (its columns decode them): timestamp,
 * timestamptz, interval, date, and the arrays numeric[], timestamp[], timestamptz[], interval[], date[]
 * (drizzle-orm/pglite/session.js; a test holds a read through Drizzle to the values it gave before).
 */
export const DRIZZLE_TEXT_TYPES: ReadonlySet<number> = new Set<number>([
  types.TIMESTAMP,
  types.TIMESTAMPTZ,
  types.INTERVAL,
  types.DATE,
  1231,
  1115,
  1185,
  1187,
  1182,
]);

const asText = (value: string) => value;

/**
 * Drizzle hands each PGlite query these parsers, and PGlite merges per-query parsers into a copy of its whole
 * table (~320 types, arrays included) on every statement: ~90 µs and that much garbage each time, the
 * largest single cost of a short statement (a plain `select 1` cost 0.47 ms through Drizzle, 0.11 ms
 * without). Here the handle's own table holds them once, and a query whose parsers are only these goes
 * without them; any other per-query parsers pass through unchanged. Raw queries on this handle therefore
 * receive these types as text too (nothing in Waypoint reads them raw).
 */
export function parseDrizzleTypesOnce(pglite: PGlite): void {
  for (const oid of DRIZZLE_TEXT_TYPES) pglite.parsers[oid] = asText;
  const query = pglite.query.bind(pglite);
  pglite.query = (text, params, options) => query(text, params, withoutDrizzleParsers(options));
  const transaction = pglite.transaction.bind(pglite);
  pglite.transaction = (callback) => transaction((tx) => callback(lighterTransaction(tx)));
}

function withoutDrizzleParsers(options: QueryOptions): QueryOptions {
  const parsers = options?.parsers;
  if (!parsers) return options;
  for (const oid of Object.keys(parsers)) if (!DRIZZLE_TEXT_TYPES.has(Number(oid))) return options;
  const { parsers: _dropped, ...rest } = options;
  return rest;
}

function lighterTransaction(tx: Transaction): Transaction {
  // The transaction keeps its own state (closed, rollback); only its query is wrapped.
  return Object.create(tx, {
    query: {
      value: (text: string, params?: unknown[], options?: QueryOptions) =>
        tx.query(text, params, withoutDrizzleParsers(options)),
    },
  }) as Transaction;
}
