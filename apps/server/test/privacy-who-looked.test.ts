import { DEMO_JOBEX_PROGRAMS, schema, seedDemoEvents, seedDemoJobex } from '@waypoint/db';
import { hkDateString } from '@waypoint/domain';
import { asc, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { recordStaffAccess } from '../src/services/privacy/staff-access.ts';
import type { SessionUser } from '../src/services/session-user.ts';
import { demoIds, seedDemoPlans, subjectId } from './admission-fixtures.ts';
import { createTestApp, signIn, type TestApp } from './harness.ts';
import { seedTeacherEventFixtures } from './teacher-events-fixtures.ts';

const { staffAccessLog, programs } = schema;

const ADMIN = '90000001';
const PRINCIPAL = '90000002';
const TEACHER = '90000003';
const UNVERIFIED = '90000005';
const STUDENT = '91000001';
const CLASSMATE = '91000002';
const CLIENT = '93000003'; // demo-harbour-uni
const UNI_STUDENT = '92000002'; // the harbour programme

interface Entry {
  id: number;
  staff: { id: string; fullName: string; chineseName: string | null } | null;
  staffRole: string;
  area: string;
  action: string;
  hkDay: string;
  firstAt: string;
  lastAt: string;
  times: number;
}
interface Page {
  items: Entry[];
  nextCursor: number | null;
}

/**
 * Issue 23 item 6 (docs/privacy.md "Who looked (DPP4)"): staff opening or changing a student's plan, grades,
 * SLP, profile or jobEX data leaves a row; the student's own use and a parent's link leave none; the student
 * and admins read the record.
 */
describe('who looked (issue 23 item 6)', () => {
  let t: TestApp;
  let ids: Record<string, string>;
  const cookie: Record<string, string> = {};

  beforeAll(async () => {
    t = await createTestApp({ demo: true, smsVerification: false });
    await seedDemoPlans(t);
    // The clients come with the demo events; their programmes with the jobEX demo.
    await t.deps.db.transaction((tx) => seedDemoEvents(tx, t.clock.now));
    await t.deps.db.transaction((tx) => seedDemoJobex(tx));
    ids = await demoIds(t);
    for (const phone of [ADMIN, PRINCIPAL, TEACHER, UNVERIFIED, STUDENT, CLASSMATE, CLIENT, UNI_STUDENT]) {
      cookie[phone] = await signIn(t, phone);
    }
  });
  afterAll(() => t.close());
  beforeEach(async () => {
    await t.deps.db.delete(staffAccessLog);
  });

  /** The record about one person as (staff phone-less) tuples: who, role, area, action, times. */
  async function recordOf(studentId: string) {
    const rows = await t.deps.db
      .select()
      .from(staffAccessLog)
      .where(eq(staffAccessLog.studentId, studentId))
      .orderBy(asc(staffAccessLog.area), asc(staffAccessLog.action), asc(staffAccessLog.staffRole));
    return rows.map((r) => ({
      staffId: r.staffId,
      role: r.staffRole,
      area: r.area,
      action: r.action,
      times: r.times,
      hkDay: r.hkDay,
    }));
  }
  const row = (staff: string, role: string, area: string, action: string, times = 1) => ({
    staffId: ids[staff],
    role,
    area,
    action,
    times,
    hkDay: hkDateString(t.clock.now),
  });
  const count = async () =>
    (await t.deps.db.select({ n: sql<number>`count(*)::int` }).from(staffAccessLog))[0]!.n;

  it('plan: a teacher opening the plan (which shows the grades) and changing it', async () => {
    const opened = await t.call(
      'admission.getStudentByUserId',
      { userId: ids[STUDENT] },
      {
        cookie: cookie[TEACHER],
      },
    );
    expect(opened.status).toBe(200);
    expect(await recordOf(ids[STUDENT]!)).toEqual([
      row(TEACHER, 'teacher', 'grades', 'view'),
      row(TEACHER, 'teacher', 'plan', 'view'),
    ]);

    const comment = await t.call(
      'admission.insertUserComment',
      { userId: ids[STUDENT], comment: 'Look at the HKU programmes too.' },
      { cookie: cookie[TEACHER] },
    );
    expect(comment.status).toBe(200);
    const tagged = await t.call(
      'admission.addStudentToTeacherDefinedTag',
      { userId: ids[STUDENT], tagName: 'Follow up' },
      { cookie: cookie[TEACHER] },
    );
    expect(tagged.status).toBe(200);
    const tagList = await t.call(
      'admission.upsertTeacherDefinedTag',
      { tagName: 'Interview practice', userIds: [ids[STUDENT], ids[CLASSMATE]] },
      { cookie: cookie[TEACHER] },
    );
    expect(tagList.status).toBe(200);
    // Three changes on one day: one row counting three.
    expect(await recordOf(ids[STUDENT]!)).toEqual([
      row(TEACHER, 'teacher', 'grades', 'view'),
      row(TEACHER, 'teacher', 'plan', 'change', 3),
      row(TEACHER, 'teacher', 'plan', 'view'),
    ]);
    expect(await recordOf(ids[CLASSMATE]!)).toEqual([row(TEACHER, 'teacher', 'plan', 'change')]);

    // An admin changing the student's choices: recorded as the admin.
    const saved = await t.call(
      'admission.saveUserChoices',
      { userId: ids[CLASSMATE], programIds: [] },
      { cookie: cookie[ADMIN] },
    );
    expect(saved.status).toBe(200);
    expect(await recordOf(ids[CLASSMATE]!)).toEqual([
      row(ADMIN, 'admin', 'plan', 'change'),
      row(TEACHER, 'teacher', 'plan', 'change'),
    ]);
  });

  it('plan: a programme’s choosers list records each student listed, in one go', async () => {
    const [programme] = await t.deps.db
      .select({ programId: schema.userPrograms.programId })
      .from(schema.userPrograms)
      .where(eq(schema.userPrograms.userId, ids[STUDENT]!))
      .limit(1);
    const res = await t.call<{ userId: string }[]>(
      'programs.getUsersByProgramId',
      { programId: programme!.programId },
      { cookie: cookie[PRINCIPAL] },
    );
    expect(res.status).toBe(200);
    expect(res.data.map((s) => s.userId)).toContain(ids[STUDENT]);
    expect(await recordOf(ids[STUDENT]!)).toEqual([row(PRINCIPAL, 'principal', 'plan', 'view')]);
    expect(await count()).toBe(res.data.length);
  });

  it('grades: a teacher entering the school prediction is a change', async () => {
    const chi = await subjectId(t, 'Chi');
    const res = await t.call(
      'admission.upsertUserSubjectGrades',
      { grades: [{ subjectId: chi, grade: '4', source: 'schoolPredict', userId: ids[STUDENT] }] },
      { cookie: cookie[TEACHER] },
    );
    expect(res.error).toBeNull();
    expect(await recordOf(ids[STUDENT]!)).toEqual([row(TEACHER, 'teacher', 'grades', 'change')]);
  });

  it('SLP: a teacher reading and commenting, an admin editing', async () => {
    const edited = await t.call(
      'slp.upsertUserClaims',
      {
        userId: ids[STUDENT],
        userClaims: [{ text: 'Led the robotics club', selected: true, order: 0, type: 'claim' }],
      },
      { cookie: cookie[ADMIN] },
    );
    expect(edited.status).toBe(200);
    const slp = await t.call<{ claims: { id: string }[] }>(
      'slp.getUserSLP',
      { userId: ids[STUDENT] },
      { cookie: cookie[TEACHER] },
    );
    expect(slp.status).toBe(200);
    const comment = await t.call(
      'slp.insertClaimComment',
      { userId: ids[STUDENT], claimId: slp.data.claims[0]!.id, comment: 'Say what you built.' },
      { cookie: cookie[TEACHER] },
    );
    expect(comment.status).toBe(200);
    expect(await recordOf(ids[STUDENT]!)).toEqual([
      row(ADMIN, 'admin', 'slp', 'change'),
      row(TEACHER, 'teacher', 'slp', 'change'),
      row(TEACHER, 'teacher', 'slp', 'view'),
    ]);
  });

  it('profile: opening, editing and verifying a student, and every student a class list shows', async () => {
    expect(
      (await t.call('users.getUserById', { userId: ids[CLASSMATE] }, { cookie: cookie[TEACHER] })).status,
    ).toBe(200);
    const edit = await t.call(
      'users.updateStudentInfo',
      {
        targetUserId: ids[CLASSMATE],
        fullName: 'Wong Ka Yan',
        email: 'student2@beacon1.demo.waypoint.hk',
        phone: CLASSMATE,
        rankInForm: '1 - 20',
      },
      { cookie: cookie[TEACHER] },
    );
    expect(edit.status).toBe(200);
    const verified = await t.call(
      'teacher.updateUserVerificationResult',
      { userId: ids[CLASSMATE], verificationResult: 'No' },
      { cookie: cookie[TEACHER] },
    );
    expect(verified.status).toBe(200);
    expect(await recordOf(ids[CLASSMATE]!)).toEqual([
      row(TEACHER, 'teacher', 'profile', 'change', 2),
      row(TEACHER, 'teacher', 'profile', 'view'),
    ]);

    await t.deps.db.delete(staffAccessLog);
    const list = await t.call<{ items: { id: string }[] }>(
      'teacher.getUsersBySchoolId',
      { schoolId: 'beacon1' },
      { cookie: cookie[PRINCIPAL] },
    );
    expect(list.status).toBe(200);
    expect(list.data.items.length).toBeGreaterThan(30);
    const rows = await t.deps.db.select().from(staffAccessLog);
    expect(rows.map((r) => r.studentId).sort()).toEqual(list.data.items.map((s) => s.id).sort());
    expect(new Set(rows.map((r) => `${r.staffRole}/${r.area}/${r.action}`))).toEqual(
      new Set(['principal/profile/view']),
    );
  });

  it('profile: a session’s school CSV is an export of each student in it', async () => {
    const ev = await seedTeacherEventFixtures(t);
    await t.deps.db.insert(schema.eventResponses).values(
      [STUDENT, CLASSMATE].map((phone) => ({
        eventId: ev.seminar,
        userId: ids[phone]!,
        response: 'Yes',
        schoolId: 'beacon1',
      })),
    );
    const csv = await t.app.inject({
      method: 'GET',
      url: `/api/events/${ev.seminar}/school.csv`,
      headers: { cookie: cookie[TEACHER]! },
    });
    expect(csv.statusCode).toBe(200);
    expect(csv.body).toContain(STUDENT);
    for (const phone of [STUDENT, CLASSMATE]) {
      expect(await recordOf(ids[phone]!)).toEqual([row(TEACHER, 'teacher', 'profile', 'export')]);
    }
    expect(await count()).toBe(2);
  });

  it('jobEX and admin tools: a client’s programme list, an admin finding a person', async () => {
    const [programme] = await t.deps.db
      .select({ id: programs.id })
      .from(programs)
      .where(eq(programs.jupasCode, DEMO_JOBEX_PROGRAMS['demo-harbour-uni']));
    const list = await t.call<{ userId: string }[]>(
      'jobex.getUsersByProgramId',
      { programId: programme!.id },
      { cookie: cookie[CLIENT] },
    );
    expect(list.status).toBe(200);
    expect(list.data.map((s) => s.userId)).toContain(ids[UNI_STUDENT]);
    expect(await recordOf(ids[UNI_STUDENT]!)).toEqual([row(CLIENT, 'client', 'cv', 'view')]);

    // findPeople is a query whose name the harness would take for a mutation: asked for as the page does.
    const found = await t.app.inject({
      method: 'GET',
      url: `/api/trpc/privacy.findPeople?input=${encodeURIComponent(JSON.stringify({ query: STUDENT }))}`,
      headers: { cookie: cookie[ADMIN]! },
    });
    expect(found.statusCode).toBe(200);
    const people = (found.json() as { result: { data: { id: string }[] } }).result.data;
    expect(people.map((p) => p.id)).toEqual([ids[STUDENT]]);
    expect(await recordOf(ids[STUDENT]!)).toEqual([row(ADMIN, 'admin', 'profile', 'view')]);
  });

  it('records nothing for a student’s own data, a parent’s link or a refused request', async () => {
    const own = { cookie: cookie[STUDENT] };
    expect((await t.call('admission.getStudentByUserId', undefined, own)).status).toBe(200);
    expect((await t.call('admission.getStudentByUserId', { userId: ids[STUDENT] }, own)).status).toBe(200);
    expect((await t.call('slp.getUserSLP', undefined, own)).status).toBe(200);
    expect((await t.call('users.getUserById', { userId: ids[STUDENT] }, own)).status).toBe(200);
    const chi = await subjectId(t, 'Chi');
    expect(
      (
        await t.call(
          'admission.upsertUserSubjectGrades',
          { grades: [{ subjectId: chi, grade: '5', source: 'overallTarget' }] },
          own,
        )
      ).error,
    ).toBeNull();
    // An admin's own plan is their own data, not a staff access.
    expect((await t.call('admission.getStudentByUserId', undefined, { cookie: cookie[ADMIN] })).status).toBe(
      200,
    );

    const link = await t.call<{ url: string }>('admission.createParentViewLink', {}, own);
    const token = new URL(link.data.url, 'http://x').searchParams.get('t');
    const parent = await t.call('admission.getParentView', { userId: ids[STUDENT], t: token });
    expect(parent.status).toBe(200);

    // Refused: another student, an unverified teacher.
    expect((await t.call('admission.getStudentByUserId', { userId: ids[CLASSMATE] }, own)).status).toBe(403);
    expect(
      (
        await t.call(
          'admission.getStudentByUserId',
          { userId: ids[STUDENT] },
          {
            cookie: cookie[UNVERIFIED],
          },
        )
      ).status,
    ).toBe(403);
    expect(await count()).toBe(0);
  });

  it('counts a staff member’s day in one row and starts a new row on the next Hong Kong day', async () => {
    for (let i = 0; i < 3; i++) {
      await t.call('slp.getUserSLP', { userId: ids[STUDENT] }, { cookie: cookie[TEACHER] });
    }
    const [today] = await t.deps.db.select().from(staffAccessLog);
    expect(today).toMatchObject({ area: 'slp', action: 'view', times: 3 });
    expect(today!.firstAt.getTime()).toBe(t.clock.now.getTime());

    const teacher = {
      row: { id: ids[TEACHER], roles: 'teacher', clientId: null, clientApprovedAt: null },
      teacher: { schoolRoles: ['Career Teacher'] },
      isAdmin: false,
      isActiveTeacher: true,
    } as unknown as SessionUser;
    const tomorrow = new Date(t.clock.now.getTime() + 86_400_000);
    await recordStaffAccess(
      t.deps.db,
      teacher,
      { area: 'slp', action: 'view', studentIds: [ids[STUDENT]!, ids[STUDENT]!] },
      tomorrow,
    );
    const rows = await t.deps.db.select().from(staffAccessLog).orderBy(asc(staffAccessLog.hkDay));
    expect(rows.map((r) => [r.hkDay, r.times])).toEqual([
      [hkDateString(t.clock.now), 3],
      [hkDateString(tomorrow), 1],
    ]);
  });

  it('lets two requests of one teacher over the same students record at once', async () => {
    const page = () =>
      t.call('teacher.getUsersBySchoolId', { schoolId: 'beacon1' }, { cookie: cookie[TEACHER] });
    const answers = await Promise.all([page(), page(), page()]);
    expect(answers.map((a) => a.status)).toEqual([200, 200, 200]);
    const rows = await t.deps.db.select().from(staffAccessLog);
    expect(rows.length).toBeGreaterThan(30);
    expect(rows.every((r) => r.times === 3)).toBe(true);
  });

  it('shows a person who opened their data, newest first and paged; admins anyone’s; nobody else', async () => {
    await t.call('admission.getStudentByUserId', { userId: ids[STUDENT] }, { cookie: cookie[TEACHER] });
    const mine = await t.call<Page>('privacy.getMyAccessLog', undefined, { cookie: cookie[STUDENT] });
    expect(mine.status).toBe(200);
    expect(mine.data.nextCursor).toBeNull();
    expect(mine.data.items.map((e) => [e.staff?.fullName, e.staffRole, e.area, e.action, e.times])).toEqual(
      expect.arrayContaining([
        ['Chan Mei Ling', 'teacher', 'plan', 'view', 1],
        ['Chan Mei Ling', 'teacher', 'grades', 'view', 1],
      ]),
    );
    expect(mine.data.items[0]).toMatchObject({
      staff: { id: ids[TEACHER], chineseName: '陳美玲' },
      firstAt: t.clock.now.toISOString(),
      lastAt: t.clock.now.toISOString(),
    });
    // The classmate's record is not the student's.
    const theirs = await t.call<Page>('privacy.getMyAccessLog', undefined, { cookie: cookie[CLASSMATE] });
    expect(theirs.data.items).toEqual([]);

    // Sixty older days: newest first, fifty to a page.
    const base = t.clock.now.getTime() - 100 * 86_400_000;
    await t.deps.db.insert(staffAccessLog).values(
      Array.from({ length: 60 }, (_, i) => ({
        studentId: ids[STUDENT]!,
        staffId: ids[PRINCIPAL]!,
        staffRole: 'principal',
        area: 'profile',
        action: 'view',
        hkDay: hkDateString(new Date(base + i * 86_400_000)),
        firstAt: new Date(base + i * 86_400_000),
        lastAt: new Date(base + i * 86_400_000),
      })),
    );
    const first = await t.call<Page>('privacy.getMyAccessLog', {}, { cookie: cookie[STUDENT] });
    expect(first.data.items).toHaveLength(50);
    expect(first.data.nextCursor).toBe(50);
    const second = await t.call<Page>(
      'privacy.getMyAccessLog',
      { cursor: first.data.nextCursor },
      { cookie: cookie[STUDENT] },
    );
    expect(second.data.items).toHaveLength(12);
    expect(second.data.nextCursor).toBeNull();
    const all = [...first.data.items, ...second.data.items];
    const times = all.map((e) => Date.parse(e.lastAt));
    expect(times).toEqual([...times].sort((a, b) => b - a));
    expect(new Set(all.map((e) => e.id)).size).toBe(62);

    // A staff member whose account is gone: the entry stays, without a name.
    await t.deps.db
      .update(staffAccessLog)
      .set({ staffId: null })
      .where(eq(staffAccessLog.staffId, ids[PRINCIPAL]!));
    const gone = await t.call<Page>(
      'privacy.getAccessLogFor',
      { userId: ids[STUDENT] },
      {
        cookie: cookie[ADMIN],
      },
    );
    expect(gone.status).toBe(200);
    expect(gone.data.items.filter((e) => e.staff === null && e.staffRole === 'principal')).toHaveLength(48);

    for (const phone of [TEACHER, PRINCIPAL, STUDENT, CLIENT]) {
      const res = await t.call(
        'privacy.getAccessLogFor',
        { userId: ids[STUDENT] },
        { cookie: cookie[phone] },
      );
      expect(res.status).toBe(403);
    }
    expect((await t.call('privacy.getMyAccessLog')).status).toBe(401);
    const bad = await t.call('privacy.getAccessLogFor', { userId: 'nope' }, { cookie: cookie[ADMIN] });
    expect(bad.status).toBe(400);
  });

  it('fails a staff request rather than show data it could not record', async () => {
    await t.deps.db.execute(sql`alter table staff_access_log rename to staff_access_log_away`);
    try {
      const staff = await t.call(
        'admission.getStudentByUserId',
        { userId: ids[STUDENT] },
        {
          cookie: cookie[TEACHER],
        },
      );
      expect(staff.status).toBe(500);
      expect(staff.data).toBeUndefined();
      const list = await t.call(
        'teacher.getUsersBySchoolId',
        { schoolId: 'beacon1' },
        {
          cookie: cookie[TEACHER],
        },
      );
      expect(list.status).toBe(500);
      expect(list.data).toBeUndefined();
      // The student's own reading needs no record and still works.
      const own = await t.call('admission.getStudentByUserId', undefined, { cookie: cookie[STUDENT] });
      expect(own.status).toBe(200);
    } finally {
      await t.deps.db.execute(sql`alter table staff_access_log_away rename to staff_access_log`);
    }
  });
});
