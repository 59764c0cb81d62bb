import { SMS_CODE_MAX_TRIES } from '@waypoint/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { issueSmsCode, verifySmsCode } from '../src/services/auth/sms-codes.ts';
import { AppError } from '../src/trpc/errors.ts';
import { createTestApp, type TestApp } from './harness.ts';

/**
 * Issue 9 item 8: wrong guesses fired at once must not each find the try counter still low. The service is
 * driven directly so that the guesses reach the database together (on PostgreSQL, over several connections).
 */
describe('SMS code tries counted in the database', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ demo: true, smsVerification: true });
  });
  afterAll(() => t.close());

  async function sendCode(phone: string): Promise<void> {
    await t.deps.db.transaction((tx) =>
      issueSmsCode(tx, {
        phone,
        purpose: 'login',
        requester: '10.0.0.1',
        secret: t.deps.secret,
        now: t.clock.now,
        lang: 'en',
      }),
    );
  }

  async function guess(phone: string, code: string): Promise<string> {
    try {
      await verifySmsCode(t.deps.db, {
        phone,
        purpose: 'login',
        code,
        secret: t.deps.secret,
        now: t.clock.now,
      });
      return 'ok';
    } catch (err) {
      return err instanceof AppError ? err.messageKey : String(err);
    }
  }

  it('checks at most 5 of 12 wrong guesses fired at once', async () => {
    await sendCode('91000031');
    // The real code is unknown to the test; a guess is right once in a million.
    const guesses = Array.from({ length: 12 }, (_, i) => `9${String(i).padStart(5, '0')}`);
    const answers = await Promise.all(guesses.map((g) => guess('91000031', g)));
    const checked = answers.filter((a) => a === 'errors.invalidVerificationCode' || a === 'ok');
    expect(checked).toHaveLength(SMS_CODE_MAX_TRIES);
    expect(answers.filter((a) => a === 'errors.tooManyCodeTries')).toHaveLength(12 - SMS_CODE_MAX_TRIES);
  });

  it('lets one of several parallel uses of a code through', async () => {
    await sendCode('91000032');
    const { outboxMessages } = (await import('@waypoint/db')).schema;
    const rows = await t.deps.db.select().from(outboxMessages);
    const body = rows.filter((r) => r.recipient === '91000032').at(-1)?.body ?? '';
    const code = /\b(\d{6})\b/.exec(body)?.[1] ?? '';
    const answers = await Promise.all([1, 2, 3, 4].map(() => guess('91000032', code)));
    expect(answers.filter((a) => a === 'ok')).toHaveLength(1);
    expect(answers.filter((a) => a === 'errors.invalidVerificationCode')).toHaveLength(3);
  });
});
