import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type OpenDb, queryRows } from './client.ts';
import { applicationTables, copyDatabase, databaseContents, tableFigures } from './copy-database.ts';
import * as schema from './schema/index.ts';
import { seedAll } from './seed/index.ts';
import { createTestDb } from './testing.ts';

/**
 * Issue 26 item 2: everything in one database copied into another, value for value: the demo school, plus
 * values a copy through JavaScript would bend (a timestamp's microseconds, a bigint beyond 2^53, text with
 * every kind of character, JSON). On PGlite in `npm test`; on PostgreSQL (both sides) in `npm run test:pg`.
 */
describe('copyDatabase', () => {
  let source: OpenDb;
  let target: OpenDb;

  beforeAll(async () => {
    source = await createTestDb();
    await seedAll(source.db, { demo: true });
    await source.db.execute(
      sql`update ${schema.users} set created_at = '2026-01-02 03:04:05.123456+00' where phone = '91000001'`,
    );
    await source.db
      .update(schema.users)
      .set({ fullName: 'Chan "Tai Man" \\ O\'Neil, 陳大文 😀\n\ttab' })
      .where(eq(schema.users.phone, '91000002'));
    target = await createTestDb();
  }, 120_000);

  afterAll(async () => {
    await source?.close();
    await target?.close();
  });

  it('copies every table exactly: the same rows, the same values, the same sequences', {
    timeout: 180_000,
  }, async () => {
    const copied: Record<string, number> = {};
    await copyDatabase(source.db, target.db, (table, rows) => {
      copied[table] = rows;
    });
    const before = await tableFigures(source.db);
    const after = await tableFigures(target.db);
    expect(after).toEqual(before);
    expect(Object.keys(copied).sort()).toEqual(await applicationTables(source.db));
    for (const f of before) expect(copied[f.table], f.table).toBe(f.rows);
    expect(before.find((f) => f.table === 'users')!.rows).toBeGreaterThan(40);

    const [stamp] = await queryRows<{ t: string }>(
      target.db,
      sql`select to_char(created_at at time zone 'UTC', 'HH24:MI:SS.US') as t from users where phone = '91000001'`,
    );
    expect(stamp?.t).toBe('03:04:05.123456');
    // The next row takes the next number, as it would have on the source.
    const [next] = await queryRows<{ id: string }>(
      source.db,
      sql`select last_value::text as id from pg_sequences where sequencename = 'outbox_messages_id_seq'`,
    );
    const [row] = await target.db
      .insert(schema.outboxMessages)
      .values({ channel: 'sms', recipient: '91000001', body: 'after the move' })
      .returning({ id: schema.outboxMessages.id });
    expect(row!.id).toBe(next?.id === null || next?.id === undefined ? 1 : Number(next.id) + 1);
  });

  it('tells a database with rows from an empty one', async () => {
    expect((await databaseContents(source.db)).tablesWithRows).toContain('users');
    expect((await databaseContents(source.db)).migrated).toBe(true);
  });
});
