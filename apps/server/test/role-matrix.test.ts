import { DEMO_EVENT_IDS, schema, seedAll } from '@waypoint/db';
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../src/app.ts';
import { createSession } from '../src/auth/sessions.ts';
import { type Fill, sample } from './fuzz-inputs.ts';
import { createTestApp, procedureType, type TestApp } from './harness.ts';
import { writtenLevels } from './procedure-access.ts';
import { type AccessLevel, listProcedures, type ProcedureInfo } from './procedure-list.ts';
import {
  CALLER_PHONES,
  type Caller,
  DEFAULT_CALLER,
  SAMPLES,
  type SampleContext,
} from './procedure-samples.ts';

/**
 * Issue 9, "Done means": the audit's role matrix kept as a test, and issue 29 item 9: a matrix that can fail.
 * Every procedure of the root router (read from the router, so new ones are included) must be declared at
 * the level written down by hand in procedure-access.ts, which is what the refusals below follow:
 *
 *   level      visitor  student  teacher of another school  adult without a link  admin
 *   public     in       in       in                         in                    in
 *   signedIn   401      in       in                         in                    in
 *   staff      401      403      in                         403                   in
 *   admin      401      403      403                        403                   in
 *
 * "in" means the level lets the call through (the answer may still be a 4xx for the input or a row
 * check), never a 5xx. A refusal is exactly the status above, not any 4xx. Then the rows: a valid input
 * naming a student of beacon1 is refused (403) to a classmate, a teacher of another school and an adult
 * without a link. Last, the rightful caller of each procedure (procedure-samples.ts) gets through (2xx)
 * with a valid input, so the checks above are about who calls, not about a broken input.
 *
 * A new procedure passes when it is listed at its level in procedure-access.ts, built on that level's
 * procedure, checks the row it touches (canActOnUser, isStaffOfSchool or its own ownership rule) and
 * succeeds for its rightful caller (add an entry to procedure-samples.ts when its schema-made input
 * does not).
 */

type Role = 'visitor' | 'student' | 'classmate' | 'otherSchoolTeacher' | 'adultWithoutLink' | 'admin';

const REFUSED: Record<AccessLevel, Partial<Record<Role, 401 | 403>>> = {
  public: {},
  signedIn: { visitor: 401 },
  staff: { visitor: 401, student: 403, classmate: 403, adultWithoutLink: 403 },
  admin: { visitor: 401, student: 403, classmate: 403, otherSchoolTeacher: 403, adultWithoutLink: 403 },
};

const PHONES: Record<Exclude<Role, 'visitor'>, string> = {
  student: '91000001',
  classmate: '91000002',
  // The career teacher of beacon1, moved to another school below.
  otherSchoolTeacher: '90000003',
  // A university client: signed in, no school, no student, no share link.
  adultWithoutLink: '93000001',
  admin: '90000001',
};

/**
 * Row refusals that are not 403, on purpose and documented (docs/api.md): the refused caller is told the row
 * does not exist, so that the answer reveals no account.
 */
const ROW_REFUSED_AS_NOT_FOUND: Record<string, string> = {
  'consent.createConsentLink': 'a child out of reach answers as one that does not exist',
};

const PNG_1x1 = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==',
  'base64',
);

describe('the role matrix', () => {
  let t: TestApp;
  let app: FastifyInstance;
  /** Session cookies by phone. */
  const cookies: Record<string, string> = {};
  const ids: Record<string, string> = {};
  let studentId = '';
  const written = writtenLevels();
  const phoneOf = (who: Role | Caller): string | undefined =>
    who === 'visitor'
      ? undefined
      : who in PHONES
        ? PHONES[who as Exclude<Role, 'visitor'>]
        : CALLER_PHONES[who as Exclude<Caller, 'visitor'>];
  const levelOf = (proc: ProcedureInfo): AccessLevel => written.get(proc.path) ?? proc.level;

  beforeAll(async () => {
    t = await createTestApp({ demo: true });
    const { db } = t.database;
    // The whole demo (plans, events, jobEX, votes, booking): the rows the rightful callers act on.
    await seedAll(db, { demo: true }, t.clock.now);
    for (const user of await db.select({ id: schema.users.id, phone: schema.users.phone }).from(schema.users))
      if (user.phone) ids[user.phone] = user.id;
    studentId = ids[PHONES.student]!;
    // The student attended the past seminar, which opens their SLP (spec 3 §4) and its reflection form.
    await db
      .insert(schema.eventResponses)
      .values({
        eventId: DEMO_EVENT_IDS.seminarPast,
        userId: studentId,
        response: 'Attended',
        attended: true,
        confirmed: true,
      })
      .onConflictDoNothing();
    const teacherId = ids[PHONES.otherSchoolTeacher]!;
    await db.update(schema.users).set({ schoolId: 'harbourview' }).where(eq(schema.users.id, teacherId));
    await db
      .update(schema.teachers)
      .set({ schoolId: 'harbourview' })
      .where(eq(schema.teachers.userId, teacherId));
    app = await buildApp(
      { ...t.deps, config: { ...t.deps.config, rateLimitPerMinute: 1_000_000 } },
      { serveWeb: false },
    );
    await app.ready();
    await signInAll();
  });
  afterAll(async () => {
    await app?.close();
    await t?.close();
  });

  async function signInAll() {
    for (const phone of new Set([...Object.values(PHONES), ...Object.values(CALLER_PHONES)])) {
      const { token } = await createSession(t.database.db, {
        userId: ids[phone]!,
        method: 'phone',
        now: t.clock.now,
      });
      cookies[phone] = `wp_session=${token}`;
    }
  }

  let ipCounter = 0;
  function nextAddress(prefix: string): string {
    ipCounter += 1;
    return `${prefix}.${(ipCounter >> 8) & 255}.${ipCounter & 255}`;
  }
  function headersFor(who: Role | Caller): Record<string, string> {
    const headers: Record<string, string> = { 'x-waypoint-lang': 'en' };
    const phone = phoneOf(who);
    if (phone) headers.cookie = cookies[phone]!;
    return headers;
  }

  /** Calls as the router declares the procedure: a query as GET, a mutation as POST. */
  async function send(path: string, input: unknown, who: Role | Caller) {
    const headers = headersFor(who);
    const remoteAddress = nextAddress('10.9');
    if (procedureType(path) === 'query') {
      const query = input === undefined ? '' : `?input=${encodeURIComponent(JSON.stringify(input))}`;
      return app.inject({ method: 'GET', url: `/api/trpc/${path}${query}`, headers, remoteAddress });
    }
    return app.inject({
      method: 'POST',
      url: `/api/trpc/${path}`,
      headers: { ...headers, 'content-type': 'application/json' },
      remoteAddress,
      payload: JSON.stringify(input ?? {}),
    });
  }

  const context: SampleContext = {
    get db() {
      return t.database.db;
    },
    get now() {
      return t.clock.now;
    },
    ids,
    async call<T>(path: string, input: unknown, as: Caller): Promise<T> {
      const res = await send(path, input, as);
      if (res.statusCode >= 300) throw new Error(`set-up ${path} as ${as}: ${res.statusCode} ${res.body}`);
      return (res.json() as { result: { data: T } }).result.data;
    },
    async uploadPng(as: Caller, purpose: string): Promise<string> {
      const boundary = '----rolematrix';
      const payload = Buffer.concat([
        Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="purpose"\r\n\r\n${purpose}\r\n`),
        Buffer.from(
          `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="a.png"\r\nContent-Type: image/png\r\n\r\n`,
        ),
        PNG_1x1,
        Buffer.from(`\r\n--${boundary}--\r\n`),
      ]);
      const res = await app.inject({
        method: 'POST',
        url: '/api/files',
        payload,
        headers: { ...headersFor(as), 'content-type': `multipart/form-data; boundary=${boundary}` },
        remoteAddress: nextAddress('10.6'),
      });
      if (res.statusCode !== 201) throw new Error(`upload as ${as}: ${res.statusCode} ${res.body}`);
      return (res.json() as { url: string }).url;
    },
  };

  const fill = (): Fill => ({
    idFor(field: string): string | undefined {
      if (/^(user|targetUser|student)Id$/.test(field)) return studentId;
      if (/^(event|session|targetSession)Id$/.test(field)) return DEMO_EVENT_IDS.seminarToday;
      if (field === 'schoolId') return 'beacon1';
      return undefined;
    },
    date: new Date(t.clock.now.getTime() + 30 * 86_400_000).toISOString().slice(0, 10),
  });

  /** The rightful caller and a valid input: the table's entry, else the level's caller and a schema-made input. */
  async function rightful(proc: ProcedureInfo): Promise<{ as: Caller; input: unknown }> {
    const entry = SAMPLES[proc.path];
    const as = entry?.as ?? DEFAULT_CALLER[levelOf(proc)];
    if (entry?.input) return { as, input: await entry.input(context) };
    return { as, input: proc.input ? sample(proc.input, '', fill()) : undefined };
  }

  it('finds every procedure declared at the level written down for it, and nothing unlisted', () => {
    const declared = new Map(listProcedures().map((p) => [p.path, p.level]));
    const problems: string[] = [];
    for (const [path, level] of declared) {
      const expected = written.get(path);
      if (expected === undefined)
        problems.push(`${path} (${level}) is not in procedure-access.ts: decide its level there`);
      else if (expected !== level) problems.push(`${path} is declared ${level}, written down as ${expected}`);
    }
    for (const path of written.keys())
      if (!declared.has(path)) problems.push(`${path} is written down but no longer in the router`);
    for (const path of Object.keys(SAMPLES))
      if (!declared.has(path)) problems.push(`${path} has a sample but is no longer in the router`);
    expect(problems).toEqual([]);
  });

  it('lets each role through exactly the levels it holds, and never answers 5xx', {
    timeout: 300_000,
  }, async () => {
    const procedures = listProcedures().filter((p) => p.type !== 'subscription');
    const roles: Role[] = [
      'visitor',
      'student',
      'classmate',
      'otherSchoolTeacher',
      'adultWithoutLink',
      'admin',
    ];
    const violations: string[] = [];
    let checks = 0;
    // Mutations can sign a role out (sign-out, own password change): each role's session is renewed
    // after every procedure.
    for (const proc of procedures) {
      const level = levelOf(proc);
      for (const role of roles) {
        const res = await send(proc.path, undefined, role);
        checks += 1;
        const refused = REFUSED[level][role];
        if (refused !== undefined && res.statusCode !== refused)
          violations.push(`${proc.path} (${level}) as ${role}: ${res.statusCode}, expected ${refused}`);
        if (
          refused === undefined &&
          (res.statusCode >= 500 || (level !== 'public' && res.statusCode === 401))
        )
          violations.push(
            `${proc.path} (${level}) as ${role}: ${res.statusCode}, expected the call to pass its level`,
          );
      }
      await signInAll();
    }
    console.info(`role matrix: ${checks} access checks on ${procedures.length} procedures`);
    expect(violations).toEqual([]);
  });

  it('refuses a classmate, a teacher of another school and an adult without a link a valid call on a student (403)', {
    timeout: 300_000,
  }, async () => {
    const violations: string[] = [];
    let checks = 0;
    for (const proc of listProcedures()) {
      if (proc.type === 'subscription' || levelOf(proc) === 'public' || !proc.input) continue;
      const { input } = await rightful(proc);
      await signInAll();
      if (!JSON.stringify(input).includes(studentId)) continue;
      const refused = proc.path in ROW_REFUSED_AS_NOT_FOUND ? 404 : 403;
      for (const role of ['classmate', 'otherSchoolTeacher', 'adultWithoutLink'] as const) {
        const res = await send(proc.path, input, role);
        checks += 1;
        if (res.statusCode !== refused)
          violations.push(
            `${proc.path} as ${role}: ${res.statusCode}, expected ${refused} ${res.body.slice(0, 200)}`,
          );
      }
      await signInAll();
    }
    console.info(`role matrix: ${checks} row checks`);
    expect(checks).toBeGreaterThan(20);
    expect(violations).toEqual([]);
  });

  it('lets the rightful caller of every procedure through with a valid input', {
    timeout: 300_000,
  }, async () => {
    const procedures = listProcedures().filter((p) => p.type !== 'subscription');
    const failures: string[] = [];
    for (const proc of procedures) {
      let call = '';
      try {
        const { as, input } = await rightful(proc);
        call = `as ${as} with ${JSON.stringify(input)?.slice(0, 160)}`;
        const res = await send(proc.path, input, as);
        if (res.statusCode < 200 || res.statusCode >= 300)
          failures.push(`${proc.path} ${call}: ${res.statusCode} ${res.body.slice(0, 240)}`);
      } catch (err) {
        failures.push(`${proc.path} ${call}: ${(err as Error).message.slice(0, 300)}`);
      }
      await signInAll();
    }
    console.info(`role matrix: ${procedures.length} rightful calls`);
    expect(failures).toEqual([]);
  });

  // Issue 22: the plain /ai/* routes are in the matrix too. All ask for a session; the SLP helper and the
  // polish also for rights on the SLP; none answers 5xx, and no one but the student (or an admin) polishes
  // the student's SLP.
  it('holds the plain AI routes to a session and the SLP rights, never answering 5xx', async () => {
    const body = {
      version: '1.0',
      type: 'query',
      query: [{ role: 'user', content: 'I like biology', timestamp: 1 }],
    };
    const ask = (path: string, role: Role, payload: unknown) =>
      app.inject({
        method: 'POST',
        url: `/ai/${path}`,
        headers: { ...headersFor(role), 'content-type': 'application/json' },
        remoteAddress: nextAddress('10.8'),
        payload: JSON.stringify(payload),
      });
    const violations: string[] = [];
    const roles: Role[] = [
      'visitor',
      'student',
      'classmate',
      'otherSchoolTeacher',
      'adultWithoutLink',
      'admin',
    ];
    for (const path of ['ab3', 'ab4', 'slp', 'image', 'cvcl', 'polish']) {
      for (const role of roles) {
        for (const payload of [{}, path === 'polish' ? {} : body]) {
          const res = await ask(path, role, payload);
          if (role === 'visitor' && res.statusCode !== 401)
            violations.push(`/ai/${path} as visitor: ${res.statusCode}`);
          if (res.statusCode >= 500) violations.push(`/ai/${path} as ${role}: ${res.statusCode}`);
        }
      }
      if (path !== 'polish') continue;
      for (const role of ['classmate', 'otherSchoolTeacher', 'adultWithoutLink'] as const) {
        const res = await ask(path, role, { userId: studentId });
        if (res.statusCode !== 403)
          violations.push(`/ai/polish of the student as ${role}: ${res.statusCode}, expected 403`);
      }
    }
    expect(violations).toEqual([]);
  });
});
