export const SMS_CODE_LENGTH = 6;
export const SMS_CODE_TTL_MINUTES = 5;
/** Wrong guesses allowed on one code before a new one must be sent: 5 of a million keeps guessing useless. */
export const SMS_CODE_MAX_TRIES = 5;
export const ONE_TIME_ACCESS_CHECK_MS = 5000;
export const SKIP_VERIFICATION_DELAY_MS = 10_000;
export const LOGIN_LOADING_TIMEOUT_MS = 30_000;

const MINUTE_MS = 60_000;

/** What the code box lets through while typing: digits only, never more than 6 (empty while cleared). */
export function isSmsCodeInput(s: string): boolean {
  return /^[0-9]{0,6}$/.test(s);
}

export function isCompleteSmsCode(s: string): boolean {
  return /^[0-9]{6}$/.test(s);
}

export function oneTimeAccessExpiresAt(loggedInAt: Date, maxAccessMinutes: number): Date {
  return new Date(loggedInAt.getTime() + maxAccessMinutes * MINUTE_MS);
}

/** A broken duration or date counts as expired: a link that cannot be timed must not last forever. */
export function isOneTimeAccessExpired(
  access: { loggedInAt: Date; maxAccessMinutes: number },
  now: Date = new Date(),
): boolean {
  const expiresAt = oneTimeAccessExpiresAt(access.loggedInAt, access.maxAccessMinutes).getTime();
  return Number.isNaN(expiresAt) || now.getTime() >= expiresAt;
}

export type SmsCodeState = 'ok' | 'expired' | 'tooManyTries';

/** `tries` counts the wrong guesses already made on this code. */
export function isSmsCodeValid(
  code: { createdAt: Date; tries: number },
  now: Date = new Date(),
): SmsCodeState {
  if (code.tries >= SMS_CODE_MAX_TRIES) return 'tooManyTries';
  const expiresAt = code.createdAt.getTime() + SMS_CODE_TTL_MINUTES * MINUTE_MS;
  return Number.isNaN(expiresAt) || now.getTime() >= expiresAt ? 'expired' : 'ok';
}

/** Why a change of what opens an account (password, e-mail, phone) is refused. */
export type CredentialChangeRefusal = 'oneTimeSession' | 'adminOnly';

/**
 * Password, e-mail and phone open an account (docs/decisions/009-account-recovery.md): a session opened by
 * a one-time link may change none of them, or the link would become lasting access; and only an admin may
 * change someone else's e-mail or phone, or a teacher could redirect a student's password reset to themself.
 */
export function credentialChangeRefusal(opts: {
  ownAccount: boolean;
  actorIsAdmin: boolean;
  oneTimeSession: boolean;
}): CredentialChangeRefusal | null {
  if (opts.oneTimeSession) return 'oneTimeSession';
  if (!opts.ownAccount && !opts.actorIsAdmin) return 'adminOnly';
  return null;
}
