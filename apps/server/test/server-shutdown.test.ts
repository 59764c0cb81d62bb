import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { type OpenDb, openDb, pgliteTemplateFile, schema } from '@waypoint/db';
import { createTestDb } from '@waypoint/db/testing';
import { asc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { chatBody } from './ai-fixtures.ts';
import { repoRoot, type SpawnedServer, spawnServer } from './server-process.ts';

const MESSAGES = 12;
const STUDENTS = ['91000001', '91000002', '91000003', '91000004'];

/**
 * A gateway that holds its answers while `held` is true (the message is "being sent") and counts how often
 * it got each message.
 */
async function heldGateway() {
  const received = new Map<number, number>();
  const waiting: (() => void)[] = [];
  let held = true;
  const server = http.createServer((req, res) => {
    let body = '';
    req.on('data', (chunk) => {
      body += chunk;
    });
    req.on('end', () => {
      const { id } = JSON.parse(body) as { id: number };
      received.set(id, (received.get(id) ?? 0) + 1);
      const answer = () => setTimeout(() => res.end('{}'), 50);
      if (held) waiting.push(answer);
      else answer();
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}/send`,
    received,
    release() {
      held = false;
      for (const answer of waiting.splice(0)) answer();
    },
    close: () => new Promise((resolve) => server.close(resolve)),
  };
}

async function until(what: string, check: () => boolean | Promise<boolean>, ms = 60_000): Promise<void> {
  const deadline = Date.now() + ms;
  while (!(await check())) {
    if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}`);
    await new Promise((r) => setTimeout(r, 50));
  }
}

async function signIn(url: string, phone: string): Promise<string> {
  const res = await fetch(`${url}/api/trpc/auth.loginWithPhone`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'x-waypoint-lang': 'en' },
    body: JSON.stringify({ phone }),
  });
  const cookie = res.headers.get('set-cookie')?.split(';')[0];
  if (!cookie) throw new Error(`sign-in failed for ${phone}: ${res.status} ${await res.text()}`);
  return cookie;
}

/** An AI answer streamed slowly: resolves once its first bytes arrived, with the rest still to come. */
async function startAnswer(url: string, cookie: string) {
  const res = await fetch(`${url}/ai/ab4`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'x-waypoint-lang': 'en', cookie },
    body: JSON.stringify(chatBody('What does a nurse do every day?')),
  });
  const reader = res.body!.getReader();
  const decoder = new TextDecoder();
  let text = decoder.decode((await reader.read()).value ?? new Uint8Array(), { stream: true });
  const rest = (async () => {
    for (;;) {
      const { done, value } = await reader.read();
      if (done) return text;
      text += decoder.decode(value, { stream: true });
    }
  })();
  return { status: res.status, first: text, rest };
}

/**
 * Issue 26 item 6: on SIGTERM a process stops taking requests, finishes those in flight, lets the outbox
 * worker finish the message it holds (the others it had claimed go back at once) and releases DATA_DIR.
 * On PGlite in `npm test`, on PostgreSQL in `npm run test:pg`.
 */
describe('a server process stopped with SIGTERM under load', () => {
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'wp-shutdown-'));
  let pg: OpenDb | null = null;
  let databaseUrl: string | undefined;
  let gateway: Awaited<ReturnType<typeof heldGateway>>;

  /** The embedded database is the process's while it runs; the test opens it only between runs. */
  async function withDb<T>(work: (db: OpenDb['db']) => Promise<T>): Promise<T> {
    if (pg) return work(pg.db);
    const opened = await openDb({
      dataDir: path.join(dataDir, 'pglite'),
      template: pgliteTemplateFile(path.join(repoRoot, '.tmp/pglite-template')),
    });
    try {
      await opened.migrate();
      return await work(opened.db);
    } finally {
      await opened.close();
    }
  }

  function start(): Promise<SpawnedServer> {
    return spawnServer({
      databaseUrl,
      dataDir,
      env: {
        OUTBOX_WHATSAPP_URL: gateway.url,
        OUTBOX_POLL_MS: '100',
        // Each piece of the offline answer waits, so that answers are still streaming at SIGTERM.
        AI_OFFLINE_PIECE_MS: '40',
        SHUTDOWN_GRACE_MS: '30000',
        RATE_LIMIT_PER_MINUTE: '100000',
      },
    });
  }

  beforeAll(async () => {
    gateway = await heldGateway();
    if (process.env.DATABASE_URL) {
      pg = await createTestDb();
      databaseUrl = pg.pool?.options.connectionString;
    }
  }, 120_000);

  afterAll(async () => {
    await gateway?.close();
    await pg?.close();
    rmSync(dataDir, { recursive: true, force: true });
  });

  it('finishes what it started, refuses what comes after, sends each message once and frees DATA_DIR', {
    timeout: 240_000,
  }, async () => {
    const first = await start();
    const cookies = await Promise.all(STUDENTS.map((phone) => signIn(first.url, phone)));
    const answers = await Promise.all(cookies.map((cookie) => startAnswer(first.url, cookie)));
    for (const a of answers) expect(a.status).toBe(200);
    // An admin shares a registration link to WhatsApp twelve times: twelve messages in the outbox.
    const admin = await signIn(first.url, '90000001');
    const queued = await Promise.all(
      Array.from({ length: MESSAGES }, () =>
        fetch(`${first.url}/api/trpc/teacher.sendRegQRCodeToSelfWhatsAppGrp`, {
          method: 'POST',
          headers: { 'content-type': 'application/json', 'x-waypoint-lang': 'en', cookie: admin },
          body: JSON.stringify({ url: '/r' }),
        }).then((res) => res.status),
      ),
    );
    expect(queued).toEqual(Array(MESSAGES).fill(200));
    // The worker is sending its first message (the gateway holds it); the rest of its round is claimed.
    await until('the first message at the gateway', () => gateway.received.size > 0);

    first.child.kill('SIGTERM');
    const stoppedAt = Date.now();
    // The message being sent when the signal came is answered a moment later, and still counts as sent.
    setTimeout(() => gateway.release(), 500);

    // New requests are refused: the connection (nothing listens) or a 503 on a kept-alive one.
    await until(
      'the port to stop taking requests',
      async () => {
        const res = await fetch(`${first.url}/healthz`).catch(() => null);
        return res === null || res.status === 503;
      },
      10_000,
    );

    // Every answer in flight at SIGTERM arrives whole.
    for (const a of answers) {
      const text = await a.rest;
      expect(text, first.output()).toContain('"type":"done"');
    }
    expect(await first.exited, first.output()).toBe(0);
    expect(Date.now() - stoppedAt).toBeLessThan(30_000);
    if (!pg) expect(existsSync(path.join(dataDir, 'waypoint.lock'))).toBe(false);

    const afterFirst = await withDb((db) =>
      db
        .select()
        .from(schema.outboxMessages)
        .where(eq(schema.outboxMessages.channel, 'whatsapp'))
        .orderBy(asc(schema.outboxMessages.id)),
    );
    const sent = afterFirst.filter((m) => m.status === 'sent');
    const waiting = afterFirst.filter((m) => m.status === 'pending');
    const rows = JSON.stringify(afterFirst.map((r) => [r.id, r.status, r.attempts, r.lastError]));
    expect(sent.length, rows).toBe(1);
    expect(waiting.length, rows).toBe(MESSAGES - 1);
    // What was not sent went back at once, its attempt not counted, instead of waiting out the lease.
    for (const m of waiting) {
      expect(m.attempts, rows).toBe(0);
      expect(m.nextAttemptAt.getTime()).toBeLessThanOrEqual(Date.now());
    }
    for (const m of sent) expect(gateway.received.get(m.id)).toBe(1);
    for (const m of waiting) expect(gateway.received.get(m.id)).toBeUndefined();

    // The next process (the same DATA_DIR: the lock was released) sends the rest, each once.
    const second = await start();
    try {
      await until('every message sent', () => gateway.received.size === MESSAGES, 60_000);
    } finally {
      await second.stop();
    }
    expect(await second.exited, second.output()).toBe(0);
    for (const m of afterFirst) expect(gateway.received.get(m.id), `message ${m.id}`).toBe(1);
  });
});
