import { type OpenDb, openDb, schema } from '@waypoint/db';
import { eq, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../src/app.ts';
import { SESSION_CACHE_MS } from '../src/auth/session-cache.ts';
import { sha256 } from '../src/auth/tokens.ts';
import { createTestApp, procedureType, signIn, type TestApp } from './harness.ts';

const { users, authSessions } = schema;

interface Answer {
  status: number;
  data: unknown;
}

/**
 * Two server processes on one database: the harness's app, and a second Fastify app with its own database
 * handle (its own pool on PostgreSQL), its own session cache and its own LISTEN. On PGlite, which is one
 * connection in one process, the second app shares the handle but still keeps a cache and a LISTEN of its own.
 */
describe('the session cache: revocation holds on the next request, in this process and in another', () => {
  let t: TestApp;
  let second: { app: FastifyInstance; database: OpenDb };
  let adminCookie: string;

  async function ask(
    app: FastifyInstance,
    procedure: string,
    cookie: string,
    input?: unknown,
  ): Promise<Answer> {
    const isQuery = procedureType(procedure) === 'query';
    const res = await app.inject({
      method: isQuery ? 'GET' : 'POST',
      url: isQuery
        ? `/api/trpc/${procedure}${input === undefined ? '' : `?input=${encodeURIComponent(JSON.stringify(input))}`}`
        : `/api/trpc/${procedure}`,
      headers: {
        cookie,
        'x-waypoint-lang': 'en',
        ...(isQuery ? {} : { 'content-type': 'application/json' }),
      },
      ...(isQuery ? {} : { payload: JSON.stringify(input ?? {}) }),
    });
    const body = res.json() as { result?: { data: unknown } };
    return { status: res.statusCode, data: body.result?.data };
  }

  const status = async (app: FastifyInstance, cookie: string) =>
    (await ask(app, 'auth.getSessionStatus', cookie)).data as { signedIn: boolean; problem: string | null };
  const both = () => [t.app, second.app];

  async function userId(phone: string): Promise<string> {
    const [row] = await t.database.db.select({ id: users.id }).from(users).where(eq(users.phone, phone));
    return row!.id;
  }

  /** Every process has read (and so holds) the session. */
  async function warm(cookie: string): Promise<void> {
    for (const app of both()) expect((await status(app, cookie)).signedIn).toBe(true);
  }

  /** A block that no notice announces (a lost NOTIFY): the announcing triggers are off for its transaction. */
  async function blockUnannounced(phone: string): Promise<void> {
    await t.database.db.transaction(async (tx) => {
      await tx.execute(sql`set local session_replication_role = replica`);
      await tx.update(users).set({ accessDisabled: true }).where(eq(users.phone, phone));
    });
  }

  beforeAll(async () => {
    t = await createTestApp({ demo: true });
    const database =
      t.database.kind === 'postgres'
        ? await openDb({
            databaseUrl: (t.database.pool!.options as { connectionString: string }).connectionString,
            poolSize: 5,
          })
        : t.database;
    const app = await buildApp({ ...t.deps, database, db: database.db }, { serveWeb: false });
    await app.ready();
    second = { app, database };
    adminCookie = await signIn(t, '90000001');
  });

  afterAll(async () => {
    await second.app.close();
    if (second.database !== t.database) await second.database.close();
    await t.close();
  });

  it('ends a signed-out session in both processes', async () => {
    const cookie = await signIn(t, '91000004');
    await warm(cookie);
    expect((await ask(second.app, 'auth.logout', cookie)).status).toBe(200);
    for (const app of both()) expect((await status(app, cookie)).signedIn).toBe(false);
  });

  it('ends the sessions of an account an admin blocks, in both processes', async () => {
    const cookie = await signIn(t, '91000005');
    await warm(cookie);
    const blocked = await ask(t.app, 'users.updateRoles', adminCookie, {
      userId: await userId('91000005'),
      roles: ['secondary-school-student'],
      accessDisabled: true,
    });
    expect(blocked.status).toBe(200);
    // The first process to see the session again ends it and says why; after that it is simply gone.
    expect(await status(second.app, cookie)).toEqual(
      expect.objectContaining({ signedIn: false, problem: 'disabled' }),
    );
    expect((await status(t.app, cookie)).signedIn).toBe(false);
  });

  it('applies a role change to the next request in both processes, both ways', async () => {
    const cookie = await signIn(t, '91000006');
    const id = await userId('91000006');
    for (const app of both()) expect((await ask(app, 'admin.getAppSettings', cookie)).status).toBe(403);
    const promoted = await ask(second.app, 'users.updateRoles', adminCookie, {
      userId: id,
      roles: ['admin'],
    });
    expect(promoted.status).toBe(200);
    for (const app of both()) expect((await ask(app, 'admin.getAppSettings', cookie)).status).toBe(200);
    const demoted = await ask(t.app, 'users.updateRoles', adminCookie, {
      userId: id,
      roles: ['secondary-school-student'],
    });
    expect(demoted.status).toBe(200);
    for (const app of both()) expect((await ask(app, 'admin.getAppSettings', cookie)).status).toBe(403);
  });

  it('ends the other sessions of someone who changes their password, in both processes', async () => {
    const changing = await signIn(t, '90000004');
    const other = await signIn(t, '90000004');
    await warm(changing);
    await warm(other);
    const changed = await ask(t.app, 'auth.changePassword', changing, {
      oldPassword: '',
      newPassword: 'a new password',
      confirmPassword: 'a new password',
    });
    expect(changed.status).toBe(200);
    for (const app of both()) {
      expect((await status(app, other)).signedIn).toBe(false);
      expect((await status(app, changing)).signedIn).toBe(true);
    }
  });

  it('holds a change written outside any request (a job, a script) for the next request in both processes', async () => {
    const cookie = await signIn(t, '91000011');
    await warm(cookie);
    await t.database.db.update(users).set({ accessDisabled: true }).where(eq(users.phone, '91000011'));
    expect(await status(second.app, cookie)).toEqual(
      expect.objectContaining({ signedIn: false, problem: 'disabled' }),
    );
    expect((await status(t.app, cookie)).signedIn).toBe(false);
  });

  it('serves a session for at most SESSION_CACHE_MS when its change is never announced', async () => {
    const cookie = await signIn(t, '91000007');
    await warm(cookie);
    await blockUnannounced('91000007');
    // Unannounced, both processes still serve what they read (this is the cache at work) …
    for (const app of both()) expect((await status(app, cookie)).signedIn).toBe(true);
    t.clock.advance(SESSION_CACHE_MS - 1);
    for (const app of both()) expect((await status(app, cookie)).signedIn).toBe(true);
    // … and not a millisecond past the bound.
    t.clock.advance(1);
    expect(await status(second.app, cookie)).toEqual(
      expect.objectContaining({ signedIn: false, problem: 'disabled' }),
    );
    expect((await status(t.app, cookie)).signedIn).toBe(false);
  });

  // PGlite is one in-process connection: there is no listening connection to lose.
  it.skipIf(!process.env.DATABASE_URL)(
    'trusts nothing it holds once its listening connection is lost, and caches again once it listens again',
    async () => {
      const listeners = sql`select pid from pg_stat_activity
        where datname = current_database() and pid <> pg_backend_pid() and query ilike '%listen waypoint_sessions%'`;
      const rows = async () =>
        (await t.database.db.execute(listeners)) as unknown as { rows: { pid: number }[] };
      const before = await signIn(t, '91000009');
      await warm(before);
      const killed = await t.database.db.execute(
        sql`select pg_terminate_backend(pid) from pg_stat_activity where datname = current_database()
          and pid <> pg_backend_pid() and (query ilike '%listen waypoint_sessions%' or query ilike '%pg_notify%')`,
      );
      expect((killed as unknown as { rows: unknown[] }).rows.length).toBeGreaterThanOrEqual(2);
      await new Promise((r) => setTimeout(r, 300));
      await blockUnannounced('91000009');
      for (const app of both()) expect((await status(app, before)).signedIn).toBe(false);
      // Both processes LISTEN again within seconds …
      for (let i = 0; i < 50 && (await rows()).rows.length < 2; i++)
        await new Promise((r) => setTimeout(r, 100));
      expect((await rows()).rows.length).toBe(2);
      // … and serve from their caches again (an unannounced block is not seen yet).
      const after = await signIn(t, '91000010');
      await warm(after);
      await blockUnannounced('91000010');
      for (const app of both()) expect((await status(app, after)).signedIn).toBe(true);
    },
  );

  it('records that a session was seen at most every five minutes, cached or not', async () => {
    const cookie = await signIn(t, '91000008');
    const tokenHash = sha256(decodeURIComponent(cookie.slice('wp_session='.length)));
    const seen = async () =>
      (
        await t.database.db
          .select({ at: authSessions.lastSeenAt })
          .from(authSessions)
          .where(eq(authSessions.tokenHash, tokenHash))
      )[0]!.at.getTime();
    const signedInAt = await seen();
    await warm(cookie);
    expect(await seen()).toBe(signedInAt);
    t.clock.advance(5 * 60_000 + 1);
    const touchedAt = t.clock.now.getTime();
    await warm(cookie);
    expect(await seen()).toBe(touchedAt);
    t.clock.advance(1_000);
    await warm(cookie);
    expect(await seen()).toBe(touchedAt);
  });
});
