import { randomBytes } from 'node:crypto';
import { mkdtempSync, readdirSync, rmSync } from 'node:fs';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import { DEMO_VOTES_SESSION_ID, type OpenDb, schema, seedAll, seedDemo, seedDemoVotes } from '@waypoint/db';
import { createTestDb } from '@waypoint/db/testing';
import { eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type SpawnedServer, spawnServer } from './server-process.ts';

const { users, storedFiles } = schema;

/** Three 256 KiB chunks of the database store and a bit: the picture crosses chunk boundaries. */
const PICTURE = Buffer.concat([
  Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
  randomBytes(3 * 256 * 1024 + 1000),
]);

interface Answer<T> {
  status: number;
  data: T;
  cookie?: string;
}

/**
 * An SSE stream on a connection of its own that `close` destroys. The shared `openSse` aborts a fetch, and
 * its socket then stays open for undici's 4 s keep-alive, which the server's graceful stop waits out.
 */
function openStream(url: string, cookie: string) {
  const frames: { event: string; data: string }[] = [];
  const waiters: (() => void)[] = [];
  let buffer = '';
  const req = http.get(url, { agent: false, headers: { accept: 'text/event-stream', cookie } });
  req.on('error', () => {}); // destroyed by close()
  req.on('response', (res) => {
    res.setEncoding('utf8');
    res.on('data', (chunk: string) => {
      buffer += chunk;
      for (let cut = buffer.indexOf('\n\n'); cut >= 0; cut = buffer.indexOf('\n\n')) {
        const block = buffer.slice(0, cut);
        buffer = buffer.slice(cut + 2);
        const event = /^event: ?(.*)$/m.exec(block)?.[1] ?? 'message';
        const data = block
          .split('\n')
          .filter((l) => l.startsWith('data:'))
          .map((l) => l.slice(5).trimStart())
          .join('\n');
        if (data) frames.push({ event, data });
      }
      for (const w of waiters.splice(0)) w();
    });
  });
  const messages = () => frames.filter((f) => f.event === 'message');
  return {
    /** The next data value, or throws after `timeoutMs` naming what did come (an error event, say). */
    async next(timeoutMs = 5000): Promise<unknown> {
      const deadline = Date.now() + timeoutMs;
      for (;;) {
        const i = frames.findIndex((f) => f.event === 'message');
        if (i >= 0) return JSON.parse(frames.splice(i, 1)[0]!.data);
        const left = deadline - Date.now();
        if (left <= 0)
          throw new Error(`no SSE message within ${timeoutMs} ms; got ${JSON.stringify(frames)}`);
        await new Promise<void>((resolve) => {
          const timer = setTimeout(resolve, left);
          waiters.push(() => {
            clearTimeout(timer);
            resolve();
          });
        });
      }
    },
    pending: () => messages().length,
    close: () => req.destroy(),
  };
}

// PGlite is one process's database: only PostgreSQL (`npm run test:pg`) can have two server processes on it.
const onPostgres = Boolean(process.env.DATABASE_URL);

/**
 * Two real server processes (`apps/server/src/main.ts`, spawned) on one PostgreSQL database with the default
 * files store (the database): what a deployment of several processes behind a proxy relies on (issue 26
 * item 7). Apps built inside the test process would share memory, caches and LISTEN connections with each
 * other and prove nothing of that.
 */
describe.skipIf(!onPostgres)(
  'two server processes on one PostgreSQL (PostgreSQL only: skipped on PGlite, which one process holds)',
  () => {
    let db: OpenDb;
    let a: SpawnedServer;
    let b: SpawnedServer;
    let dataDirs: string[] = [];
    const ids: Record<string, string> = {};

    async function call<T = unknown>(
      server: SpawnedServer,
      procedure: string,
      opts: { input?: unknown; cookie?: string; query?: boolean } = {},
    ): Promise<Answer<T>> {
      const url = `${server.url}/api/trpc/${procedure}`;
      const headers: Record<string, string> = { 'x-waypoint-lang': 'en' };
      if (opts.cookie) headers.cookie = opts.cookie;
      const res = opts.query
        ? await fetch(
            opts.input === undefined ? url : `${url}?input=${encodeURIComponent(JSON.stringify(opts.input))}`,
            { headers },
          )
        : await fetch(url, {
            method: 'POST',
            headers: { ...headers, 'content-type': 'application/json' },
            body: JSON.stringify(opts.input ?? {}),
          });
      const body = (await res.json()) as { result?: { data: T } };
      return {
        status: res.status,
        data: body.result?.data as T,
        cookie: res.headers.get('set-cookie')?.split(';')[0],
      };
    }

    async function signIn(server: SpawnedServer, phone: string): Promise<string> {
      const res = await call(server, 'auth.loginWithPhone', { input: { phone } });
      expect(res.cookie, `${phone} could not sign in: ${JSON.stringify(res)}`).toBeDefined();
      return res.cookie!;
    }

    const sessionStatus = async (server: SpawnedServer, cookie: string) =>
      (
        await call<{ signedIn: boolean; problem: string | null }>(server, 'auth.getSessionStatus', {
          cookie,
          query: true,
        })
      ).data;

    beforeAll(async () => {
      db = await createTestDb();
      // Seeded here rather than by a process: with the seed stamp stored, neither process seeds at its
      // start, so both start at once and fast.
      await seedAll(db.db, { demo: false });
      await seedDemo(db.db);
      await db.db.transaction((tx) => seedDemoVotes(tx, new Date()));
      const rows = await db.db
        .select({ id: users.id, phone: users.phone })
        .from(users)
        .where(inArray(users.phone, ['91000030', '91000034']));
      for (const r of rows) ids[r.phone!] = r.id;
      const databaseUrl = db.pool?.options.connectionString;
      expect(databaseUrl).toBeTruthy();
      // STORAGE unset: with DATABASE_URL the files store is the database, the default under test.
      const start = (dataDir: string) => spawnServer({ databaseUrl, dataDir, env: { SEED_DEMO: 'false' } });
      dataDirs = [0, 1].map(() => mkdtempSync(path.join(os.tmpdir(), 'wp-two-')));
      [a, b] = await Promise.all([start(dataDirs[0]!), start(dataDirs[1]!)]);
    }, 120_000);

    afterAll(async () => {
      await Promise.all([a?.stop(), b?.stop()]);
      await db?.close();
      for (const dir of dataDirs) rmSync(dir, { recursive: true, force: true });
    });

    it('serves a picture uploaded through one process from the other, byte for byte', async () => {
      const uploader = await signIn(a, '91000001');
      const form = new FormData();
      form.append('purpose', 'profile');
      form.append('file', new Blob([PICTURE], { type: 'image/png' }), 'me.png');
      const up = await fetch(`${a.url}/api/files`, {
        method: 'POST',
        body: form,
        headers: { cookie: uploader },
      });
      expect(up.status, a.output()).toBe(201);
      const { url } = (await up.json()) as { url: string };
      // Read by someone else, signed in on the other process only.
      const reader = await signIn(b, '91000002');
      const got = await fetch(`${b.url}${url}`, { headers: { cookie: reader } });
      expect(got.status, b.output()).toBe(200);
      expect(got.headers.get('content-type')).toBe('image/png');
      expect(Buffer.from(await got.arrayBuffer()).equals(PICTURE)).toBe(true);
      // The bytes are in the database store, not in either process's data directory.
      const stored = await db.db.select({ size: storedFiles.size }).from(storedFiles);
      expect(stored).toEqual([{ size: PICTURE.length }]);
      for (const dir of dataDirs) expect(readdirSync(dir)).not.toContain('files');
    });

    it('ends a session signed out on one process on the other at once, not after the cache bound', async () => {
      const cookie = await signIn(a, '91000004');
      // The other process reads the session and now holds it in its session cache (decision 021).
      expect((await sessionStatus(b, cookie)).signedIn).toBe(true);
      expect((await sessionStatus(b, cookie)).signedIn).toBe(true);
      expect((await call(a, 'auth.logout', { cookie })).status).toBe(200);
      expect((await sessionStatus(b, cookie)).signedIn).toBe(false);
      expect((await sessionStatus(a, cookie)).signedIn).toBe(false);
    });

    it('refuses on one process an account an admin blocked through the other', async () => {
      const admin = await signIn(a, '90000001');
      const cookie = await signIn(b, '91000005');
      expect((await sessionStatus(b, cookie)).signedIn).toBe(true);
      const [blocked] = await db.db.select({ id: users.id }).from(users).where(eq(users.phone, '91000005'));
      const res = await call(a, 'users.updateRoles', {
        cookie: admin,
        input: { userId: blocked!.id, roles: ['secondary-school-student'], accessDisabled: true },
      });
      expect(res.status).toBe(200);
      expect(await sessionStatus(b, cookie)).toEqual(
        expect.objectContaining({ signedIn: false, problem: 'disabled' }),
      );
      // Signing in again is refused too.
      const again = await call(b, 'auth.loginWithPhone', { input: { phone: '91000005' } });
      expect(again.cookie).toBeUndefined();
      expect(again.status).toBeGreaterThanOrEqual(400);
    });

    it('shows a vote cast through one process live on the other', async () => {
      const watcher = await signIn(b, '90000003');
      const voter = await signIn(a, '91000030');
      const sse = openStream(
        `${b.url}/api/trpc/events.onUserUsersChange?input=${encodeURIComponent(
          JSON.stringify({ sessionId: DEMO_VOTES_SESSION_ID }),
        )}`,
        watcher,
      );
      try {
        expect(await sse.next()).toMatchObject({ sessionId: DEMO_VOTES_SESSION_ID, kind: 'listening' });
        const likesOnB = async () =>
          (
            await call<{ ranking: { targetUserId: string; likes: number }[] }>(
              b,
              'events.getSessionParticipants',
              { cookie: watcher, query: true, input: { sessionId: DEMO_VOTES_SESSION_ID } },
            )
          ).data.ranking.find((r) => r.targetUserId === ids['91000034'])?.likes;
        const before = await likesOnB();
        expect(sse.pending()).toBe(0);
        const voted = await call(a, 'events.upsertUserUsers', {
          cookie: voter,
          input: {
            sessionId: DEMO_VOTES_SESSION_ID,
            userUsers: [{ targetUserId: ids['91000034'], reaction: 'like' }],
          },
        });
        expect(voted.status).toBe(200);
        expect(await sse.next()).toMatchObject({ sessionId: DEMO_VOTES_SESSION_ID, kind: 'change' });
        // What the page reloads on that notice already counts the vote.
        expect(await likesOnB()).toBe((before ?? 0) + 1);
      } finally {
        sse.close();
      }
    });
  },
);
