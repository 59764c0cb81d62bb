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
