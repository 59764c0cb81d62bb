import { PGlite, type Results, types } from '@electric-sql/pglite';
import { sql } from 'drizzle-orm';
import {
  boolean,
  date,
  integer,
  interval,
  jsonb,
  numeric,
  pgTable,
  text,
  timestamp,
} from 'drizzle-orm/pg-core';
import { drizzle } from 'drizzle-orm/pglite';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type OpenDb, openDb } from './client.ts';
import { DRIZZLE_TEXT_TYPES } from './pglite-parsers.ts';

const sample = pgTable('parser_sample', {
  id: integer('id').primaryKey(),
  at: timestamp('at', { withTimezone: true }).notNull(),
  local: timestamp('local').notNull(),
  day: date('day').notNull(),
  dayAsDate: date('day_as_date', { mode: 'date' }).notNull(),
  span: interval('span').notNull(),
  amounts: numeric('amounts').array().notNull(),
  stamps: timestamp('stamps', { withTimezone: true }).array().notNull(),
  days: date('days').array().notNull(),
  data: jsonb('data').notNull(),
  flag: boolean('flag').notNull(),
  label: text('label'),
});

const CREATE = sql`create table parser_sample (id integer primary key, at timestamptz not null,
  local timestamp not null, day date not null, day_as_date date not null, span interval not null,
  amounts numeric[] not null, stamps timestamptz[] not null, days date[] not null, data jsonb not null,
  flag boolean not null, label text)`;

const ROW = {
  id: 1,
  at: new Date('2026-11-26T02:30:00.123Z'),
  local: new Date('2026-11-26T10:30:00.000Z'),
  day: '2026-11-26',
  dayAsDate: new Date('2026-11-26T00:00:00.000Z'),
  span: '1 day 02:00:00',
  amounts: ['1.50', '22.25'],
  stamps: [new Date('2026-01-01T00:00:00.000Z'), new Date('2026-06-30T15:45:00.000Z')],
  days: ['2026-01-01', '2026-12-31'],
  data: { a: [1, 2], zh: '路標' },
  flag: true,
  label: null,
};

describe('Drizzle on PGlite with its parsers set once on the handle', () => {
  let lighter: OpenDb;
  let plain: PGlite;

  beforeAll(async () => {
    lighter = await openDb({});
    plain = new PGlite();
    await plain.waitReady;
    for (const db of [lighter.db, drizzle(plain)]) {
      await db.execute(CREATE);
      await db.insert(sample).values(ROW);
    }
  });

  afterAll(async () => {
    await lighter.close();
    await plain.close();
  });

  it('reads every column type as an unchanged PGlite handle does', async () => {
    const before = await drizzle(plain).select().from(sample);
    const after = await lighter.db.select().from(sample);
    expect(after).toEqual(before);
    expect(after[0]).toEqual(ROW);
  });

  it('gives raw statements through Drizzle the same values', async () => {
    const query = sql`select at, local, day, span, amounts, stamps, days, data from parser_sample`;
    const before = await drizzle(plain).execute(query);
    const after = (await lighter.db.execute(query)) as unknown as typeof before;
    expect(after.rows).toEqual(before.rows);
  });

  it('reads the same inside a transaction', async () => {
    const before = await drizzle(plain).transaction((tx) => tx.select().from(sample));
    const after = await lighter.db.transaction((tx) => tx.select().from(sample));
    expect(after).toEqual(before);
  });

  it('keeps any other per-query parsers', async () => {
    const pglite = lighter.pglite as PGlite;
    const result = await pglite.query<{ n: unknown }>('select 41 + 1 as n', [], {
      parsers: { [types.INT4]: (value: string) => `int ${value}` },
    });
    expect(result.rows[0]?.n).toBe('int 42');
  });

  it('drops exactly the parsers this Drizzle version sends (else the saving is lost silently)', async () => {
    const sent: unknown[] = [];
    const query = plain.query;
    plain.query = <T>(text: string, params?: unknown[], options?: Parameters<typeof query>[2]) => {
      sent.push(options?.parsers);
      return query.call<PGlite, [string, unknown[] | undefined, typeof options], Promise<Results<T>>>(
        plain,
        text,
        params,
        options,
      );
    };
    try {
      await drizzle(plain).select().from(sample);
      await drizzle(plain).execute(sql`select 1`);
    } finally {
      plain.query = query;
    }
    expect(sent).toHaveLength(2);
    for (const parsers of sent)
      expect(new Set(Object.keys(parsers ?? {}).map(Number))).toEqual(DRIZZLE_TEXT_TYPES);
  });
});
