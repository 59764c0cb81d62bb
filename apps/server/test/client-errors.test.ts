import { Writable } from 'node:stream';
import { CLIENT_ERROR_LIMITS } from '@waypoint/domain';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { buildApp } from '../src/app.ts';
import { REQUEST_LIMITS } from '../src/auth/request-limits.ts';
import { createLogger } from '../src/logger.ts';
import { createTestApp, type TestApp } from './harness.ts';

/**
 * Issue 29 item 4: the web had no error reporting. Its uncaught errors and failed renders now reach
 * POST /client-errors, which logs them at warn with a count, limited per address, bounded in size, and
 * without personal data whatever the browser sent.
 */
describe('POST /client-errors', () => {
  let t: TestApp;
  let app: FastifyInstance;
  const lines: string[] = [];
  let address = 0;
  // Each test posts from its own address, so that the per-address limit of one never reaches another.
  let ip = '';

  beforeAll(async () => {
    t = await createTestApp({ demo: false });
    const sink = new Writable({
      write(chunk, _encoding, done) {
        lines.push(...String(chunk).split('\n').filter(Boolean));
        done();
      },
    });
    app = await buildApp({ ...t.deps, log: createLogger('info', sink) }, { serveWeb: false });
    await app.ready();
  });
  afterAll(async () => {
    await app?.close();
    await t?.close();
  });
  beforeEach(() => {
    address += 1;
    ip = `198.51.100.${address}`;
  });

  const post = (payload: unknown, from = ip) =>
    app.inject({
      method: 'POST',
      url: '/client-errors',
      remoteAddress: from,
      headers: { 'content-type': 'application/json', origin: 'http://localhost:3000' },
      payload: typeof payload === 'string' ? payload : JSON.stringify(payload),
    });
  const reports = () =>
    lines
      .map((l) => JSON.parse(l) as { level: number; msg: string; clientError?: Record<string, unknown> })
      .filter((l) => l.msg === 'client error');
  const report = {
    kind: 'error',
    message: 'Cannot read properties of undefined',
    stack:
      'TypeError: Cannot read properties of undefined\n    at Plan (https://w.example/assets/ab3-x1.js:1:20)',
    path: '/ab3',
    build: 'index-B2x9.js',
  };

  it('logs a report at warn, cleaned, with a running count', async () => {
    const before = reports().length;
    const res = await post({
      ...report,
      message: 'No account 9123 4567 for chan.tm@example.com',
      stack: 'Error\n    at f (https://w.example/assets/a.js?phone=61234567:1:2)',
      path: '/appointment/amy?phone=61234567#x',
    });
    expect(res.statusCode).toBe(204);
    const logged = reports().slice(before);
    expect(logged).toHaveLength(1);
    expect(logged[0]!.level).toBe(40);
    expect(logged[0]!.clientError).toEqual({
      kind: 'error',
      message: 'No account [phone] for [email]',
      stack: 'Error\nat f (https://w.example/assets/a.js:1:2)',
      path: '/appointment/*',
      build: 'index-B2x9.js',
    });
    const raw = lines.join('\n');
    for (const leak of ['9123', '61234567', 'chan.tm', 'amy', ip]) expect(raw, leak).not.toContain(leak);
    expect(await post(report).then((r) => r.statusCode)).toBe(204);
    const counts = reports()
      .slice(before)
      .map((l) => (l as unknown as { clientErrors: { reported: number } }).clientErrors.reported);
    expect(counts[1]).toBe(counts[0]! + 1);
  });

  it('takes 10 reports a minute from one address, then refuses without logging, and counts the refused', async () => {
    const { limit, windowMs } = REQUEST_LIMITS.clientError;
    const statuses: number[] = [];
    for (let i = 0; i <= limit + 1; i += 1) statuses.push((await post(report)).statusCode);
    expect(statuses.slice(0, limit).every((s) => s === 204)).toBe(true);
    expect(statuses.slice(limit)).toEqual([429, 429]);
    // Another address is not held back; the first is again after the minute.
    expect((await post(report, '203.0.113.77')).statusCode).toBe(204);
    const last = reports().at(-1) as unknown as { clientErrors: { dropped: number } };
    expect(last.clientErrors.dropped).toBeGreaterThanOrEqual(2);
    t.clock.advance(windowMs);
    expect((await post(report)).statusCode).toBe(204);
  });

  it('refuses a body over the size cap unread, and one that is not a report', async () => {
    const before = reports().length;
    const big = await post({ ...report, stack: 'x'.repeat(CLIENT_ERROR_LIMITS.bodyBytes) });
    expect(big.statusCode).toBe(413);
    expect((await post({ ...report, kind: 'other' })).statusCode).toBe(400);
    expect((await post({ message: 'no kind' })).statusCode).toBe(400);
    expect((await post('not json')).statusCode).toBe(400);
    expect(reports().length).toBe(before);
  });

  it('cuts a long report to its bounds rather than refusing it', async () => {
    const before = reports().length;
    const res = await post({ ...report, message: 'm'.repeat(4000) });
    expect(res.statusCode).toBe(204);
    const logged = reports().slice(before)[0]!.clientError as { message: string };
    expect(logged.message.length).toBe(CLIENT_ERROR_LIMITS.message);
  });

  it('refuses a report posted from another site', async () => {
    const res = await app.inject({
      method: 'POST',
      url: '/client-errors',
      remoteAddress: ip,
      headers: { 'content-type': 'application/json', origin: 'https://evil.example' },
      payload: JSON.stringify(report),
    });
    expect(res.statusCode).toBe(403);
  });
});
