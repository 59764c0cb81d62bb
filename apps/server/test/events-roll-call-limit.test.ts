import { DEMO_EVENT_IDS, DEMO_ROLL_CALL_CODE, schema, seedDemoEvents } from '@waypoint/db';
import { ROLL_CALL_WRONG_CODE_LIMIT } from '@waypoint/domain';
import { and, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import pino from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../src/app.ts';
import { RateLimiter } from '../src/auth/rate-limit.ts';
import { sha256 } from '../src/auth/tokens.ts';
import { createTestApp, signIn, type TestApp } from './harness.ts';

const { eventResponses, signInLimits, users } = schema;
const SESSION = DEMO_EVENT_IDS.seminarToday;
const LIMIT = ROLL_CALL_WRONG_CODE_LIMIT.tries;

/**
 * Issue 22 item 14: roll-call codes could be guessed without end (40 wrong codes checked, then a right one
 * opened the SLP writer). Wrong codes are now limited per person in the database, so every server process
 * counts the same tries and parallel tries cannot slip past; a right code, or a try refused for another
 * reason, uses up nothing.
 */
describe('the limit of wrong roll-call codes', () => {
  let t: TestApp;
  let second: FastifyInstance;
  const cookie: Record<string, string> = {};
  const STUDENTS = ['91000031', '91000032', '91000033', '91000034'] as const;

  beforeAll(async () => {
    t = await createTestApp({ demo: true });
    await t.deps.db.transaction((tx) => seedDemoEvents(tx, t.clock.now));
    // A second server process on the same database, with its own memory.
    second = await buildApp(
      { ...t.deps, limiter: new RateLimiter(t.deps), log: pino({ level: 'silent' }) },
      { serveWeb: false },
    );
    await second.ready();
    for (const phone of STUDENTS) {
      cookie[phone] = await signIn(t, phone);
      const applied = await t.call(
        'events.updateEventResponse',
        { targetEvent: { id: SESSION }, response: 'Yes' },
        { cookie: cookie[phone] },
      );
      expect(applied.status, applied.error?.message).toBe(200);
    }
  });
  afterAll(async () => {
    await second?.close();
    await t?.close();
  });

  async function rollCall(
    phone: string,
    code: string,
    o: { lang?: 'en' | 'zh-HK'; onSecond?: boolean } = {},
  ) {
    const res = await (o.onSecond ? second : t.app).inject({
      method: 'POST',
      url: '/api/trpc/events.updateEventResponse',
      headers: {
        'content-type': 'application/json',
        'x-waypoint-lang': o.lang ?? 'en',
        cookie: cookie[phone]!,
      },
      payload: JSON.stringify({ targetEvent: { id: SESSION }, response: 'Attended', rollCallCode: code }),
    });
    const body = res.json() as { error?: { message: string } };
    return { status: res.statusCode, message: body.error?.message };
  }
  const attended = async (phone: string) => {
    const [row] = await t.deps.db
      .select({ attended: eventResponses.attended })
      .from(eventResponses)
      .innerJoin(users, eq(users.id, eventResponses.userId))
      .where(and(eq(eventResponses.eventId, SESSION), eq(users.phone, phone)));
    return row?.attended ?? false;
  };

  it('refuses the right code too once a person has used up the wrong ones, in both languages', async () => {
    const phone = STUDENTS[0];
    for (let i = 0; i < LIMIT; i += 1) {
      const wrong = await rollCall(phone, `WRONG${i}`);
      expect(wrong).toEqual({ status: 400, message: 'Incorrect roll call code. Please try again.' });
    }
    expect(await rollCall(phone, 'WRONG-AGAIN')).toEqual({
      status: 429,
      message: 'Too many wrong roll call codes (5 in 15 minutes). Please wait 15 minutes and try again.',
    });
    expect(await rollCall(phone, DEMO_ROLL_CALL_CODE, { lang: 'zh-HK' })).toEqual({
      status: 429,
      message: '點名碼錯誤次數太多（15 分鐘內 5 次）。請於 15 分鐘後再試。',
    });
    expect(await attended(phone)).toBe(false);
    // The window ends; the right code then works.
    t.clock.advance(ROLL_CALL_WRONG_CODE_LIMIT.windowMinutes * 60_000);
    expect((await rollCall(phone, DEMO_ROLL_CALL_CODE)).status).toBe(200);
    expect(await attended(phone)).toBe(true);
  });

  it('counts one person’s wrong codes across two server processes', async () => {
    const phone = STUDENTS[1];
    const statuses: number[] = [];
    for (let i = 0; i < LIMIT + 2; i += 1)
      statuses.push((await rollCall(phone, `BAD${i}`, { onSecond: i % 2 === 1 })).status);
    expect(statuses).toEqual([...Array(LIMIT).fill(400), 429, 429]);
  });

  it('checks no more than the limit of parallel wrong codes', async () => {
    const phone = STUDENTS[2];
    const results = await Promise.all(
      Array.from({ length: 12 }, (_, i) => rollCall(phone, `PAR${i}`, { onSecond: i % 2 === 0 })),
    );
    const statuses = results.map((r) => r.status).sort();
    expect(statuses.filter((s) => s === 400)).toHaveLength(LIMIT);
    expect(statuses.filter((s) => s === 429)).toHaveLength(12 - LIMIT);
  });

  it('does not count a right code, or a try refused before the code is checked', async () => {
    const phone = STUDENTS[3];
    for (let i = 0; i < LIMIT - 1; i += 1) expect((await rollCall(phone, `NO${i}`)).status).toBe(400);
    expect((await rollCall(phone, DEMO_ROLL_CALL_CODE)).status).toBe(200);
    expect(await attended(phone)).toBe(true);
    const [me] = await t.deps.db.select({ id: users.id }).from(users).where(eq(users.phone, phone));
    const [counter] = await t.deps.db
      .select({ hits: signInLimits.hits })
      .from(signInLimits)
      .where(eq(signInLimits.key, sha256(`roll-call:${me!.id}`)));
    expect(counter?.hits).toBe(LIMIT - 1);
    // Someone who never applied is refused for that, as often as they try; no code was checked.
    const outsider = '91000035';
    cookie[outsider] = await signIn(t, outsider);
    for (let i = 0; i < LIMIT + 2; i += 1) {
      expect(await rollCall(outsider, `X${i}`)).toEqual({
        status: 400,
        message: 'Roll call is for those who applied to this session.',
      });
    }
  });
});
