import { schema } from '@waypoint/db';
import { desc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from './harness.ts';

describe('phone sign-in without SMS codes (demo setting)', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ demo: true });
  });
  afterAll(() => t.close());

  it('the demo seed turns SMS verification off', async () => {
    const res = await t.call<{ smsVerification: boolean }>('app.getAppData');
    expect(res.data.smsVerification).toBe(false);
  });

  it('tells a registered phone from an unregistered one', async () => {
    expect((await t.call('auth.checkPhoneExists', { phone: '90000001' })).data).toEqual({
      exists: true,
      smsRequired: false,
    });
    expect((await t.call('auth.checkPhoneExists', { phone: '98765432' })).data).toEqual({
      exists: false,
      smsRequired: false,
    });
  });

  it('refuses a phone that is not exactly 8 digits, in the caller language', async () => {
    const en = await t.call('auth.checkPhoneExists', { phone: '9000001' }, { lang: 'en' });
    expect(en.status).toBe(400);
    expect(en.error?.message).toBe('Please enter an 8-digit phone number.');
    const zh = await t.call('auth.checkPhoneExists', { phone: '900000012' }, { lang: 'zh-HK' });
    expect(zh.status).toBe(400);
    expect(zh.error?.message).toBe('請輸入8位數字的電話號碼。');
  });

  it('signs a student in with the phone alone and returns the person', async () => {
    const res = await t.call<{ user: { phone: string; isSecondaryStudent: boolean; schoolId: string } }>(
      'auth.loginWithPhone',
      { phone: '91000001' },
    );
    expect(res.status).toBe(200);
    expect(res.data.user).toMatchObject({ phone: '91000001', isSecondaryStudent: true, schoolId: 'beacon1' });
    expect(res.cookie).toBeDefined();
    const me = await t.call<{ phone: string } | null>('users.getLoggedInUser', undefined, {
      cookie: res.cookie,
    });
    expect(me.data?.phone).toBe('91000001');
  });

  it('sets the session cookie HttpOnly and SameSite', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/trpc/auth.loginWithPhone',
      headers: { 'content-type': 'application/json' },
      payload: JSON.stringify({ phone: '90000002' }),
    });
    const cookie = res.cookies.find((c) => c.name === 'wp_session');
    expect(cookie?.httpOnly).toBe(true);
    expect(cookie?.sameSite).toBe('Lax');
  });

  it('refuses an unregistered phone with a code the client turns into registration', async () => {
    const res = await t.call('auth.loginWithPhone', { phone: '98765432' });
    expect(res.status).toBe(404);
    expect(res.error?.data.waypointCode).toBe('UNREGISTERED_PHONE');
  });

  it('refuses a blocked account with the spec message', async () => {
    const res = await t.call('auth.loginWithPhone', { phone: '94000001' });
    expect(res.status).toBe(403);
    expect(res.error?.message).toBe('You are not allowed to access this platform.');
    expect(res.error?.data.waypointCode).toBe('ACCESS_DISABLED');
    expect(res.cookie).toBeUndefined();
  });

  it('ends a session at once when an admin blocks the account', async () => {
    const admin = (await t.call('auth.loginWithPhone', { phone: '90000001' })).cookie;
    const student = await t.call<{ user: { id: string } }>('auth.loginWithPhone', { phone: '91000002' });
    const block = await t.call(
      'users.updateRoles',
      { userId: student.data.user.id, roles: ['secondary-school-student'], accessDisabled: true },
      { cookie: admin },
    );
    expect(block.status).toBe(200);
    const after = await t.call('users.updateUserAppLanguage', { locale: 'en' }, { cookie: student.cookie });
    expect(after.status).toBe(403);
    expect(after.error?.data.waypointCode).toBe('ACCESS_DISABLED');
    const me = await t.call('users.getLoggedInUser', undefined, { cookie: student.cookie });
    expect(me.data).toBeNull();
  });

  it('signs out', async () => {
    const cookie = (await t.call('auth.loginWithPhone', { phone: '91000003' })).cookie;
    await t.call('auth.logout', {}, { cookie });
    expect((await t.call('users.getLoggedInUser', undefined, { cookie })).data).toBeNull();
  });
});

describe('phone sign-in with SMS codes', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ demo: true, smsVerification: true });
  });
  afterAll(() => t.close());

  async function latestCode(phone: string): Promise<string> {
    const [msg] = await t.deps.db
      .select()
      .from(schema.outboxMessages)
      .where(eq(schema.outboxMessages.recipient, phone))
      .orderBy(desc(schema.outboxMessages.id))
      .limit(1);
    const code = /\b(\d{6})\b/.exec(msg?.body ?? '')?.[1];
    if (!code) throw new Error('no code in the outbox');
    return code;
  }

  it('requires a code and sends it through the outbox as an SMS', async () => {
    expect((await t.call('auth.checkPhoneExists', { phone: '91000010' })).data).toEqual({
      exists: true,
      smsRequired: true,
    });
    const noCode = await t.call('auth.loginWithPhone', { phone: '91000010' });
    expect(noCode.status).toBe(400);
    const sent = await t.call<{ sent: boolean; resendAfterSeconds: number }>('auth.sendSmsCode', {
      phone: '91000010',
      purpose: 'login',
    });
    expect(sent.data.sent).toBe(true);
    const code = await latestCode('91000010');
    const wrong = await t.call('auth.loginWithPhone', {
      phone: '91000010',
      code: code === '000000' ? '111111' : '000000',
    });
    expect(wrong.error?.message).toBe('Invalid verification code.');
    const ok = await t.call<{ user: { isPhoneVerified: boolean } }>('auth.loginWithPhone', {
      phone: '91000010',
      code,
    });
    expect(ok.status).toBe(200);
    expect(ok.data.user.isPhoneVerified).toBe(true);
    // A code works once.
    expect((await t.call('auth.loginWithPhone', { phone: '91000010', code })).status).toBe(400);
  });

  it('expires a code after 5 minutes', async () => {
    await t.call('auth.sendSmsCode', { phone: '91000011', purpose: 'login' });
    const code = await latestCode('91000011');
    t.clock.advance(5 * 60_000 + 1000);
    const res = await t.call('auth.loginWithPhone', { phone: '91000011', code });
    expect(res.error?.message).toBe('The verification code has expired. Please request a new one.');
  });

  it('allows at most 5 tries of a code', async () => {
    await t.call('auth.sendSmsCode', { phone: '91000012', purpose: 'login' });
    const code = await latestCode('91000012');
    const wrong = code === '123456' ? '654321' : '123456';
    for (let i = 0; i < 5; i++) await t.call('auth.loginWithPhone', { phone: '91000012', code: wrong });
    const res = await t.call('auth.loginWithPhone', { phone: '91000012', code });
    expect(res.error?.message).toBe('Too many wrong codes. Please request a new one.');
  });

  it('counts parallel wrong guesses against the 5 tries, in the database', async () => {
    await t.call('auth.sendSmsCode', { phone: '91000014', purpose: 'login' });
    const code = await latestCode('91000014');
    const guesses = Array.from({ length: 9 }, (_, i) =>
      String((Number(code) + i + 1) % 1_000_000).padStart(6, '0'),
    );
    const answers = await Promise.all(
      guesses.map((guess) => t.call('auth.loginWithPhone', { phone: '91000014', code: guess })),
    );
    const messages = answers.map((a) => a.error?.message);
    expect(messages.filter((m) => m === 'Invalid verification code.')).toHaveLength(5);
    expect(messages.filter((m) => m === 'Too many wrong codes. Please request a new one.')).toHaveLength(4);
    const right = await t.call('auth.loginWithPhone', { phone: '91000014', code });
    expect(right.error?.message).toBe('Too many wrong codes. Please request a new one.');
  });

  it('lets a code open one session even when it is sent twice at once', async () => {
    await t.call('auth.sendSmsCode', { phone: '91000015', purpose: 'login' });
    const code = await latestCode('91000015');
    const answers = await Promise.all(
      [1, 2, 3].map(() => t.call('auth.loginWithPhone', { phone: '91000015', code })),
    );
    expect(answers.filter((a) => a.status === 200)).toHaveLength(1);
  });

  it('limits how often a code is sent to one phone', async () => {
    expect((await t.call('auth.sendSmsCode', { phone: '91000013', purpose: 'login' })).status).toBe(200);
    const tooSoon = await t.call('auth.sendSmsCode', { phone: '91000013', purpose: 'login' });
    expect(tooSoon.status).toBe(429);
    for (let i = 0; i < 4; i++) {
      t.clock.advance(31_000);
      expect((await t.call('auth.sendSmsCode', { phone: '91000013', purpose: 'login' })).status).toBe(200);
    }
    t.clock.advance(31_000);
    const limited = await t.call('auth.sendSmsCode', { phone: '91000013', purpose: 'login' });
    expect(limited.status).toBe(429);
    expect(limited.error?.message).toBe('Too many codes have been requested. Please try again later.');
  });

  it('does not send a login code to an unregistered phone', async () => {
    const res = await t.call('auth.sendSmsCode', { phone: '98765430', purpose: 'login' });
    expect(res.status).toBe(404);
  });
});

describe('sign-in attempt limits', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ demo: true });
  });
  afterAll(() => t.close());

  it('lets a whole class sign in from one school address', async () => {
    for (let i = 1; i <= 40; i += 1) {
      const phone = `910000${String(i).padStart(2, '0')}`;
      expect((await t.call('auth.checkPhoneExists', { phone })).status).toBe(200);
      expect((await t.call('auth.loginWithPhone', { phone })).status).toBe(200);
    }
  });

  it('refuses the 11th attempt on one account from one address within 10 minutes', async () => {
    for (let i = 0; i < 10; i += 1)
      expect((await t.call('auth.loginWithPhone', { phone: '90000004' })).status).toBe(200);
    const limited = await t.call('auth.loginWithPhone', { phone: '90000004' }, { lang: 'en' });
    expect(limited.status).toBe(429);
    // Another person on the same network is not held up by it.
    expect((await t.call('auth.loginWithPhone', { phone: '90000005' })).status).toBe(200);
    t.clock.advance(10 * 60_000 + 1);
    expect((await t.call('auth.loginWithPhone', { phone: '90000004' })).status).toBe(200);
  });
});
