import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { OpenDb } from './client.ts';
import { preparedStatement } from './prepared.ts';
import { createTestDb } from './testing.ts';

type Key = 'text' | 'count' | 'flag' | 'missing';

// Each value comes back as the statement's parameter type read it.
const echo = preparedStatement<
  { text: string | null; count: number; flag: boolean; missing: string | null },
  Key
>(
  'test_prepared_echo',
  ['text', 'count', 'flag', 'missing'],
  (v) =>
    sql`select ${v.text}::text as text, ${v.count}::int as count, ${v.flag}::boolean as flag, ${v.missing}::text as missing`,
);

describe('preparedStatement', () => {
  let open: OpenDb;

  beforeAll(async () => {
    open = await createTestDb();
  });

  afterAll(async () => {
    await open.close();
  });

  it('passes every value as a value, quotes and backslashes included, on both drivers', async () => {
    const hostile = `O'Brien \\' ); drop table users; -- 路標 $1`;
    for (let i = 0; i < 3; i++) {
      const [row] = await echo(open.db, { text: hostile, count: 41 + i, flag: i % 2 === 0, missing: null });
      expect(row).toEqual({ text: hostile, count: 41 + i, flag: i % 2 === 0, missing: null });
    }
  });

  it('answers the same inside a transaction, where it runs as an ordinary statement', async () => {
    const values = { text: 'inside', count: 7, flag: false, missing: null };
    const outside = await echo(open.db, values);
    const inside = await open.db.transaction((tx) => echo(tx, values));
    expect(inside).toEqual(outside);
  });

  it('is prepared once even when its first calls arrive together', async () => {
    const calls = Array.from({ length: 20 }, (_, i) =>
      echo(open.db, { text: `n${i}`, count: i, flag: true, missing: null }),
    );
    const rows = (await Promise.all(calls)).map((r) => r[0]?.count);
    expect(rows).toEqual(Array.from({ length: 20 }, (_, i) => i));
    if (open.kind === 'pglite') {
      // PGlite has one session: the statement is prepared there, once.
      const prepared = await open.db.execute(
        sql`select count(*)::int as n from pg_prepared_statements where name = 'test_prepared_echo'`,
      );
      expect((prepared as unknown as { rows: { n: number }[] }).rows[0]?.n).toBe(1);
    }
  });
});
