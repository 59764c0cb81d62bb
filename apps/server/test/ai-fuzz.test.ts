import { schema } from '@waypoint/db';
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../src/app.ts';
import { createSession } from '../src/auth/sessions.ts';
import { type FuzzCase, fuzzCases, WRONG_SHAPES } from './fuzz-inputs.ts';
import { createTestApp, type TestApp } from './harness.ts';

/**
 * Issue 22: the plain /ai/* routes (streamed POSTs, not tRPC) fuzzed like every procedure (fuzz.test.ts): each
 * field of a valid-looking body broken (wrong types, NUL, lone surrogates, 10 KB and 1 MB strings, extreme
 * numbers, deep nesting) and bodies of the wrong shape, as a visitor and as a student. No answer is a 5xx, and
 * none shows SQL or a stack.
 */
const LEAK =
  /\bselect\b[^"]*\bfrom\b|insert into|delete from|violates|syntax error|invalid input syntax|relation "|column "|duplicate key|\n\s+at |node_modules|\.ts:\d+/i;

describe('fuzzing the plain AI routes', () => {
  let t: TestApp;
  let app: FastifyInstance;
  let student = '';
  let ip = 0;
  beforeAll(async () => {
    t = await createTestApp();
    t.deps.config.ai.offlinePieceMs = 0;
    app = await buildApp(
      { ...t.deps, config: { ...t.deps.config, rateLimitPerMinute: 1_000_000 } },
      { serveWeb: false },
    );
    await app.ready();
    const [user] = await t.deps.db.select().from(schema.users).where(eq(schema.users.phone, '91000039'));
    const { token } = await createSession(t.deps.db, { userId: user!.id, method: 'phone', now: t.clock.now });
    student = `wp_session=${token}`;
  });
  afterAll(async () => {
    await app?.close();
    await t?.close();
  });

  const query = (content: string) => [{ role: 'user', content, timestamp: 1 }];
  const BODIES: Record<string, unknown> = {
    ab3: {
      version: '1.0',
      type: 'query',
      query: query('I like biology'),
      tagId: 'science',
      tagText: 'Science',
    },
    ab4: {
      version: '3.0.0',
      type: 'chat',
      query: query('What does it do?'),
      professionId: 1,
      chatType: 'ab4',
    },
    slp: { version: '1.0', type: 'query', query: query('robotics club'), devicePlatforms: ['ios'] },
    image: { version: '3.0.0', type: 'chat', query: query('draw it'), professionId: 1, chatType: 'image' },
    cvcl: { version: '3.0.0', type: 'chat', query: query('my CV'), professionId: 1, chatType: 'cv' },
    polish: { userId: '00000000-0000-4000-8000-000000000000' },
  };

  it('answers no broken body with a 5xx or with SQL or a stack', { timeout: 300_000 }, async () => {
    const failures: string[] = [];
    let calls = 0;
    for (const [path, valid] of Object.entries(BODIES)) {
      const cases: FuzzCase[] = [...fuzzCases(valid), ...WRONG_SHAPES];
      for (const cookie of [undefined, student]) {
        for (const c of cases) {
          ip += 1;
          const res = await app.inject({
            method: 'POST',
            url: `/ai/${path}`,
            headers: {
              'x-waypoint-lang': 'en',
              ...(cookie ? { cookie } : {}),
              ...(c.input === undefined ? {} : { 'content-type': 'application/json' }),
            },
            remoteAddress: `10.7.${(ip >> 8) & 255}.${ip & 255}`,
            ...(c.input === undefined ? {} : { payload: JSON.stringify(c.input) }),
          });
          calls += 1;
          if (res.statusCode >= 500 || LEAK.test(res.body))
            failures.push(
              `/ai/${path} ${cookie ? 'student' : 'visitor'} ${c.label}: ${res.statusCode} ${res.body.slice(0, 160)}`,
            );
          // A student's cooldown would answer the rest 429: the clock moves on.
          t.clock.advance(31_000);
        }
      }
    }
    console.info(`AI fuzz: ${calls} calls`);
    expect(calls).toBeGreaterThan(200);
    expect(failures).toEqual([]);
  });
});
