import { type SQL, sql } from 'drizzle-orm';
import { type Db, type DbOrTx, queryRows } from './client.ts';

/** Rows per statement: small enough that one page's JSON stays a few megabytes. */
const PAGE_ROWS = 500;

export interface TableFigures {
  table: string;
  rows: number;
  /** md5 of the table's rows as JSON text, sorted: equal on both sides only if every value is. */
  digest: string;
}

/** The tables of the application (schema `public`), in name order. */
export async function applicationTables(db: DbOrTx): Promise<string[]> {
  const rows = await queryRows<{ name: string }>(
    db,
    sql`select tablename as name from pg_tables where schemaname = 'public' order by tablename`,
  );
  return rows.map((r) => r.name);
}

/** Tables of `db` that hold rows, and whether it has Waypoint's migrations at all. */
export async function databaseContents(db: DbOrTx): Promise<{ tablesWithRows: string[]; migrated: boolean }> {
  const tablesWithRows: string[] = [];
  for (const table of await applicationTables(db)) {
    const [row] = await queryRows<{ any: boolean }>(
      db,
      sql`select exists (select 1 from ${sql.identifier(table)}) as any`,
    );
    if (row?.any) tablesWithRows.push(table);
  }
  const [migrations] = await queryRows<{ n: number }>(
    db,
    sql`select count(*)::int as n from pg_tables where schemaname = 'drizzle' and tablename = '__drizzle_migrations'`,
  );
  return { tablesWithRows, migrated: Number(migrations?.n ?? 0) > 0 };
}

/**
 * Each table's row count and a digest of its content. Timestamps are written in UTC on both sides, so that
 * two databases with the same values give the same text whatever their server's time zone.
 */
export async function tableFigures(db: Db): Promise<TableFigures[]> {
  return db.transaction(async (tx) => {
    await tx.execute(sql`set local time zone 'UTC'`);
    return figuresIn(tx, await applicationTables(tx));
  });
}

/** The figures of these tables, read through `tx` (its time zone set to UTC). */
export async function figuresIn(tx: DbOrTx, tables: readonly string[]): Promise<TableFigures[]> {
  const figures: TableFigures[] = [];
  for (const table of tables) {
    const [row] = await queryRows<{ n: number; digest: string | null }>(
      tx,
      sql`select count(*)::int as n, md5(coalesce(string_agg(j, E'\n' order by j), '')) as digest
        from (select row_to_json(t)::text as j from ${sql.identifier(table)} t) s`,
    );
    figures.push({ table, rows: Number(row?.n ?? 0), digest: row?.digest ?? '' });
  }
  return figures;
}

/** The newest migration a database has: a backup restores only into a database at the same one. */
export async function latestMigration(db: DbOrTx): Promise<string> {
  const [row] = await queryRows<{ hash: string; at: string }>(
    db,
    sql`select hash, created_at::text as at from drizzle.__drizzle_migrations order by created_at desc limit 1`,
  );
  return row ? `${row.at}:${row.hash}` : '';
}

export interface DatabaseDump {
  tables: TableFigures[];
  sequences: SequenceValue[];
  migration: string;
}

/**
 * Every row of the application's tables as one consistent picture while the server keeps writing: one
 * read-only REPEATABLE READ transaction, so every table, its figures and the foreign keys between them
 * are of the same instant. `meta` is called first (tables, sequences, migration: a restore needs them
 * before the rows), then `rows` page by page, table by table. On PostgreSQL this holds one connection;
 * on PGlite, whose one connection it holds, the server's other requests wait until it ends.
 */
export async function dumpDatabase(
  db: Db,
  meta: (dump: Omit<DatabaseDump, 'tables'> & { tables: string[] }) => Promise<void>,
  rows: (table: string, page: string[]) => Promise<void>,
): Promise<DatabaseDump> {
  return db.transaction(async (tx) => {
    await tx.execute(sql`set transaction isolation level repeatable read, read only`);
    await tx.execute(sql`set local time zone 'UTC'`);
    const tables = await applicationTables(tx);
    // Sequences are outside transactions: read first, they can only be ahead of the rows, never behind.
    const sequences = await sequenceValues(tx);
    const migration = await latestMigration(tx);
    await meta({ tables, sequences, migration });
    const figures = await figuresIn(tx, tables);
    for (const table of tables) for await (const page of tableRows(tx, table)) await rows(table, page);
    return { tables: figures, sequences, migration };
  });
}

interface ForeignKey {
  table: string;
  name: string;
  definition: string;
}

/** A sequence's state: the value it last gave, or null when it never gave one. */
export interface SequenceValue {
  name: string;
  value: string | null;
}

/** Writes one page of rows (JSON objects as text, as `row_to_json` gives them) into a table. */
export type InsertRows = (table: string, rows: readonly string[]) => Promise<void>;

export async function sequenceValues(db: DbOrTx): Promise<SequenceValue[]> {
  return queryRows<SequenceValue>(
    db,
    sql`select sequencename as name, last_value::text as value from pg_sequences
      where schemaname = 'public' order by sequencename`,
  );
}

/**
 * Fills the application's tables of `target` (same migrations, no rows of its own worth keeping) from
 * rows given as JSON text, in one transaction: a failure leaves it as it was. Used by the move to
 * PostgreSQL (rows from another database) and by restore (rows from a backup).
 *
 * Values travel as JSON text (`row_to_json` on the source, `json_populate_recordset` on the target), so
 * each is written back by its own type's input function: microseconds of timestamps, numerics, bytea and
 * arrays arrive exactly (JavaScript Dates would drop the microseconds, and with them consent digests).
 * The target's foreign keys are dropped for the fill and added again after it, which checks every row,
 * and its own triggers (the consent chain's, the session cache's) are paused, since the rows are copies,
 * not new writes; both need only the owner's rights, not a superuser's. Sequences take the given values.
 */
export async function fillDatabase(
  target: Db,
  opts: {
    tables: readonly string[];
    sequences: readonly SequenceValue[];
    /** Runs last inside the transaction: throwing leaves the target as it was. */
    verify?: (tx: DbOrTx) => Promise<void>;
  },
  fill: (insert: InsertRows) => Promise<void>,
): Promise<void> {
  const targetTables = new Set(await applicationTables(target));
  const missing = opts.tables.filter((t) => !targetTables.has(t));
  if (missing.length > 0) throw new Error(`The target lacks tables: ${missing.join(', ')}`);
  await target.transaction(async (tx) => {
    await tx.execute(sql`set local time zone 'UTC'`);
    const foreignKeys = await queryRows<ForeignKey>(
      tx,
      sql`select conrelid::regclass::text as table, conname as name, pg_get_constraintdef(oid) as definition
        from pg_constraint where contype = 'f' and connamespace = 'public'::regnamespace`,
    );
    for (const fk of foreignKeys)
      await tx.execute(sql`alter table ${sql.raw(fk.table)} drop constraint ${sql.identifier(fk.name)}`);
    for (const table of opts.tables)
      await tx.execute(sql`alter table ${sql.identifier(table)} disable trigger user`);
    // Migrations may write rows of their own (settings); the copy brings the source's.
    if (opts.tables.length > 0)
      await tx.execute(
        sql.raw(`truncate ${opts.tables.map((t) => `"${t.replaceAll('"', '""')}"`).join(', ')}`),
      );
    const columnLists = new Map<string, SQL>();
    await fill(async (table, rows) => {
      if (rows.length === 0) return;
      let list = columnLists.get(table);
      if (!list) {
        list = await insertColumns(tx, table);
        columnLists.set(table, list);
      }
      await tx.execute(
        sql`insert into ${sql.identifier(table)} (${list}) overriding system value
          select ${list} from json_populate_recordset(null::${sql.identifier(table)}, ${`[${rows.join(',')}]`}::json)`,
      );
    });
    for (const table of opts.tables)
      await tx.execute(sql`alter table ${sql.identifier(table)} enable trigger user`);
    for (const fk of foreignKeys)
      await tx.execute(
        sql`alter table ${sql.raw(fk.table)} add constraint ${sql.identifier(fk.name)} ${sql.raw(fk.definition)}`,
      );
    for (const seq of opts.sequences) {
      await tx.execute(
        seq.value === null
          ? sql`select setval(${`public.${seq.name}`}::regclass, 1, false)`
          : sql`select setval(${`public.${seq.name}`}::regclass, ${seq.value}::bigint, true)`,
      );
    }
    await opts.verify?.(tx);
  });
}

/** The columns an insert may write: not generated ones. */
async function insertColumns(db: DbOrTx, table: string): Promise<SQL> {
  const columns = await queryRows<{ name: string }>(
    db,
    sql`select attname as name from pg_attribute
      where attrelid = ${`public."${table.replaceAll('"', '""')}"`}::regclass and attnum > 0
        and not attisdropped and attgenerated = ''
      order by attnum`,
  );
  return sql.join(
    columns.map((c) => sql.identifier(c.name)),
    sql`, `,
  );
}

/**
 * A table's rows as JSON text, a page at a time, in the order they lie on disk (by tid, which every
 * table has, whatever its key). `db` may be a transaction holding a snapshot.
 */
export async function* tableRows(db: DbOrTx, table: string): AsyncGenerator<string[]> {
  let after = '(0,0)';
  for (;;) {
    // Ordered by the tid itself, not its text ('(0,10)' sorts before '(0,2)' as text).
    const page = await queryRows<{ position: string; j: string }>(
      db,
      sql`select t.ctid::text as position, row_to_json(t)::text as j from ${sql.identifier(table)} t
        where t.ctid > ${after}::tid order by t.ctid limit ${PAGE_ROWS}`,
    );
    if (page.length === 0) return;
    yield page.map((r) => r.j);
    after = page[page.length - 1]!.position;
  }
}

/**
 * Copies every row of the application's tables from `source` into `target` (same migrations; its rows
 * are replaced), exactly: see `fillDatabase`. The source must not change meanwhile (the move holds the
 * DATA_DIR lock).
 */
export async function copyDatabase(
  source: Db,
  target: Db,
  onTable: (table: string, rows: number) => void = () => {},
): Promise<void> {
  const tables = await applicationTables(source);
  const sequences = await sequenceValues(source);
  await fillDatabase(target, { tables, sequences }, async (insert) => {
    for (const table of tables) {
      let rows = 0;
      await source.transaction(async (tx) => {
        await tx.execute(sql`set local time zone 'UTC'`);
        for await (const page of tableRows(tx, table)) {
          await insert(table, page);
          rows += page.length;
        }
      });
      onTable(table, rows);
    }
  });
}
