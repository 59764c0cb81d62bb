import { schema } from '@waypoint/db';
import { desc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, signIn, type TestApp } from './harness.ts';

describe('passwords', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ demo: true });
  });
  afterAll(() => t.close());

  it('lets a phone-only account set a password, then changes it only with the old one', async () => {
    const cookie = await signIn(t, '90000003');
    const hasPassword = async () =>
      (await t.call<{ hasPassword: boolean }>('users.getLoggedInUser', undefined, { cookie })).data
        .hasPassword;
    expect(await hasPassword()).toBe(false);
    const set = await t.call(
      'auth.changePassword',
      { oldPassword: '', newPassword: 'first password', confirmPassword: 'first password' },
      { cookie },
    );
    expect(set.status).toBe(200);
    expect(await hasPassword()).toBe(true);
    const wrongOld = await t.call(
      'auth.changePassword',
      { oldPassword: 'nope', newPassword: 'second password', confirmPassword: 'second password' },
      { cookie },
    );
    expect(wrongOld.error?.message).toBe('The old password is wrong.');
    const mismatch = await t.call(
      'auth.changePassword',
      { oldPassword: 'first password', newPassword: 'second password', confirmPassword: 'third password' },
      { cookie },
    );
    expect(mismatch.error?.message).toBe('The passwords do not match.');
    const ok = await t.call(
      'auth.changePassword',
      { oldPassword: 'first password', newPassword: 'second password', confirmPassword: 'second password' },
      { cookie },
    );
    expect(ok.status).toBe(200);
    expect(
      (
        await t.call('auth.loginWithPassword', {
          email: 'career@beacon1.demo.waypoint.hk',
          password: 'second password',
        })
      ).status,
    ).toBe(200);
  });

  it('resets a password through an e-mailed link that works once', async () => {
    const asked = await t.call('auth.requestPasswordReset', { email: 'class5a@beacon1.demo.waypoint.hk' });
    expect(asked.status).toBe(200);
    // Unknown addresses get the same answer.
    expect((await t.call('auth.requestPasswordReset', { email: 'nobody@example.com' })).status).toBe(200);
    const [mail] = await t.deps.db
      .select()
      .from(schema.outboxMessages)
      .where(eq(schema.outboxMessages.channel, 'email'))
      .orderBy(desc(schema.outboxMessages.id));
    expect(mail?.recipient).toBe('class5a@beacon1.demo.waypoint.hk');
    const token = /token=([\w-]+)/.exec(mail?.body ?? '')?.[1];
    expect(token).toBeDefined();
    const reset = await t.call('auth.resetPassword', {
      token,
      password: 'brand new pass',
      confirmPassword: 'brand new pass',
    });
    expect(reset.status).toBe(200);
    const again = await t.call('auth.resetPassword', {
      token,
      password: 'another pass',
      confirmPassword: 'another pass',
    });
    expect(again.error?.message).toBe('This password reset link is invalid or has expired.');
    expect(
      (
        await t.call('auth.loginWithPassword', {
          email: 'class5a@beacon1.demo.waypoint.hk',
          password: 'brand new pass',
        })
      ).status,
    ).toBe(200);
  });
});
