import { schema } from '@waypoint/db';
import { PICS_VERSION } from '@waypoint/domain';
import { count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from './harness.ts';

const base = {
  phone: '61234567',
  role: 'secondary-school-student',
  fullName: 'Test Student',
  email: 'test.student@example.com',
  password: 'correct horse',
  confirmPassword: 'correct horse',
  schoolId: 'beacon1',
  class: '5C',
  studentNumber: '12',
  yearDSE: 2028,
  picsVersion: PICS_VERSION,
};

describe('registration', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ demo: true });
  });
  afterAll(() => t.close());

  async function userCount(): Promise<number> {
    const [row] = await t.deps.db.select({ n: count() }).from(schema.users);
    return row!.n;
  }

  it('rejects bad input with the spec messages and changes nothing', async () => {
    const before = await userCount();
    const badPhone = await t.call('users.createNewUser', { ...base, phone: '12345678' });
    expect(badPhone.status).toBe(400);
    expect(badPhone.error?.message).toBe('Please enter a valid Hong Kong mobile number.');
    const mismatch = await t.call('users.createNewUser', { ...base, confirmPassword: 'other password' });
    expect(mismatch.error?.message).toBe('The passwords do not match.');
    const taken = await t.call('users.createNewUser', { ...base, phone: '91000001' });
    expect(taken.error?.message).toBe('This phone number is already registered. Please log in.');
    const clash = await t.call('users.createNewUser', { ...base, email: 'ADMIN@demo.waypoint.hk' });
    expect(clash.error?.message).toBe('This e-mail address is already used by another account.');
    const noEmail = await t.call(
      'users.createNewUser',
      { ...base, email: 'not-an-email' },
      { lang: 'zh-HK' },
    );
    expect(noEmail.error?.message).toBe('請輸入有效的電郵地址。');
    expect(await userCount()).toBe(before);
  });

  it('registers a student, signs them in and keeps the school', async () => {
    const res = await t.call<{ user: { phone: string; schoolId: string; yearDSE: number; roles: string[] } }>(
      'users.createNewUser',
      base,
    );
    expect(res.status).toBe(200);
    expect(res.data.user).toMatchObject({
      phone: '61234567',
      schoolId: 'beacon1',
      yearDSE: 2028,
      roles: ['secondary-school-student'],
    });
    expect(res.cookie).toBeDefined();
    const pw = await t.call('auth.loginWithPassword', {
      email: 'Test.Student@example.com',
      password: 'correct horse',
    });
    expect(pw.status).toBe(200);
    const wrong = await t.call('auth.loginWithPassword', {
      email: 'test.student@example.com',
      password: 'wrong horse',
    });
    expect(wrong.error?.message).toBe('Wrong login information.');
  });

  it('registers a teacher at a new school as Unverified', async () => {
    const res = await t.call<{
      user: { id: string; schoolId: string; teacher: { employmentStatus: string; schoolRoles: string[] } };
    }>('users.createNewUser', {
      ...base,
      phone: '51234567',
      email: 'teacher@example.com',
      role: 'teacher',
      schoolId: null,
      newSchoolName: 'Kowloon Test College',
      schoolRoles: ['Career Teacher'],
    });
    expect(res.status).toBe(200);
    expect(res.data.user.teacher).toEqual({
      employmentStatus: 'Unverified',
      schoolRoles: ['Career Teacher'],
      classRoles: [],
    });
    const [school] = await t.deps.db
      .select()
      .from(schema.schools)
      .where(eq(schema.schools.id, res.data.user.schoolId));
    expect(school).toMatchObject({ name: 'Kowloon Test College', addedByUser: true });
  });

  it('keeps the programme of a /u link and the organisation of a /c link, and refuses unknown ones', async () => {
    const uni = {
      ...base,
      schoolId: undefined,
      class: undefined,
      studentNumber: undefined,
      yearDSE: undefined,
    };
    const [programme] = await t.deps.db.select({ id: schema.programs.id }).from(schema.programs).limit(1);
    await t.deps.db.insert(schema.clients).values({ id: 'test-uni-office', name: 'Test University Office' });
    const student = await t.call<{ user: { programId: number | null } }>('users.createNewUser', {
      ...uni,
      phone: '51234570',
      email: 'uni@example.com',
      role: 'university-student',
      yearOfStudy: 'Year 1',
      programId: programme!.id,
    });
    expect(student.status).toBe(200);
    expect(student.data.user.programId).toBe(programme!.id);
    const client = await t.call<{ user: { clientId: string | null } }>('users.createNewUser', {
      ...uni,
      phone: '51234571',
      email: 'client@example.com',
      role: 'university-client',
      clientId: 'test-uni-office',
    });
    expect(client.status).toBe(200);
    expect(client.data.user.clientId).toBe('test-uni-office');

    const before = await userCount();
    const noProgramme = await t.call('users.createNewUser', {
      ...uni,
      phone: '51234572',
      email: 'uni2@example.com',
      role: 'university-student',
      programId: 999_999,
    });
    expect(noProgramme.status).toBe(400);
    expect(noProgramme.error?.message).toBe('This programme was not found.');
    const noClient = await t.call('users.createNewUser', {
      ...uni,
      phone: '51234573',
      email: 'client2@example.com',
      role: 'university-client',
      clientId: 'no-such-client',
    });
    expect(noClient.status).toBe(400);
    expect(noClient.error?.message).toBe('This client organisation was not found.');
    expect(await userCount()).toBe(before);
  });

  it('never registers an admin', async () => {
    const res = await t.call('users.createNewUser', {
      ...base,
      phone: '51234568',
      email: 'x@example.com',
      role: 'admin',
    });
    expect(res.status).toBe(400);
  });
});

describe('registration with SMS codes', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ demo: false, smsVerification: true });
  });
  afterAll(() => t.close());

  it('requires the code unless the person skips verification', async () => {
    const noCode = await t.call('users.createNewUser', {
      ...base,
      schoolId: null,
      newSchoolName: 'Some School',
    });
    expect(noCode.error?.message).toBe('Invalid verification code.');
    const skipped = await t.call<{ user: { isPhoneVerified: boolean } }>('users.createNewUser', {
      ...base,
      schoolId: null,
      newSchoolName: 'Some School',
      skipVerification: true,
    });
    expect(skipped.status).toBe(200);
    expect(skipped.data.user.isPhoneVerified).toBe(false);
  });
});
