import { describe, expect, it } from 'vitest';
import {
  credentialChangeRefusal,
  isCompleteSmsCode,
  isOneTimeAccessExpired,
  isSmsCodeInput,
  isSmsCodeValid,
  LOGIN_LOADING_TIMEOUT_MS,
  ONE_TIME_ACCESS_CHECK_MS,
  oneTimeAccessExpiresAt,
  SKIP_VERIFICATION_DELAY_MS,
  SMS_CODE_LENGTH,
  SMS_CODE_MAX_TRIES,
  SMS_CODE_TTL_MINUTES,
} from './access.ts';

describe('constants', () => {
  it('match the spec', () => {
    expect(SMS_CODE_LENGTH).toBe(6);
    expect(SMS_CODE_TTL_MINUTES).toBe(5);
    expect(SMS_CODE_MAX_TRIES).toBe(5);
    expect(ONE_TIME_ACCESS_CHECK_MS).toBe(5000);
    expect(SKIP_VERIFICATION_DELAY_MS).toBe(10_000);
    expect(LOGIN_LOADING_TIMEOUT_MS).toBe(30_000);
  });
});

describe('SMS code input', () => {
  it('lets through up to 6 digits while typing', () => {
    for (const s of ['', '1', '123', '123456']) expect(isSmsCodeInput(s)).toBe(true);
  });

  it('refuses a seventh digit, letters and spaces', () => {
    for (const s of ['1234567', '12a', ' 123', '12 34', '-1']) expect(isSmsCodeInput(s)).toBe(false);
  });

  it('is complete at exactly 6 digits', () => {
    expect(isCompleteSmsCode('012345')).toBe(true);
    expect(isCompleteSmsCode('12345')).toBe(false);
    expect(isCompleteSmsCode('1234567')).toBe(false);
    expect(isCompleteSmsCode('12345a')).toBe(false);
  });
});

describe('one-time access', () => {
  const loggedInAt = new Date('2026-08-31T23:30:00+08:00');
  const access = { loggedInAt, maxAccessMinutes: 30 };

  it('expires maxAccessMinutes after sign-in, across midnight of 1 September', () => {
    expect(oneTimeAccessExpiresAt(loggedInAt, 30).toISOString()).toBe('2026-08-31T16:00:00.000Z');
    expect(oneTimeAccessExpiresAt(loggedInAt, 90)).toEqual(new Date('2026-09-01T01:00:00+08:00'));
  });

  it('is still valid at 23:59 and expired from 00:00 on 1 September', () => {
    expect(isOneTimeAccessExpired(access, new Date('2026-08-31T23:59:59.999+08:00'))).toBe(false);
    expect(isOneTimeAccessExpired(access, new Date('2026-09-01T00:00:00+08:00'))).toBe(true);
    expect(isOneTimeAccessExpired(access, new Date('2026-09-01T00:00:05+08:00'))).toBe(true);
  });

  it('treats a duration it cannot read as expired', () => {
    expect(isOneTimeAccessExpired({ loggedInAt, maxAccessMinutes: Number.NaN }, loggedInAt)).toBe(true);
  });
});

describe('isSmsCodeValid', () => {
  const createdAt = new Date('2026-08-31T23:58:00+08:00');

  it('accepts a fresh code', () => {
    expect(isSmsCodeValid({ createdAt, tries: 0 }, new Date('2026-08-31T23:59:00+08:00'))).toBe('ok');
    expect(isSmsCodeValid({ createdAt, tries: 0 }, new Date('2026-09-01T00:02:59.999+08:00'))).toBe('ok');
  });

  it('expires 5 minutes after it was sent', () => {
    expect(isSmsCodeValid({ createdAt, tries: 0 }, new Date('2026-09-01T00:03:00+08:00'))).toBe('expired');
  });

  it('allows 5 wrong guesses, then refuses the code', () => {
    const now = new Date('2026-08-31T23:59:00+08:00');
    expect(isSmsCodeValid({ createdAt, tries: 4 }, now)).toBe('ok');
    expect(isSmsCodeValid({ createdAt, tries: 5 }, now)).toBe('tooManyTries');
  });

  it('reports too many tries before expiry', () => {
    expect(isSmsCodeValid({ createdAt, tries: 5 }, new Date('2026-09-01T01:00:00+08:00'))).toBe(
      'tooManyTries',
    );
  });
});

describe('credentialChangeRefusal', () => {
  it('refuses every change from a one-time link session, even an admin’s', () => {
    expect(credentialChangeRefusal({ ownAccount: true, actorIsAdmin: false, oneTimeSession: true })).toBe(
      'oneTimeSession',
    );
    expect(credentialChangeRefusal({ ownAccount: false, actorIsAdmin: true, oneTimeSession: true })).toBe(
      'oneTimeSession',
    );
  });

  it('lets people change their own, and only admins someone else’s', () => {
    expect(
      credentialChangeRefusal({ ownAccount: true, actorIsAdmin: false, oneTimeSession: false }),
    ).toBeNull();
    expect(
      credentialChangeRefusal({ ownAccount: false, actorIsAdmin: true, oneTimeSession: false }),
    ).toBeNull();
    expect(credentialChangeRefusal({ ownAccount: false, actorIsAdmin: false, oneTimeSession: false })).toBe(
      'adminOnly',
    );
  });
});
