import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, signIn, type TestApp } from './harness.ts';

describe('one-time access links', () => {
  let t: TestApp;
  let admin: string;
  let studentId: string;
  beforeAll(async () => {
    t = await createTestApp({ demo: true });
    admin = await signIn(t, '90000001');
    const me = await t.call<{ user: { id: string } }>('auth.loginWithPhone', { phone: '91000005' });
    studentId = me.data.user.id;
  });
  afterAll(() => t.close());

  async function newLink(minutes: number): Promise<string> {
    const res = await t.call<{ token: string; url: string }>(
      'auth.createOnetimeAccessToken',
      { userId: studentId, maxAccessMinutes: minutes },
      { cookie: admin },
    );
    expect(res.status).toBe(200);
    expect(res.data.url).toContain('/login?token=');
    return res.data.token;
  }

  it('signs in with a link and reports the one-time expiry', async () => {
    const token = await newLink(30);
    const res = await t.call<{ user: { id: string } }>('auth.checkOnetimeAccessToken', { token });
    expect(res.data.user.id).toBe(studentId);
    const status = await t.call<{ signedIn: boolean; oneTime: boolean; expiresAt: string }>(
      'auth.getSessionStatus',
      undefined,
      { cookie: res.cookie },
    );
    expect(status.data.signedIn).toBe(true);
    expect(status.data.oneTime).toBe(true);
    expect(new Date(status.data.expiresAt).getTime()).toBe(t.clock.now.getTime() + 30 * 60_000);
  });

  it('ends the session at loggedInAt + maxAccessMinutes, enforced by the server', async () => {
    const token = await newLink(10);
    const res = await t.call('auth.checkOnetimeAccessToken', { token });
    t.clock.advance(9 * 60_000);
    expect(
      (await t.call('users.updateUserAppLanguage', { locale: 'en' }, { cookie: res.cookie })).status,
    ).toBe(200);
    t.clock.advance(60_000);
    const expired = await t.call('users.updateUserAppLanguage', { locale: 'en' }, { cookie: res.cookie });
    expect(expired.status).toBe(401);
    const status = await t.call<{ signedIn: boolean }>('auth.getSessionStatus', undefined, {
      cookie: res.cookie,
    });
    expect(status.data.signedIn).toBe(false);
    // The link itself is now marked expired.
    const again = await t.call('auth.checkOnetimeAccessToken', { token });
    expect(again.error?.message).toBe('Invalid Login Link. Please log in by phone.');
  });

  it('does not let a one-time session set a password or change the e-mail or phone', async () => {
    const token = await newLink(30);
    const { cookie } = await t.call('auth.checkOnetimeAccessToken', { token });
    const setPassword = await t.call(
      'auth.changePassword',
      { oldPassword: '', newPassword: 'taken over', confirmPassword: 'taken over' },
      { cookie, lang: 'en' },
    );
    expect(setPassword.status).toBe(403);
    expect(setPassword.error?.message).toBe(
      'A one-time sign-in link cannot set or change a password, e-mail or phone. Please sign in with your phone first.',
    );
    const zh = await t.call(
      'auth.changePassword',
      { oldPassword: '', newPassword: 'taken over', confirmPassword: 'taken over' },
      { cookie, lang: 'zh-HK' },
    );
    expect(zh.error?.message).toBe('一次性登入連結不能設定或更改密碼、電郵或電話。請先以電話登入。');
    const me = await t.call<{ hasPassword: boolean; email: string; phone: string }>(
      'users.getLoggedInUser',
      undefined,
      { cookie },
    );
    expect(me.data.hasPassword).toBe(false);
    const profile = {
      fullName: 'Link Student',
      email: me.data.email,
      phone: me.data.phone,
      rankInForm: '1 - 20',
    };
    const newEmail = await t.call('users.updateUser', { ...profile, email: 'thief@example.com' }, { cookie });
    expect(newEmail.status).toBe(403);
    const newPhone = await t.call('users.updateUser', { ...profile, phone: '98765432' }, { cookie });
    expect(newPhone.status).toBe(403);
    // The rest of the profile stays editable.
    const rename = await t.call<{ fullName: string; email: string }>('users.updateUser', profile, { cookie });
    expect(rename.status).toBe(200);
    expect(rename.data).toMatchObject({ fullName: 'Link Student', email: me.data.email });
    const status = await t.call<{ oneTime: boolean }>('auth.getSessionStatus', undefined, { cookie });
    expect(status.data.oneTime).toBe(true);
  });

  it('rejects an unknown token with the spec message', async () => {
    const res = await t.call('auth.checkOnetimeAccessToken', { token: 'not-a-real-token' });
    expect(res.status).toBe(400);
    expect(res.error?.message).toBe('Invalid Login Link. Please log in by phone.');
  });

  it('signs in by user id and phone, and refuses a mismatch', async () => {
    const ok = await t.call('auth.loginWithUserId', { userId: studentId, phone: '91000005' });
    expect(ok.status).toBe(200);
    const bad = await t.call('auth.loginWithUserId', { userId: studentId, phone: '91000006' });
    expect(bad.error?.message).toBe('Invalid Login Link. Please log in by phone.');
  });

  it('does not let a one-time session, even an admin’s, make a new link', async () => {
    const me = await t.call<{ id: string }>('users.getLoggedInUser', undefined, { cookie: admin });
    const res = await t.call<{ token: string }>(
      'auth.createOnetimeAccessToken',
      { userId: me.data.id, maxAccessMinutes: 5 },
      { cookie: admin },
    );
    const { cookie } = await t.call('auth.checkOnetimeAccessToken', { token: res.data.token });
    const again = await t.call(
      'auth.createOnetimeAccessToken',
      { userId: me.data.id, maxAccessMinutes: 60 * 24 * 30 },
      { cookie },
    );
    expect(again.status).toBe(403);
  });

  it('lets only admins create links', async () => {
    const teacher = await signIn(t, '90000003');
    const res = await t.call(
      'auth.createOnetimeAccessToken',
      { userId: studentId, maxAccessMinutes: 5 },
      { cookie: teacher },
    );
    expect(res.status).toBe(403);
  });
});
