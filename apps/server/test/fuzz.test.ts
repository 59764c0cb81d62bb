import { DEMO_EVENT_IDS, schema, seedDemoEvents } from '@waypoint/db';
import { API_MAX_BATCH_CALLS } from '@waypoint/domain';
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../src/app.ts';
import { createSession } from '../src/auth/sessions.ts';
import { type FuzzCase, fuzzCases, sample, WRONG_SHAPES } from './fuzz-inputs.ts';
import { createTestApp, type TestApp } from './harness.ts';
import { listProcedures, type ProcedureInfo } from './procedure-list.ts';

/**
 * Issue 9, "Done means": every procedure of the root router, called over HTTP with malformed inputs (wrong
 * shapes, NUL, lone surrogates (issue 22), 10 KB and 1 MB strings, impossible dates, unknown and malformed
 * ids, extreme numbers, deep nesting) as a visitor, a student and an admin, answers without a 5xx and without SQL or a stack trace.
 * Runs on PGlite (`npm test`) and PostgreSQL (`npm run test:pg`).
 *
 * The procedures come from the router itself (procedure-list.ts), and inputs from each procedure's own zod
 * schema (fuzz-inputs.ts): a new procedure is covered as soon as it is in the root router. To pass, it needs
 * nothing special — only what every procedure owes anyway: validate its input with zod (bounded strings,
 * real dates with `calendarDate`, ids with `z.uuid()`), let the base procedure refuse NUL and deep nesting,
 * and turn every expected failure (not found, refused, conflict) into an AppError with a 4xx code instead
 * of letting a database error escape. Subscriptions are not called here (they stream; their inputs are
 * plain ids checked by zod).
 *
 * To look into a failure: FUZZ_ONLY='^users\.' limits the run to matching procedures, FUZZ_DEBUG=1 prints
 * each valid-looking call's answer, the answers by status and the slowest procedures.
 */

const LEAK =
  /\bselect\b[^"]*\bfrom\b|insert into|delete from|violates|syntax error|invalid input syntax|relation "|column "|duplicate key|\n\s+at |node_modules|\.ts:\d+/i;

interface Failure {
  procedure: string;
  role: string;
  label: string;
  status: number;
  body: string;
}

describe('fuzzing every procedure', () => {
  let t: TestApp;
  let app: FastifyInstance;
  const cookies: Record<'visitor' | 'student' | 'admin', string | undefined> = {
    visitor: undefined,
    student: undefined,
    admin: undefined,
  };
  let studentId = '';
  let ipCounter = 0;

  beforeAll(async () => {
    t = await createTestApp({ demo: true });
    await t.database.db.transaction((tx) => seedDemoEvents(tx, t.clock.now));
    // The per-address limit of /api would answer most of these calls 429 and hide what lies behind it.
    app = await buildApp(
      { ...t.deps, config: { ...t.deps.config, rateLimitPerMinute: 1_000_000 } },
      { serveWeb: false },
    );
    await app.ready();
    for (const [role, phone] of [
      ['student', '91000001'],
      ['admin', '90000001'],
    ] as const) {
      const [user] = await t.database.db.select().from(schema.users).where(eq(schema.users.phone, phone));
      if (role === 'student') studentId = user!.id;
      const { token } = await createSession(t.database.db, {
        userId: user!.id,
        method: 'phone',
        now: t.clock.now,
      });
      cookies[role] = `wp_session=${token}`;
    }
  });
  afterAll(async () => {
    await app?.close();
    await t?.close();
  });

  async function send(proc: ProcedureInfo, input: unknown, cookie: string | undefined) {
    // A fresh address for each call keeps the per-address limits of public forms out of the way.
    ipCounter += 1;
    const remoteAddress = `10.${(ipCounter >> 16) & 255}.${(ipCounter >> 8) & 255}.${ipCounter & 255}`;
    const headers: Record<string, string> = { 'x-waypoint-lang': 'en' };
    if (cookie) headers.cookie = cookie;
    if (proc.type === 'query') {
      const query = input === undefined ? '' : `?input=${encodeURIComponent(JSON.stringify(input))}`;
      return app.inject({ method: 'GET', url: `/api/trpc/${proc.path}${query}`, headers, remoteAddress });
    }
    return app.inject({
      method: 'POST',
      url: `/api/trpc/${proc.path}`,
      headers: input === undefined ? headers : { ...headers, 'content-type': 'application/json' },
      remoteAddress,
      ...(input === undefined ? {} : { payload: JSON.stringify(input) }),
    });
  }

  it('answers no call with a 5xx or with SQL or a stack', { timeout: 600_000 }, async () => {
    const procedures = listProcedures().filter((p) => p.type !== 'subscription');
    expect(procedures.length).toBeGreaterThan(90);
    const fill = {
      idFor(field: string): string | undefined {
        if (/^(user|targetUser|student)Id$/.test(field)) return studentId;
        if (/^(event|session|targetSession)Id$/.test(field)) return DEMO_EVENT_IDS.seminarToday;
        if (field === 'schoolId') return 'beacon1';
        return undefined;
      },
      date: new Date(t.clock.now.getTime() + 30 * 86_400_000).toISOString().slice(0, 10),
    };
    const failures: Failure[] = [];
    let calls = 0;
    const statuses: Record<string, number> = {};
    const check = async (proc: ProcedureInfo, role: keyof typeof cookies, c: FuzzCase) => {
      const res = await send(proc, c.input, cookies[role]);
      calls += 1;
      const k = `${role} ${c.label === 'valid-looking' ? 'valid' : 'other'} ${res.statusCode}`;
      statuses[k] = (statuses[k] ?? 0) + 1;
      if (process.env.FUZZ_DEBUG && c.label === 'valid-looking')
        console.info(proc.path, role, res.statusCode, res.body.slice(0, 160));
      if (res.statusCode >= 500 || (res.statusCode >= 400 && LEAK.test(res.body))) {
        failures.push({
          procedure: proc.path,
          role,
          label: c.label,
          status: res.statusCode,
          body: res.body.slice(0, 300),
        });
      }
    };
    const started = Date.now();
    const only = process.env.FUZZ_ONLY ? new RegExp(process.env.FUZZ_ONLY) : null;
    const slowest: [string, number][] = [];
    for (const proc of procedures) {
      if (only && !only.test(proc.path)) continue;
      const procStarted = Date.now();
      // The broken inputs go in as the weakest role the procedure lets in, so they reach its service.
      const insider = proc.level === 'public' ? 'visitor' : proc.level === 'signedIn' ? 'student' : 'admin';
      const cases = proc.input
        ? fuzzCases(sample(proc.input, '', fill))
        : [{ label: 'extra input', input: { a: 'b\u0000' } }];
      for (const c of [...WRONG_SHAPES, ...cases]) await check(proc, insider, c);
      for (const role of ['visitor', 'student', 'admin'] as const) {
        if (role === insider) continue;
        for (const c of [WRONG_SHAPES[0]!, WRONG_SHAPES[3]!, cases[0]!]) await check(proc, role, c);
      }
      // A call may have ended a session (sign-out) or changed its person: start the next procedure afresh.
      for (const role of ['student', 'admin'] as const) {
        const me = await app.inject({
          url: '/api/trpc/users.getLoggedInUser',
          headers: { cookie: cookies[role]! },
        });
        if (!me.body.includes('"id"')) {
          const phone = role === 'student' ? '91000001' : '90000001';
          const [user] = await t.database.db.select().from(schema.users).where(eq(schema.users.phone, phone));
          await t.database.db
            .update(schema.users)
            .set({ accessDisabled: false })
            .where(eq(schema.users.id, user!.id));
          const { token } = await createSession(t.database.db, {
            userId: user!.id,
            method: 'phone',
            now: t.clock.now,
          });
          cookies[role] = `wp_session=${token}`;
        }
      }
      slowest.push([proc.path, Date.now() - procStarted]);
    }
    slowest.sort((a, b) => b[1] - a[1]);
    if (process.env.FUZZ_DEBUG) console.info(slowest.slice(0, 12));
    console.info(
      `fuzz: ${calls} calls to ${procedures.length} procedures in ${((Date.now() - started) / 1000).toFixed(1)} s`,
    );
    if (process.env.FUZZ_DEBUG) console.info(statuses);
    expect(failures).toEqual([]);
  });

  it('answers the plain routes without a 5xx on malformed requests', async () => {
    const ids = [
      '-'.repeat(36),
      'x'.repeat(36),
      '%00',
      "1'--",
      'a'.repeat(5_000),
      '00000000-0000-4000-8000-000000000000',
    ];
    const bodies: [string, string][] = [
      ['multipart/form-data; boundary=b', '--b\r\nContent-Disposition: form-data; name="file"\r\n\r\n'],
      [
        'multipart/form-data; boundary=b',
        '--b\r\nContent-Disposition: form-data; name="purpose"\r\n\r\nfeedback\r\n--b--',
      ],
      ['multipart/form-data', 'x'],
      ['application/json', '{'],
      ['application/json', '{"a":"\u0000"}'],
      ['text/plain', 'x'],
      ['application/x-www-form-urlencoded', 'a=%00'],
    ];
    const requests: {
      method: 'GET' | 'POST' | 'PUT' | 'DELETE';
      url: string;
      type?: string;
      body?: string;
    }[] = [];
    for (const id of ids) {
      requests.push({ method: 'GET', url: `/files/${encodeURIComponent(id)}` });
      for (const format of ['csv', 'xlsx']) {
        requests.push({
          method: 'GET',
          url: `/api/events/${encodeURIComponent(id)}/school.${format}?schoolId=${encodeURIComponent(id)}`,
        });
        requests.push({ method: 'GET', url: `/api/schools/${encodeURIComponent(id)}/students.${format}` });
      }
    }
    for (const [type, body] of bodies) {
      requests.push({ method: 'POST', url: '/api/files', type, body });
      requests.push({ method: 'POST', url: '/api/trpc/feedback.createNewFeedback', type, body });
      requests.push({ method: 'PUT', url: '/api/trpc/app.getAppData', type, body });
    }
    requests.push({ method: 'GET', url: '/api/trpc/app.getAppData?input=%7B' });
    requests.push({ method: 'GET', url: '/api/trpc/no.such.procedure' });
    requests.push({ method: 'DELETE', url: '/healthz' });
    const failures: string[] = [];
    for (const role of ['visitor', 'student', 'admin'] as const) {
      for (const r of requests) {
        const headers: Record<string, string> = {};
        if (cookies[role]) headers.cookie = cookies[role]!;
        if (r.type) headers['content-type'] = r.type;
        const res = await app.inject({
          method: r.method,
          url: r.url,
          headers,
          ...(r.body ? { payload: r.body } : {}),
        });
        if (res.statusCode >= 500 || LEAK.test(res.body))
          failures.push(
            `${role} ${r.method} ${r.url.slice(0, 80)} ${r.type ?? ''}: ${res.statusCode} ${res.body.slice(0, 200)}`,
          );
      }
    }
    expect(failures).toEqual([]);
  });

  it('refuses an oversized batch and answers a full one without a 5xx', async () => {
    const queries = listProcedures().filter((p) => p.type === 'query');
    const batch = (procs: ProcedureInfo[]) => {
      const inputs = Object.fromEntries(procs.map((_, i) => [String(i), { bad: 'a\u0000b' }]));
      return `/api/trpc/${procs.map((p) => p.path).join(',')}?batch=1&input=${encodeURIComponent(JSON.stringify(inputs))}`;
    };
    const over = await app.inject({
      url: batch(queries.slice(0, API_MAX_BATCH_CALLS + 1)),
      headers: { cookie: cookies.admin! },
    });
    expect(over.statusCode).toBe(400);
    for (let i = 0; i < queries.length; i += API_MAX_BATCH_CALLS) {
      const res = await app.inject({
        url: batch(queries.slice(i, i + API_MAX_BATCH_CALLS)),
        headers: { cookie: cookies.admin! },
      });
      expect(res.statusCode, res.body.slice(0, 300)).toBeLessThan(500);
      expect(res.body).not.toMatch(LEAK);
    }
  });
});
