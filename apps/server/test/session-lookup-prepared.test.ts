import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, signIn, type TestApp } from './harness.ts';

describe('the session lookup every signed-in request makes', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ demo: true });
  });
  afterAll(() => t.close());

  it('finds the person, then stops at once when the session is signed out', async () => {
    const cookie = await signIn(t, '91000001');
    for (let i = 0; i < 3; i++) {
      const status = await t.call<{ signedIn: boolean }>('auth.getSessionStatus', undefined, { cookie });
      expect(status.data.signedIn).toBe(true);
    }
    expect((await t.call('auth.logout', undefined, { cookie })).status).toBe(200);
    const after = await t.call<{ signedIn: boolean }>('auth.getSessionStatus', undefined, { cookie });
    expect(after.data.signedIn).toBe(false);
  });

  // createTestDb opens PostgreSQL when DATABASE_URL is set (test:pg). There the driver prepares the statement
  // on each pooled connection, and pg_prepared_statements shows only the connection that asks, so the check
  // is for the embedded database, and the run says it was skipped rather than passing without asserting.
  const onPostgres = Boolean(process.env.DATABASE_URL);
  it.skipIf(onPostgres)(
    'is planned once on the embedded database (PGlite plans every other statement again; skipped on PostgreSQL, where each pooled connection prepares it)',
    async () => {
      expect(t.database.kind).toBe('pglite');
      const res = await t.database.db.execute(
        sql`select count(*)::int as n from pg_prepared_statements where name = 'resolve_session'`,
      );
      expect((res as unknown as { rows: { n: number }[] }).rows[0]?.n).toBe(1);
    },
  );
});
