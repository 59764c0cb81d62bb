import { mkdtempSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { API_MAX_BATCH_CALLS } from '@waypoint/domain';
import Fastify from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../src/app.ts';
import { registerErrorHandler } from '../src/http/errors.ts';
import { createTestApp, signIn, type TestApp } from './harness.ts';

// Issue 9 items 2, 3, 4, 5 and 10: each answer below was a 5xx (or a 403, or 145 MB) before.

const SQL_OR_STACK =
  /select |insert |update |delete |from "|invalid input syntax|postgres|\n\s+at |\.ts:\d+/i;

function batchUrl(procedure: string, count: number, input: unknown = {}): string {
  const paths = Array.from({ length: count }, () => procedure).join(',');
  const inputs = Object.fromEntries(Array.from({ length: count }, (_, i) => [String(i), input]));
  return `/api/trpc/${paths}?batch=1&input=${encodeURIComponent(JSON.stringify(inputs))}`;
}

describe('server hardening over HTTP', () => {
  let t: TestApp;
  let admin: string;
  beforeAll(async () => {
    t = await createTestApp({ demo: true });
    admin = await signIn(t, '90000001');
  });
  afterAll(() => t.close());

  it('answers a batch of at most the cap and refuses a larger one with 400', async () => {
    const ok = await t.app.inject({ url: batchUrl('app.getAppData', API_MAX_BATCH_CALLS) });
    expect(ok.statusCode).toBe(200);
    expect(ok.json()).toHaveLength(API_MAX_BATCH_CALLS);
    const big = await t.app.inject({
      url: batchUrl('programs.getPortalData', 200),
      headers: { 'x-waypoint-lang': 'en' },
    });
    expect(big.statusCode).toBe(400);
    expect(big.body.length).toBeLessThan(10_000);
    expect(big.json()).toEqual({
      message: `Too many calls in one request (at most ${API_MAX_BATCH_CALLS}).`,
    });
  });

  it('refuses an answer larger than the response cap with 413', async () => {
    const small = await buildApp(t.deps, { serveWeb: false, maxResponseBytes: 2_000 });
    try {
      const res = await small.inject({
        url: batchUrl('programs.getPortalData', 2),
        headers: { 'x-waypoint-lang': 'en' },
      });
      expect(res.statusCode).toBe(413);
      expect(res.json()).toEqual({ message: 'The answer is too large. Please ask for less at a time.' });
      expect((await small.inject({ url: '/api/trpc/app.getAppData' })).statusCode).toBe(200);
    } finally {
      await small.close();
    }
  });

  it('refuses the NUL character anywhere in an input with 400 and a sentence, before any write', async () => {
    const visitor = await t.call('feedback.createNewFeedback', {
      name: 'A\u0000Parent',
      email: 'parent@example.com',
      feedback: 'Useful.',
    });
    expect(visitor.status).toBe(400);
    expect(visitor.error?.message).toBe('Text may not contain the NUL character (\\u0000).');
    const inKey = await t.call('admin.getOutboxMessages', { 'x\u0000': 1 }, { cookie: admin });
    expect(inKey.status).toBe(400);
    const zh = await t.call('auth.checkPhoneExists', { phone: '9000\u00000001' }, { lang: 'zh-HK' });
    expect(zh.error?.message).toBe('文字不可包含 NUL 字元（\\u0000）。');
  });

  it('refuses an input nested deeper than any real one with 400', async () => {
    // Written by hand: JSON.stringify itself overflows on such an input.
    const deep = `${'['.repeat(5_000)}"x"${']'.repeat(5_000)}`;
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/trpc/feedback.createNewFeedback',
      payload: `{"name":${deep},"email":"a@b.co","feedback":"x"}`,
      headers: { 'content-type': 'application/json', 'x-waypoint-lang': 'en' },
    });
    expect(res.statusCode).toBe(400);
    expect(res.body).not.toMatch(SQL_OR_STACK);
    const body = res.json() as { error: { message: string } };
    expect(body.error.message).toBe('The request is nested too deeply.');
  });

  it('validates a file id and leaks no SQL', async () => {
    for (const id of ['-'.repeat(36), 'zzzzzzzz-zzzz-zzzz-zzzz-zzzzzzzzzzzz', "1' or 1=1 --"]) {
      const res = await t.app.inject({ url: `/files/${encodeURIComponent(id)}`, headers: { cookie: admin } });
      expect(res.statusCode).toBe(404);
      expect(res.body).not.toMatch(SQL_OR_STACK);
    }
  });

  it('answers a malformed upload 400', async () => {
    const cookie = await signIn(t, '91000001');
    const cases: { body: string; type: string }[] = [
      {
        body: '--x\r\nContent-Disposition: form-data; name="file"; filename="a.png"\r\n',
        type: 'multipart/form-data; boundary=x',
      },
      { body: 'not multipart at all', type: 'multipart/form-data' },
      { body: '{"a":1}', type: 'application/json' },
      { body: 'garbage', type: 'text/plain' },
    ];
    for (const c of cases) {
      const res = await t.app.inject({
        method: 'POST',
        url: '/api/files',
        payload: c.body,
        headers: { 'content-type': c.type, cookie, 'x-waypoint-lang': 'en' },
      });
      expect(res.statusCode, c.type).toBeGreaterThanOrEqual(400);
      expect(res.statusCode, c.type).toBeLessThan(500);
      expect(res.body).not.toMatch(SQL_OR_STACK);
    }
  });

  it('refuses an impossible reserved date with 400', async () => {
    const bad = await t.call('booking.addReservedDate', { date: '2026-02-30' }, { cookie: admin });
    expect(bad.status).toBe(400);
    const good = await t.call('booking.addReservedDate', { date: '2028-02-29' }, { cookie: admin });
    expect(good.status).toBe(200);
  });

  it('refuses a school id that cannot be a file name in the session CSV with 400', async () => {
    const eventId = '00000000-0000-4000-8000-000000000000';
    for (const schoolId of ['學校', 'beacon1\r\nSet-Cookie: x=1', 'a b']) {
      const res = await t.app.inject({
        url: `/api/events/${eventId}/school.csv?schoolId=${encodeURIComponent(schoolId)}`,
        headers: { cookie: admin, 'x-waypoint-lang': 'en' },
      });
      expect(res.statusCode, schoolId).toBe(400);
      expect(res.json()).toEqual({ message: 'Please choose your school.' });
    }
  });

  it('marks API answers no-store', async () => {
    const student = await signIn(t, '91000001');
    const res = await t.app.inject({ url: '/api/trpc/users.getLoggedInUser', headers: { cookie: student } });
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe('no-store');
    // The size check reads the answer before compression: large answers still travel compressed.
    const portal = await t.app.inject({
      url: '/api/trpc/programs.getPortalData',
      headers: { 'accept-encoding': 'br' },
    });
    expect(portal.statusCode).toBe(200);
    expect(portal.headers['content-encoding']).toBe('br');
    expect(portal.headers['cache-control']).toBe('no-store');
  });

  it('sends answers under 1 KiB uncompressed, with their length, and larger ones compressed', async () => {
    const student = await signIn(t, '91000001');
    const small = await t.app.inject({
      url: '/api/trpc/users.getLoggedInUser',
      headers: { cookie: student, 'accept-encoding': 'br, gzip' },
    });
    expect(small.statusCode).toBe(200);
    expect(small.rawPayload.length).toBeLessThan(1024);
    expect(small.headers['content-encoding']).toBeUndefined();
    expect(small.headers['content-length']).toBe(String(small.rawPayload.length));
    expect(small.headers['content-type']).toMatch(/^application\/json/);
    const large = await t.app.inject({
      url: '/api/trpc/programs.getPortalData',
      headers: { 'accept-encoding': 'gzip' },
    });
    expect(large.statusCode).toBe(200);
    expect(large.headers['content-encoding']).toBe('gzip');
    // A refusal keeps its status when it travels as bytes.
    const refused = await t.app.inject({
      url: '/api/trpc/admission.getStudentByUserId',
      headers: { 'accept-encoding': 'br' },
    });
    expect(refused.statusCode).toBe(401);
    expect(refused.headers['cache-control']).toBe('no-store');
  });

  it('answers an unexpected failure with a request id only', async () => {
    const app = await buildApp(t.deps, { serveWeb: false });
    app.get('/api/boom', async () => {
      throw new Error('insert into "users" ("phone") values ($1) -- duplicate key');
    });
    try {
      const res = await app.inject({ url: '/api/boom', headers: { 'x-waypoint-lang': 'en' } });
      expect(res.statusCode).toBe(500);
      const body = res.json() as { message: string; requestId: string };
      expect(body.message).toBe('Something went wrong. Please try again.');
      expect(body.requestId).toMatch(/^[0-9a-f]{16}$/);
      expect(res.body).not.toMatch(SQL_OR_STACK);
      const badJson = await app.inject({
        method: 'POST',
        url: '/api/files',
        payload: '{',
        headers: { 'content-type': 'application/json' },
      });
      expect(badJson.statusCode).toBeLessThan(500);
    } finally {
      await app.close();
    }
  });

  it('logs a request the browser closed as information, not as a failure', async () => {
    const lines: { level: number; msg: string }[] = [];
    const app = Fastify({
      logger: { level: 'info', stream: { write: (line: string) => lines.push(JSON.parse(line)) } },
    });
    registerErrorHandler(app);
    app.get('/closed', async () => {
      throw Object.assign(new Error('Premature close'), { code: 'ERR_STREAM_PREMATURE_CLOSE' });
    });
    try {
      const res = await app.inject({ url: '/closed' });
      expect(res.statusCode).toBe(499);
      expect(lines.filter((l) => l.level >= 50)).toEqual([]);
      expect(lines.map((l) => l.msg)).toContain('client closed the request');
    } finally {
      await app.close();
    }
  });

  it('serves the page at / without an Accept-Encoding header', async () => {
    const dist = mkdtempSync(path.join(os.tmpdir(), 'wp-web-'));
    writeFileSync(path.join(dist, 'index.html'), '<!doctype html><title>Waypoint</title>');
    writeFileSync(path.join(dist, 'index.html.gz'), '');
    const app = await buildApp({ ...t.deps, config: { ...t.deps.config, webDist: dist } });
    try {
      const res = await app.inject({ url: '/' });
      expect(res.statusCode).toBe(200);
      expect(res.body).toContain('<title>Waypoint</title>');
      expect(res.headers['cache-control']).toBe('no-cache');
    } finally {
      await app.close();
    }
  });
  it('counts the AI endpoints in the per-address limit, like the API', async () => {
    const tight = await buildApp(
      { ...t.deps, config: { ...t.deps.config, rateLimitPerMinute: 3 } },
      { serveWeb: false },
    );
    try {
      const statuses: number[] = [];
      for (let i = 0; i < 4; i += 1) {
        const res = await tight.inject({
          method: 'POST',
          url: '/ai/ab3',
          headers: { 'content-type': 'application/json', 'x-waypoint-lang': 'en' },
          payload: {},
        });
        statuses.push(res.statusCode);
      }
      expect(statuses.slice(0, 3).every((s) => s !== 429)).toBe(true);
      expect(statuses[3]).toBe(429);
    } finally {
      await tight.close();
    }
  });
});
