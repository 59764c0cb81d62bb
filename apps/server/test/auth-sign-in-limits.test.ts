import { schema } from '@waypoint/db';
import pino from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../src/app.ts';
import { RateLimiter } from '../src/auth/rate-limit.ts';
import { REQUEST_LIMITS } from '../src/auth/request-limits.ts';
import { createTestApp, type TestApp } from './harness.ts';

/**
 * Issue 9 item 11: sign-in limits live in PostgreSQL, so that every server process counts the same
 * window, parallel attempts cannot slip past the limit, and one key's clean-up never resets another's window.
 */
describe('sign-in limits kept in the database', () => {
  let t: TestApp;
  let second: Awaited<ReturnType<typeof buildApp>>;
  beforeAll(async () => {
    t = await createTestApp({ demo: true });
    // A second server process on the same database: its own memory, its own limiter object.
    second = await buildApp(
      { ...t.deps, limiter: new RateLimiter(t.deps), log: pino({ level: 'silent' }) },
      { serveWeb: false },
    );
    await second.ready();
  });
  afterAll(async () => {
    await second.close();
    await t.close();
  });

  async function loginOnSecond(phone: string): Promise<number> {
    const res = await second.inject({
      method: 'POST',
      url: '/api/trpc/auth.loginWithPhone',
      headers: { 'content-type': 'application/json', 'x-waypoint-lang': 'en' },
      payload: JSON.stringify({ phone }),
    });
    return res.statusCode;
  }
  const loginOnFirst = async (phone: string) => (await t.call('auth.loginWithPhone', { phone })).status;

  it('shares one account’s limit between two server processes on one database', async () => {
    for (let i = 0; i < 5; i += 1) {
      expect(await loginOnFirst('91000021')).toBe(200);
      expect(await loginOnSecond('91000021')).toBe(200);
    }
    expect(await loginOnFirst('91000021')).toBe(429);
    expect(await loginOnSecond('91000021')).toBe(429);
    const limited = await t.call('auth.loginWithPhone', { phone: '91000021' }, { lang: 'en' });
    expect(limited.error?.message).toBe('Too many attempts. Please try again later.');
  });

  it('lets exactly 10 of 16 parallel attempts through, spread over both processes', async () => {
    const attempts = Array.from({ length: 16 }, (_, i) =>
      i % 2 === 0 ? loginOnFirst('91000022') : loginOnSecond('91000022'),
    );
    const statuses = await Promise.all(attempts);
    expect(statuses.filter((s) => s === 200)).toHaveLength(10);
    expect(statuses.filter((s) => s === 429)).toHaveLength(6);
  });

  it('keeps a 10-minute window when clean-up runs for other keys a minute later', async () => {
    for (let i = 0; i < 10; i += 1) expect(await loginOnFirst('91000023')).toBe(200);
    t.clock.advance(61_000);
    // Other people sign in (and the clean-up of expired windows runs) a minute later.
    expect(await loginOnFirst('91000024')).toBe(200);
    expect(await loginOnSecond('91000025')).toBe(200);
    expect(await loginOnFirst('91000023')).toBe(429);
    t.clock.advance(9 * 60_000 - 61_000);
    expect(await loginOnSecond('91000023')).toBe(429);
    t.clock.advance(61_000);
    expect(await loginOnSecond('91000023')).toBe(200);
  });

  it('keeps the per-address limit of 300 for a school signing in a class from one address', async () => {
    const statuses: number[] = [];
    for (let i = 0; i < 301; i += 1) {
      const res = await t.call('auth.checkPhoneExists', { phone: `97${String(i).padStart(6, '0')}` });
      statuses.push(res.status);
    }
    expect(statuses.slice(0, 300).every((s) => s === 200)).toBe(true);
    expect(statuses[300]).toBe(429);
  });
});

describe('the request limits of public forms, kept in the database (issue 26 item 5)', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  it('counts a named limit per caller, across two processes, and opens again when its window ends', async () => {
    const { limit, windowMs } = REQUEST_LIMITS.feedback;
    const first = new RateLimiter({ db: t.deps.db, secret: t.deps.secret, now: () => t.clock.now });
    const second = new RateLimiter({ db: t.deps.db, secret: t.deps.secret, now: () => t.clock.now });
    for (let i = 0; i < limit; i += 1)
      expect(await (i % 2 === 0 ? first : second).take('feedback', '10.0.0.1')).toBe(true);
    expect(await first.take('feedback', '10.0.0.1')).toBe(false);
    expect(await second.take('feedback', '10.0.0.1')).toBe(false);
    expect(await first.take('feedback', '10.0.0.2')).toBe(true);
    expect(await first.take('booking', '10.0.0.1')).toBe(true);
    t.clock.advance(windowMs);
    expect(await second.take('feedback', '10.0.0.1')).toBe(true);
  });

  it('holds for parallel requests: exactly the limit gets through', async () => {
    const { limit } = REQUEST_LIMITS.consent;
    const limiter = new RateLimiter({ db: t.deps.db, secret: t.deps.secret, now: () => t.clock.now });
    const results = await Promise.all(
      Array.from({ length: limit + 15 }, () => limiter.take('consent', '10.0.0.9')),
    );
    expect(results.filter(Boolean)).toHaveLength(limit);
  });

  it('refuses the feedback form over its limit whichever process gets the request', async () => {
    const app = await createTestApp();
    try {
      const other = await buildApp(
        { ...app.deps, limiter: new RateLimiter(app.deps), log: pino({ level: 'silent' }) },
        { serveWeb: false },
      );
      await other.ready();
      const body = { name: 'Chan', email: 'chan@example.com', feedback: 'The event page is clear.' };
      const { limit } = REQUEST_LIMITS.feedback;
      for (let i = 0; i < limit; i += 1) {
        const res =
          i % 2 === 0
            ? (await app.call('feedback.createNewFeedback', body)).status
            : (
                await other.inject({
                  method: 'POST',
                  url: '/api/trpc/feedback.createNewFeedback',
                  headers: { 'content-type': 'application/json', 'x-waypoint-lang': 'en' },
                  payload: JSON.stringify(body),
                })
              ).statusCode;
        expect(res).toBe(200);
      }
      expect((await app.call('feedback.createNewFeedback', body)).status).toBe(429);
      await other.close();
    } finally {
      await app.close();
    }
  });

  it('stores no address, only a keyed hash of it', async () => {
    const keys = (await t.deps.db.select({ key: schema.signInLimits.key }).from(schema.signInLimits)).map(
      (r) => r.key,
    );
    expect(keys.length).toBeGreaterThan(0);
    for (const key of keys) expect(key).not.toMatch(/10\.0\.0|feedback|consent/);
  });
});
