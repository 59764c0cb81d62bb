import { DEMO_EVENT_IDS, schema, seedDemoEvents } from '@waypoint/db';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, signIn, type TestApp } from './harness.ts';

const { users, teachers } = schema;
const TEACHER_EVENT = DEMO_EVENT_IDS.teacherEvent;

interface TeacherRow {
  userId: string;
  fullName: string;
  phone: string;
  email: string | null;
  isAdmin: boolean;
  employmentStatus: string;
  schoolRoles: string[];
  classRoles: { role: string; classes: string[]; status: string }[];
}

async function addTeacher(
  t: TestApp,
  p: { phone: string; schoolId: string; status: string; schoolRoles: string[]; isAdmin?: boolean },
): Promise<string> {
  const [row] = await t.deps.db
    .insert(users)
    .values({
      phone: p.phone,
      fullName: `Teacher ${p.phone}`,
      roles: p.isAdmin ? 'admin , teacher' : 'teacher',
      isAdmin: p.isAdmin ?? false,
      schoolId: p.schoolId,
    })
    .returning({ id: users.id });
  await t.deps.db.insert(teachers).values({
    userId: row!.id,
    schoolId: p.schoolId,
    employmentStatus: p.status,
    schoolRoles: p.schoolRoles,
  });
  return row!.id;
}

describe('teacher.getSchoolTeachers and updateTeacher', () => {
  let t: TestApp;
  let ids: Record<string, string>;
  let cookies: Record<string, string>;
  beforeAll(async () => {
    t = await createTestApp({ demo: true });
    await t.deps.db.transaction((tx) => seedDemoEvents(tx, t.clock.now));
    const rows = await t.deps.db.select({ id: users.id, phone: users.phone }).from(users);
    ids = Object.fromEntries(rows.map((r) => [r.phone, r.id]));
    ids.adminTeacher = await addTeacher(t, {
      phone: '97000001',
      schoolId: 'beacon1',
      status: 'Active',
      schoolRoles: ['Other teacher'],
      isAdmin: true,
    });
    ids.unrecognized = await addTeacher(t, {
      phone: '97000002',
      schoolId: 'beacon1',
      status: 'Unrecognized',
      schoolRoles: ['Other teacher'],
    });
    ids.otherPrincipal = await addTeacher(t, {
      phone: '97000003',
      schoolId: 'beacon3',
      status: 'Active',
      schoolRoles: ['Principal'],
    });
    ids.otherNewcomer = await addTeacher(t, {
      phone: '97000004',
      schoolId: 'beacon3',
      status: 'Unverified',
      schoolRoles: ['Other teacher'],
    });
    cookies = {};
    for (const phone of ['90000001', '90000002', '90000003', '90000005', '91000001', '97000003'])
      cookies[phone] = await signIn(t, phone);
  });
  afterAll(() => t.close());

  it('lists the school’s teachers with roles and status; admins only for admins', async () => {
    const res = await t.call<TeacherRow[]>(
      'teacher.getSchoolTeachers',
      { schoolId: 'beacon1' },
      { cookie: cookies['90000003'] },
    );
    expect(res.status).toBe(200);
    const phones = res.data.map((r) => r.phone).sort();
    expect(phones).toEqual(['90000002', '90000003', '90000004', '90000005', '97000002']);
    const classTeacher = res.data.find((r) => r.phone === '90000004')!;
    expect(classTeacher).toMatchObject({
      employmentStatus: 'Active',
      schoolRoles: ['Class teacher'],
      classRoles: [{ role: 'Class teacher', classes: ['5A'], status: 'active' }],
      email: 'class5a@beacon1.demo.waypoint.hk',
    });
    const asAdmin = await t.call<TeacherRow[]>(
      'teacher.getSchoolTeachers',
      { schoolId: 'beacon1' },
      { cookie: cookies['90000001'] },
    );
    expect(asAdmin.data.map((r) => r.userId)).toContain(ids.adminTeacher);
    expect(asAdmin.data.find((r) => r.userId === ids.adminTeacher)?.isAdmin).toBe(true);
  });

  it('shows the event badge of a colleague nominated for a Teacher Event (issue 24)', async () => {
    const listed = async () =>
      (
        await t.call<(TeacherRow & { events: { eventId: string; name: string; badges: string[] }[] })[]>(
          'teacher.getSchoolTeachers',
          { schoolId: 'beacon1' },
          { cookie: cookies['90000002'] },
        )
      ).data.find((r) => r.phone === '90000003')!;
    expect((await listed()).events).toEqual([]);
    const nominated = await t.call(
      'users.insertNominationRecord',
      { targetUserIds: [ids['90000003']!], targetSessionIds: [TEACHER_EVENT], targetResponse: 'Yes' },
      { cookie: cookies['90000002'] },
    );
    expect(nominated.status).toBe(200);
    const after = await listed();
    expect(after.events).toHaveLength(1);
    expect(after.events[0]).toMatchObject({
      eventId: TEACHER_EVENT,
      name: 'Teachers’ briefing: the work-experience year',
      badges: ['Nominated', 'Applied'],
    });
  });

  it('refuses the teacher list to visitors, students, unverified teachers and other schools', async () => {
    const call = (cookie: string | undefined) =>
      t.call('teacher.getSchoolTeachers', { schoolId: 'beacon1' }, { cookie });
    expect((await call(undefined)).status).toBe(401);
    expect((await call(cookies['91000001'])).status).toBe(403);
    expect((await call(cookies['90000005'])).status).toBe(403);
    expect((await call(cookies['97000003'])).status).toBe(403);
  });

  const update = (
    cookie: string | undefined,
    userId: string,
    employmentStatus: string,
    oldEmploymentStatus: string,
  ) =>
    t.call<{ employmentStatus: string }>(
      'teacher.updateTeacher',
      { userId, employmentStatus, oldEmploymentStatus },
      { cookie },
    );
  const statusOf = async (userId: string) =>
    (await t.deps.db.select().from(teachers).where(eq(teachers.userId, userId)))[0]!.employmentStatus;

  it('lets the principal settle an unverified teacher of the school', async () => {
    const res = await update(cookies['90000002'], ids['90000005']!, 'Active', 'Unverified');
    expect(res.status).toBe(200);
    expect(res.data.employmentStatus).toBe('Active');
    expect(await statusOf(ids['90000005']!)).toBe('Active');
    // The newly active teacher now acts for the school.
    const list = await t.call(
      'teacher.getSchoolTeachers',
      { schoolId: 'beacon1' },
      { cookie: cookies['90000005'] },
    );
    expect(list.status).toBe(200);
  });

  it('writes nothing when the status changed since the caller saw it', async () => {
    const stale = await update(cookies['90000002'], ids.unrecognized!, 'Active', 'Unverified');
    expect(stale.status).toBe(409);
    expect(stale.error?.message).toBe(
      "This teacher's status was changed by someone else. Please reload and try again.",
    );
    expect(await statusOf(ids.unrecognized!)).toBe('Unrecognized');
  });

  it('refuses non-principals, principals of other schools, their own status and bad values', async () => {
    const target = ids.unrecognized!;
    const career = await update(cookies['90000003'], target, 'Active', 'Unrecognized');
    expect(career.status).toBe(403);
    expect(career.error?.message).toBe(
      "Only the principal of this school or an admin can change a teacher's status.",
    );
    expect((await update(cookies['97000003'], target, 'Active', 'Unrecognized')).status).toBe(403);
    expect((await update(cookies['91000001'], target, 'Active', 'Unrecognized')).status).toBe(403);
    expect((await update(undefined, target, 'Active', 'Unrecognized')).status).toBe(401);
    const own = await update(cookies['90000002'], ids['90000002']!, 'Inactive', 'Active');
    expect(own.status).toBe(400);
    expect(own.error?.message).toBe('You cannot change your own status.');
    const bad = await update(cookies['90000002'], target, 'Unverified', 'Unrecognized');
    expect(bad.status).toBe(400);
    expect(bad.error?.message).toBe('Please choose Active, Inactive or Unrecognized.');
    // A principal never reaches an admin user (they do not see them either).
    const [adminRow] = await t.deps.db.select().from(teachers).where(eq(teachers.userId, ids.adminTeacher!));
    await t.deps.db
      .update(teachers)
      .set({ employmentStatus: 'Unverified' })
      .where(eq(teachers.userId, adminRow!.userId));
    expect((await update(cookies['90000002'], ids.adminTeacher!, 'Active', 'Unverified')).status).toBe(404);
    expect(await statusOf(target)).toBe('Unrecognized');
    expect(await statusOf(ids['90000002']!)).toBe('Active');
  });

  it('lets the principal mark an active teacher as no longer in school', async () => {
    const res = await update(cookies['90000002'], ids['90000004']!, 'Inactive', 'Active');
    expect(res.status).toBe(200);
    expect(await statusOf(ids['90000004']!)).toBe('Inactive');
    expect((await update(cookies['90000002'], ids['90000004']!, 'Active', 'Inactive')).status).toBe(200);
  });

  it('lets an admin change a newcomer of any school, and the other principal theirs', async () => {
    const res = await update(cookies['90000001'], ids.unrecognized!, 'Inactive', 'Unrecognized');
    expect(res.status).toBe(200);
    expect(await statusOf(ids.unrecognized!)).toBe('Inactive');
    const theirs = await update(cookies['97000003'], ids.otherNewcomer!, 'Unrecognized', 'Unverified');
    expect(theirs.status).toBe(200);
    expect(await statusOf(ids.otherNewcomer!)).toBe('Unrecognized');
  });
});
