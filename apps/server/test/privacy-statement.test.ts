import { schema } from '@waypoint/db';
import { PICS_VERSION } from '@waypoint/domain';
import { count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, signIn, type TestApp } from './harness.ts';

/** Issue 23 item 1: the collection statement version at registration and the school's data request contact. */

const signUp = {
  phone: '61230001',
  role: 'secondary-school-student',
  fullName: 'Privacy Reader',
  email: 'privacy.reader@example.com',
  password: 'correct horse',
  confirmPassword: 'correct horse',
  schoolId: 'beacon1',
  class: '5C',
  yearDSE: 2028,
  skipVerification: true,
  picsVersion: PICS_VERSION,
};

const contact = {
  schoolId: 'beacon1',
  contactName: 'Ms Data Officer',
  contactEmail: 'dpo@beacon1.example.edu.hk',
  contactPhone: '2345 6789',
};

describe('collection statement (issue 23 item 1)', () => {
  let t: TestApp;
  const cookie: Record<string, string> = {};
  beforeAll(async () => {
    t = await createTestApp({ demo: true });
    for (const phone of ['90000001', '90000002', '90000003', '91000001', '92000001'])
      cookie[phone] = await signIn(t, phone);
  });
  afterAll(() => t.close());

  async function userCount(): Promise<number> {
    const [row] = await t.deps.db.select({ n: count() }).from(schema.users);
    return row!.n;
  }

  it('records the statement version a person saw at registration, and when', async () => {
    const res = await t.call<{ user: { id: string } }>('users.createNewUser', signUp);
    expect(res.status).toBe(200);
    const [row] = await t.deps.db
      .select({ version: schema.users.picsVersionSeen, at: schema.users.picsSeenAt })
      .from(schema.users)
      .where(eq(schema.users.id, res.data.user.id));
    expect(row!.version).toBe(PICS_VERSION);
    expect(row!.at).toBeInstanceOf(Date);
  });

  it('refuses an outdated or missing version in the caller’s language and creates no account', async () => {
    const before = await userCount();
    const outdated = { ...signUp, phone: '61230002', email: 'old@example.com', picsVersion: '2020-01-01' };
    const en = await t.call('users.createNewUser', outdated);
    expect(en.status).toBe(400);
    expect(en.error?.message).toBe(
      'The Personal Information Collection Statement has changed since this page was opened. Please reload the page, read the current statement and register again.',
    );
    const zh = await t.call('users.createNewUser', outdated, { lang: 'zh-HK' });
    expect(zh.status).toBe(400);
    expect(zh.error?.message).toBe(
      '開啟此頁後，收集個人資料聲明已經更新。請重新載入頁面，閱讀最新的聲明後再註冊。',
    );
    const { picsVersion: _, ...withoutVersion } = outdated;
    const missing = await t.call('users.createNewUser', withoutVersion);
    expect(missing.status).toBe(400);
    expect(missing.error?.message).toContain('Personal Information Collection Statement version');
    expect(await userCount()).toBe(before);
  });

  it('lets only an admin set the school’s data request contact', async () => {
    for (const phone of ['90000002', '90000003', '91000001']) {
      const refused = await t.call('schools.updateDataRequestContact', contact, { cookie: cookie[phone] });
      expect(refused.status).toBe(403);
      const read = await t.call(
        'schools.getDataRequestContact',
        { schoolId: 'beacon1' },
        { cookie: cookie[phone] },
      );
      expect(read.status).toBe(403);
    }
    const visitor = await t.call('schools.updateDataRequestContact', contact);
    expect(visitor.status).toBe(401);
    const [settings] = await t.deps.db
      .select({ name: schema.schoolSettings.dataRequestContactName })
      .from(schema.schoolSettings)
      .where(eq(schema.schoolSettings.schoolId, 'beacon1'));
    expect(settings?.name ?? null).toBeNull();

    const saved = await t.call('schools.updateDataRequestContact', contact, { cookie: cookie['90000001'] });
    expect(saved.status).toBe(200);
    expect(saved.data).toEqual({
      name: 'Ms Data Officer',
      email: 'dpo@beacon1.example.edu.hk',
      phone: '2345 6789',
    });
  });

  it('refuses a bad contact e-mail or an unknown school and changes nothing', async () => {
    const badEmail = await t.call(
      'schools.updateDataRequestContact',
      { ...contact, contactName: 'Someone else', contactEmail: 'not-an-email' },
      { cookie: cookie['90000001'] },
    );
    expect(badEmail.status).toBe(400);
    expect(badEmail.error?.message).toBe('Please enter a valid e-mail address for the data request contact.');
    const noSchool = await t.call(
      'schools.updateDataRequestContact',
      { ...contact, schoolId: 'no-such-school' },
      { cookie: cookie['90000001'] },
    );
    expect(noSchool.status).toBe(404);
    const read = await t.call(
      'schools.getDataRequestContact',
      { schoolId: 'beacon1' },
      { cookie: cookie['90000001'] },
    );
    expect(read.data).toMatchObject({ name: 'Ms Data Officer' });
  });

  it('shows a signed-in person the contact of their own school only', async () => {
    const student = await t.call('schools.getMyDataRequestContact', undefined, {
      cookie: cookie['91000001'],
    });
    expect(student.data).toEqual({
      name: 'Ms Data Officer',
      email: 'dpo@beacon1.example.edu.hk',
      phone: '2345 6789',
    });
    const noSchool = await t.call('schools.getMyDataRequestContact', undefined, {
      cookie: cookie['92000001'],
    });
    expect(noSchool.data).toEqual({ name: null, email: null, phone: null });
    const visitor = await t.call('schools.getMyDataRequestContact');
    expect(visitor.status).toBe(401);
  });

  it('clears the contact when an admin empties the fields', async () => {
    const cleared = await t.call(
      'schools.updateDataRequestContact',
      { schoolId: 'beacon1', contactName: '', contactEmail: '', contactPhone: '' },
      { cookie: cookie['90000001'] },
    );
    expect(cleared.data).toEqual({ name: null, email: null, phone: null });
  });
});
