import { schema } from '@waypoint/db';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, signIn, type TestApp } from './harness.ts';

describe('who may call what', () => {
  let t: TestApp;
  let ids: Record<string, string>;
  const userRow = async (id: string | undefined) =>
    (
      await t.deps.db
        .select()
        .from(schema.users)
        .where(eq(schema.users.id, id as string))
    )[0];
  const schoolRow = async (id: string) =>
    (await t.deps.db.select().from(schema.schools).where(eq(schema.schools.id, id)))[0];
  const schoolSettingsRow = async (id: string) =>
    (await t.deps.db.select().from(schema.schoolSettings).where(eq(schema.schoolSettings.schoolId, id)))[0];
  beforeAll(async () => {
    t = await createTestApp({ demo: true });
    ids = {};
    for (const phone of ['91000001', '91000002', '90000004', '90000005']) {
      const res = await t.call<{ user: { id: string } }>('auth.loginWithPhone', { phone });
      ids[phone] = res.data.user.id;
    }
  });
  afterAll(() => t.close());

  it('refuses visitors on signed-in calls', async () => {
    const res = await t.call('users.updateUserAppLanguage', { locale: 'en' });
    expect(res.status).toBe(401);
    expect(res.error?.message).toBe('Please log in first.');
  });

  it('keeps admin calls for admins', async () => {
    const student = await signIn(t, '91000001');
    expect((await t.call('admin.getOutboxMessages', {}, { cookie: student })).status).toBe(403);
    const admin = await signIn(t, '90000001');
    expect((await t.call('admin.getOutboxMessages', {}, { cookie: admin })).status).toBe(200);
  });

  it('lets a student read only their own record', async () => {
    const student = await signIn(t, '91000001');
    expect((await t.call('users.getUserById', { userId: ids['91000001'] }, { cookie: student })).status).toBe(
      200,
    );
    expect((await t.call('users.getUserById', { userId: ids['91000002'] }, { cookie: student })).status).toBe(
      403,
    );
  });

  it('lets an active teacher read and edit students of their school, not an unverified one', async () => {
    const teacher = await signIn(t, '90000004');
    const read = await t.call<{ fullName: string }>(
      'users.getUserById',
      { userId: ids['91000002'] },
      { cookie: teacher },
    );
    expect(read.status).toBe(200);
    const edit = await t.call(
      'users.updateStudentInfo',
      {
        targetUserId: ids['91000002'],
        fullName: 'Renamed Student',
        email: 'student2@beacon1.demo.waypoint.hk',
        phone: '91000002',
        rankInForm: '1 - 20',
      },
      { cookie: teacher },
    );
    expect(edit.status).toBe(200);
    expect(await userRow(ids['91000002'])).toMatchObject({
      fullName: 'Renamed Student',
      rankInForm: '1 - 20',
    });
    const unverified = await signIn(t, '90000005');
    expect(
      (await t.call('users.getUserById', { userId: ids['91000002'] }, { cookie: unverified })).status,
    ).toBe(403);
    // A teacher is not a student: update-info is for students only.
    const teacherBefore = await userRow(ids['90000005']);
    const onTeacher = await t.call(
      'users.updateStudentInfo',
      { targetUserId: ids['90000005'], fullName: 'X', email: 'x@example.com', phone: '90000005' },
      { cookie: teacher },
    );
    expect(onTeacher.status).toBe(403);
    expect(await userRow(ids['90000005'])).toEqual(teacherBefore);
  });

  it('honours a switched app role only for admins', async () => {
    const admin = await signIn(t, '90000001');
    const asStudent = await t.call<{ appRole: string }>('users.getLoggedInUser', undefined, {
      cookie: admin,
      appRole: 'secondary-school-student',
    });
    expect(asStudent.data.appRole).toBe('secondary-school-student');
    const student = await signIn(t, '91000001');
    const tried = await t.call<{ appRole: string }>('users.getLoggedInUser', undefined, {
      cookie: student,
      appRole: 'teacher',
    });
    expect(tried.data.appRole).toBe('secondary-school-student');
  });

  it('requires rank in form from students editing their profile', async () => {
    const student = await signIn(t, '91000001');
    const res = await t.call(
      'users.updateUser',
      { fullName: 'Chan Ka Yan', email: 'student1@beacon1.demo.waypoint.hk', phone: '91000001' },
      { cookie: student },
    );
    expect(res.error?.message).toBe('Please choose your rank in form.');
    expect((await userRow(ids['91000001']))?.rankInForm).toBeNull();
    const ok = await t.call<{ rankInForm: string; studyingElectives: string[] }>(
      'users.updateUser',
      {
        fullName: 'Chan Ka Yan',
        email: 'student1@beacon1.demo.waypoint.hk',
        phone: '91000001',
        rankInForm: '21 - 50',
        studyingElectives: ['Biology', 'Chemistry'],
      },
      { cookie: student },
    );
    expect(ok.data).toMatchObject({ rankInForm: '21 - 50', studyingElectives: ['Biology', 'Chemistry'] });
    expect(await userRow(ids['91000001'])).toMatchObject({ rankInForm: '21 - 50' });
  });

  it('refuses a state-changing request from another site', async () => {
    const res = await t.call(
      'auth.checkPhoneExists',
      { phone: '90000001' },
      { origin: 'https://evil.example' },
    );
    expect(res.status).toBe(403);
    const own = await t.call(
      'auth.checkPhoneExists',
      { phone: '90000001' },
      { origin: 'http://localhost:3000' },
    );
    expect(own.status).toBe(200);
  });

  it('hides the demo school ids from the selector unless an admin asks for all', async () => {
    const visible = await t.call<{ items: { id: string }[] }>('schools.getSchools', {});
    const ids = visible.data.items.map((s) => s.id);
    expect(ids).not.toContain('beacon1');
    expect(ids).toContain('harbourview');
    const admin = await signIn(t, '90000001');
    const all = await t.call<{ items: { id: string }[] }>(
      'schools.getSchools',
      { showAll: true },
      { cookie: admin },
    );
    expect(all.data.items.map((s) => s.id)).toContain('beacon1');
  });

  it('lets the principal, not a class teacher, update the school', async () => {
    expect(await schoolSettingsRow('beacon1')).toMatchObject({ showPredictedScoresToStudents: true });
    const principal = await signIn(t, '90000002');
    expect(
      (
        await t.call(
          'schools.updateSchool',
          { schoolId: 'beacon1', data: { showPredictedScoresToStudents: false } },
          { cookie: principal },
        )
      ).status,
    ).toBe(200);
    expect(await schoolSettingsRow('beacon1')).toMatchObject({ showPredictedScoresToStudents: false });
    const bandBefore = (await schoolRow('beacon1'))?.band;
    expect(bandBefore).not.toBe('A1');
    const teacher = await signIn(t, '90000004');
    expect(
      (
        await t.call(
          'schools.updateSchool',
          { schoolId: 'beacon1', data: { band: 'A1' } },
          { cookie: teacher },
        )
      ).status,
    ).toBe(403);
    expect((await schoolRow('beacon1'))?.band).toBe(bandBefore);
  });
});
