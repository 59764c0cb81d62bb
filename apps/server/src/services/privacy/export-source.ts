import type { DbOrTx } from '@waypoint/db';
import { and, count, getTableColumns, getTableName, type SQL, sql } from 'drizzle-orm';
import { type AnyPgColumn, getTableConfig, type PgTable, type SelectedFields } from 'drizzle-orm/pg-core';

/** The person whose data is gathered, with what finds their rows beside their id. */
export interface ExportSubject {
  id: string;
  phone: string;
  email: string | null;
  waGroupId: string | null;
}

export type ExportRow = Record<string, unknown>;
/** The values of a source's order columns in its last row: where the next page starts. */
export type ExportCursor = readonly unknown[];

export interface ExportPage {
  rows: ExportRow[];
  next: ExportCursor | null;
}

/** One list inside an area's JSON file: the person's rows of one table, found one way. */
export interface ExportSource {
  /** The list's key in the area's file. */
  key: string;
  /** 'table.column' of each column through which the person's rows are found (the coverage test reads it). */
  finds: readonly string[];
  count(db: DbOrTx, who: ExportSubject): Promise<number>;
  page(db: DbOrTx, who: ExportSubject, after: ExportCursor | null, limit: number): Promise<ExportPage>;
}

/** A column whose name says it holds a secret never leaves through an export, whatever a source selects. */
const SECRET_COLUMN = /(hash|secret|password|token)/i;

/**
 * A table's columns as an export selection, less the ones named: secrets (refused below even if forgotten)
 * and other people's ids, which tell the reader nothing.
 */
export function columnsOf<T extends PgTable>(table: T, omit: readonly (keyof T['_']['columns'])[] = []) {
  const all = getTableColumns(table) as Record<string, AnyPgColumn>;
  return Object.fromEntries(
    Object.entries(all).filter(([key, column]) => !omit.includes(key) && !SECRET_COLUMN.test(column.name)),
  ) as SelectedFields;
}

export interface PagedSourceSpec {
  key: string;
  finds: readonly string[];
  table: PgTable;
  fields: SelectedFields;
  where: (who: ExportSubject) => SQL | undefined;
  /** Columns of `table` that order its rows uniquely: the keyset a page continues from. */
  order: readonly AnyPgColumn[];
}

/**
 * A source read in pages by keyset (`(order columns) > (last row's values)`), so an export of thousands of
 * rows holds one page at a time and no page costs more than the first. Labels from other tables (an event's
 * name) are correlated subqueries in `fields`, so every source reads one table.
 */
export function pagedSource(spec: PagedSourceSpec): ExportSource {
  const tableName = getTableName(spec.table);
  for (const [key, field] of Object.entries(spec.fields)) {
    if (isColumn(field) && SECRET_COLUMN.test(field.name))
      throw new Error(`export ${spec.key}: ${tableName}.${field.name} is a secret (field ${key})`);
  }
  const own = new Set(getTableConfig(spec.table).columns);
  if (spec.order.length === 0 || spec.order.some((c) => !own.has(c as never)))
    throw new Error(`export ${spec.key}: order by columns of ${tableName}`);
  const keyFields = Object.fromEntries(spec.order.map((column, i) => [`__k${i}`, column]));
  return {
    key: spec.key,
    finds: spec.finds,
    async count(db, who) {
      const [row] = await db.select({ n: count() }).from(spec.table).where(spec.where(who));
      return row?.n ?? 0;
    },
    async page(db, who, after, limit) {
      const keyset = after
        ? sql`(${sql.join([...spec.order], sql`, `)}) > (${sql.join(
            after.map((v) => sql`${v}`),
            sql`, `,
          )})`
        : undefined;
      const found = (await db
        .select({ ...spec.fields, ...keyFields })
        .from(spec.table)
        .where(and(spec.where(who), keyset))
        .orderBy(...spec.order)
        .limit(limit)) as ExportRow[];
      const rows = found.map((row) => {
        const out: ExportRow = {};
        for (const [k, v] of Object.entries(row)) if (!k.startsWith('__k')) out[k] = v;
        return out;
      });
      const last = found.at(-1);
      const next = last && found.length === limit ? spec.order.map((_, i) => last[`__k${i}`]) : null;
      return { rows, next };
    },
  };
}

function isColumn(field: unknown): field is AnyPgColumn {
  return typeof field === 'object' && field !== null && 'columnType' in field && 'name' in field;
}
