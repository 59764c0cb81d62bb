import { DEMO_EVENT_IDS, schema, seedDemoEvents } from '@waypoint/db';
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../src/app.ts';
import { createSession } from '../src/auth/sessions.ts';
import { sample } from './fuzz-inputs.ts';
import { createTestApp, type TestApp } from './harness.ts';
import { type AccessLevel, listProcedures, type ProcedureInfo } from './procedure-list.ts';

/**
 * Issue 9, "Done means": the audit's role matrix (0 violations) kept as a test. Every procedure of the root
 * router (read from the router, so new ones are included) is called by each role; what each role may do
 * follows from the level the procedure declares (publicProcedure, signedInProcedure, staffProcedure,
 * adminProcedure — procedure-list.ts reads it from the procedure's middlewares):
 *
 *   level      visitor  student  teacher of another school  adult without a link  admin
 *   public     in       in       in                         in                    in
 *   signedIn   401      in       in                         in                    in
 *   staff      401      403      in                         403                   in
 *   admin      401      403      403                        403                   in
 *
 * "in" means the level lets the call through (the answer may still be a 4xx for the input or a row
 * check), never a 5xx. Then the row check: a call naming a student of beacon1 (their user id in the input)
 * by a classmate, a teacher of another school or an adult without a link must not succeed.
 *
 * A new procedure passes when it is built on the procedure of its level and checks the row it touches
 * (canActOnUser, isStaffOfSchool or its own ownership rule) before answering.
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

describe('the role matrix', () => {
  let t: TestApp;
  let app: FastifyInstance;
  const cookies: Partial<Record<Role, string>> = {};
  let studentId = '';

  beforeAll(async () => {
    t = await createTestApp({ demo: true });
    const { db } = t.database;
    await db.transaction((tx) => seedDemoEvents(tx, t.clock.now));
    const [teacher] = await db
      .select()
      .from(schema.users)
      .where(eq(schema.users.phone, PHONES.otherSchoolTeacher));
    await db.update(schema.users).set({ schoolId: 'harbourview' }).where(eq(schema.users.id, teacher!.id));
    await db
      .update(schema.teachers)
      .set({ schoolId: 'harbourview' })
      .where(eq(schema.teachers.userId, teacher!.id));
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
    for (const [role, phone] of Object.entries(PHONES) as [Exclude<Role, 'visitor'>, string][]) {
      const [user] = await t.database.db.select().from(schema.users).where(eq(schema.users.phone, phone));
      if (role === 'student') studentId = user!.id;
      const { token } = await createSession(t.database.db, {
        userId: user!.id,
        method: 'phone',
        now: t.clock.now,
      });
      cookies[role] = `wp_session=${token}`;
    }
  }

  let ipCounter = 0;
  async function send(proc: ProcedureInfo, input: unknown, role: Role) {
    ipCounter += 1;
    const remoteAddress = `10.9.${(ipCounter >> 8) & 255}.${ipCounter & 255}`;
    const headers: Record<string, string> = { 'x-waypoint-lang': 'en' };
    const cookie = cookies[role];
    if (cookie) headers.cookie = cookie;
    if (proc.type === 'query') {
      const query = input === undefined ? '' : `?input=${encodeURIComponent(JSON.stringify(input))}`;
      return app.inject({ method: 'GET', url: `/api/trpc/${proc.path}${query}`, headers, remoteAddress });
    }
    return app.inject({
      method: 'POST',
      url: `/api/trpc/${proc.path}`,
      headers: { ...headers, 'content-type': 'application/json' },
      remoteAddress,
      payload: JSON.stringify(input ?? {}),
    });
  }

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
    // Mutations can sign a role out (sign-out, own password change): read-only inputs go first, and
    // each role's session is renewed after every procedure.
    for (const proc of procedures) {
      for (const role of roles) {
        const res = await send(proc, undefined, role);
        checks += 1;
        const refused = REFUSED[proc.level][role];
        if (refused !== undefined && res.statusCode !== refused)
          violations.push(`${proc.path} (${proc.level}) as ${role}: ${res.statusCode}, expected ${refused}`);
        if (
          refused === undefined &&
          (res.statusCode >= 500 || (proc.level !== 'public' && res.statusCode === 401))
        )
          violations.push(
            `${proc.path} (${proc.level}) as ${role}: ${res.statusCode}, expected the call to pass its level`,
          );
      }
      await signInAll();
    }
    console.info(`role matrix: ${checks} access checks on ${procedures.length} procedures`);
    expect(violations).toEqual([]);
  });

  it('lets no classmate, teacher of another school or adult without a link act on a student', {
    timeout: 300_000,
  }, async () => {
    const fill = {
      idFor(field: string): string | undefined {
        if (/^(user|targetUser|student)Id$/.test(field)) return studentId;
        if (/^(event|session|targetSession)Id$/.test(field)) return DEMO_EVENT_IDS.seminarToday;
        if (field === 'schoolId') return 'beacon1';
        return undefined;
      },
      date: new Date(t.clock.now.getTime() + 30 * 86_400_000).toISOString().slice(0, 10),
    };
    const violations: string[] = [];
    let checks = 0;
    for (const proc of listProcedures()) {
      if (proc.type === 'subscription' || proc.level === 'public' || !proc.input) continue;
      const input = sample(proc.input, '', fill);
      if (!JSON.stringify(input).includes(studentId)) continue;
      for (const role of ['classmate', 'otherSchoolTeacher', 'adultWithoutLink'] as const) {
        const res = await send(proc, input, role);
        checks += 1;
        if (res.statusCode < 400)
          violations.push(`${proc.path} as ${role}: ${res.statusCode} ${res.body.slice(0, 200)}`);
      }
      await signInAll();
    }
    console.info(`role matrix: ${checks} row checks`);
    expect(checks).toBeGreaterThan(20);
    expect(violations).toEqual([]);
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
    const ask = (path: string, role: Role, payload: unknown) => {
      ipCounter += 1;
      const headers: Record<string, string> = { 'x-waypoint-lang': 'en', 'content-type': 'application/json' };
      const cookie = cookies[role];
      if (cookie) headers.cookie = cookie;
      return app.inject({
        method: 'POST',
        url: `/ai/${path}`,
        headers,
        remoteAddress: `10.8.${(ipCounter >> 8) & 255}.${ipCounter & 255}`,
        payload: JSON.stringify(payload),
      });
    };
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
        if (res.statusCode < 400 || res.statusCode >= 500)
          violations.push(`/ai/polish of the student as ${role}: ${res.statusCode}`);
      }
    }
    expect(violations).toEqual([]);
  });
});
