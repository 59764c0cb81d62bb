import { schema } from '@waypoint/db';
import { desc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, signIn, type TestApp } from './harness.ts';

/** Issue 9 item 7: a teacher must not be able to take over a student's account through its e-mail or phone. */
describe('changing a student’s e-mail or phone', () => {
  let t: TestApp;
  let teacher: string;
  let admin: string;
  const ids: Record<string, string> = {};
  beforeAll(async () => {
    t = await createTestApp({ demo: true });
    teacher = await signIn(t, '90000004');
    admin = await signIn(t, '90000001');
    for (const phone of ['91000006', '91000007', '91000008']) {
      const res = await t.call<{ user: { id: string } }>('auth.loginWithPhone', { phone });
      ids[phone] = res.data.user.id;
    }
  });
  afterAll(() => t.close());

  const fields = (n: number) => ({
    fullName: `Student ${n}`,
    email: `student${n}@beacon1.demo.waypoint.hk`,
    phone: `910000${String(n).padStart(2, '0')}`,
    rankInForm: '1 - 20',
  });

  async function lastMessageTo(recipient: string) {
    const [row] = await t.deps.db
      .select()
      .from(schema.outboxMessages)
      .where(eq(schema.outboxMessages.recipient, recipient))
      .orderBy(desc(schema.outboxMessages.id))
      .limit(1);
    return row;
  }

  async function storedContact(id: string) {
    const [row] = await t.deps.db
      .select({ email: schema.users.email, phone: schema.users.phone })
      .from(schema.users)
      .where(eq(schema.users.id, id));
    return row;
  }

  it('refuses a teacher who changes a student’s e-mail or phone, in both languages', async () => {
    const email = await t.call(
      'users.updateStudentInfo',
      { targetUserId: ids['91000006'], ...fields(6), email: 'teacher-owned@example.com' },
      { cookie: teacher, lang: 'en' },
    );
    expect(email.status).toBe(403);
    expect(email.error?.message).toBe(
      'Only an admin can change a student’s e-mail or phone. The student can change them in their own profile.',
    );
    const phone = await t.call(
      'users.updateStudentInfo',
      { targetUserId: ids['91000006'], ...fields(6), phone: '98765431' },
      { cookie: teacher, lang: 'zh-HK' },
    );
    expect(phone.status).toBe(403);
    expect(phone.error?.message).toBe('只有管理員可以更改學生的電郵或電話。學生可在自己的個人資料中更改。');
    expect(await storedContact(ids['91000006']!)).toEqual({
      email: 'student6@beacon1.demo.waypoint.hk',
      phone: '91000006',
    });
    // So the take-over of the issue no longer works: the reset link still goes to the student.
    await t.call('auth.requestPasswordReset', { email: 'teacher-owned@example.com' });
    expect(await lastMessageTo('teacher-owned@example.com')).toBeUndefined();
  });

  it('still lets a teacher correct the other fields, with the e-mail written in another case', async () => {
    const res = await t.call<{ fullName: string; email: string }>(
      'users.updateStudentInfo',
      { targetUserId: ids['91000006'], ...fields(6), email: 'Student6@Beacon1.demo.waypoint.hk' },
      { cookie: teacher },
    );
    expect(res.status).toBe(200);
    expect(res.data.fullName).toBe('Student 6');
  });

  it('lets an admin change them and tells the old e-mail and the old phone through the outbox', async () => {
    const res = await t.call(
      'users.updateStudentInfo',
      { targetUserId: ids['91000007'], ...fields(7), email: 'new7@example.com', phone: '98765433' },
      { cookie: admin },
    );
    expect(res.status).toBe(200);
    expect(await storedContact(ids['91000007']!)).toEqual({ email: 'new7@example.com', phone: '98765433' });
    const mail = await lastMessageTo('student7@beacon1.demo.waypoint.hk');
    expect(mail).toMatchObject({ channel: 'email', meta: { kind: 'contact-changed', field: 'email' } });
    expect(mail?.body).toContain('new7@example.com');
    const sms = await lastMessageTo('91000007');
    expect(sms).toMatchObject({ channel: 'sms', meta: { kind: 'contact-changed', field: 'phone' } });
    expect(sms?.body).toContain('98765433');
  });

  it('tells the old e-mail when people change their own', async () => {
    const student = await signIn(t, '91000008');
    const res = await t.call(
      'users.updateUser',
      { ...fields(8), email: 'mine8@example.com' },
      { cookie: student },
    );
    expect(res.status).toBe(200);
    const mail = await lastMessageTo('student8@beacon1.demo.waypoint.hk');
    expect(mail).toMatchObject({ channel: 'email', meta: { kind: 'contact-changed', field: 'email' } });
    // Nothing changed, nothing sent.
    const before = await lastMessageTo('mine8@example.com');
    await t.call('users.updateUser', { ...fields(8), email: 'mine8@example.com' }, { cookie: student });
    expect(await lastMessageTo('mine8@example.com')).toEqual(before);
  });
});
