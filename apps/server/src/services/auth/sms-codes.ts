import { type DbOrTx, schema } from '@waypoint/db';
import { isSmsCodeValid, SMS_CODE_LENGTH, SMS_CODE_MAX_TRIES, SMS_CODE_TTL_MINUTES } from '@waypoint/domain';
import { and, count, desc, eq, gt, isNull, lt, sql } from 'drizzle-orm';
import { keyedHash, randomDigits, sameHash } from '../../auth/tokens.ts';
import type { Lang } from '../../i18n/translate.ts';
import { translate } from '../../i18n/translate.ts';
import { enqueueMessage } from '../../outbox/enqueue.ts';
import { fail } from '../errors.ts';

const { smsCodes } = schema;

/** Limits that must hold across server processes, so they are counted in the database. */
export const SMS_LIMITS = { resendAfterSeconds: 30, perPhonePerHour: 5, perRequesterPerHour: 20 };

export type SmsPurpose = 'login' | 'register';

export async function issueSmsCode(
  db: DbOrTx,
  opts: { phone: string; purpose: SmsPurpose; requester: string; secret: string; now: Date; lang: Lang },
): Promise<{ resendAfterSeconds: number }> {
  const hourAgo = new Date(opts.now.getTime() - 3_600_000);
  const requesterHash = keyedHash(opts.secret, `ip:${opts.requester}`);
  const [latest] = await db
    .select({ createdAt: smsCodes.createdAt })
    .from(smsCodes)
    .where(eq(smsCodes.phone, opts.phone))
    .orderBy(desc(smsCodes.createdAt))
    .limit(1);
  if (latest) {
    const waited = (opts.now.getTime() - latest.createdAt.getTime()) / 1000;
    if (waited < SMS_LIMITS.resendAfterSeconds) {
      fail('TOO_MANY_REQUESTS', 'errors.smsTooSoon', {
        vars: { seconds: Math.ceil(SMS_LIMITS.resendAfterSeconds - waited) },
      });
    }
  }
  const [perPhone] = await db
    .select({ n: count() })
    .from(smsCodes)
    .where(and(eq(smsCodes.phone, opts.phone), gt(smsCodes.createdAt, hourAgo)));
  const [perRequester] = await db
    .select({ n: count() })
    .from(smsCodes)
    .where(and(eq(smsCodes.requesterHash, requesterHash), gt(smsCodes.createdAt, hourAgo)));
  if (
    (perPhone?.n ?? 0) >= SMS_LIMITS.perPhonePerHour ||
    (perRequester?.n ?? 0) >= SMS_LIMITS.perRequesterPerHour
  ) {
    fail('TOO_MANY_REQUESTS', 'errors.smsLimitReached');
  }
  const code = randomDigits(SMS_CODE_LENGTH);
  // Only the newest code counts: older ones stop working when a new one is sent.
  await db
    .update(smsCodes)
    .set({ superseded: true })
    .where(and(eq(smsCodes.phone, opts.phone), isNull(smsCodes.consumedAt)));
  await db.insert(smsCodes).values({
    phone: opts.phone,
    purpose: opts.purpose,
    codeHash: keyedHash(opts.secret, `${opts.phone}:${code}`),
    requesterHash,
    createdAt: opts.now,
  });
  await enqueueMessage(db, {
    channel: 'sms',
    recipient: opts.phone,
    body: translate(opts.lang, 'messages.smsCode', { code, minutes: SMS_CODE_TTL_MINUTES }),
    meta: { kind: 'sms-code', purpose: opts.purpose },
  });
  return { resendAfterSeconds: SMS_LIMITS.resendAfterSeconds };
}

/**
 * Checks the newest code for the phone and purpose. Each guess first takes one of the code's tries in a
 * single UPDATE (`tries < max`), so guesses fired at once cannot all read the counter before any of them
 * writes it; a right code is then consumed in one UPDATE too, so it opens one session only.
 */
export async function verifySmsCode(
  db: DbOrTx,
  opts: { phone: string; purpose: SmsPurpose; code: string; secret: string; now: Date },
): Promise<void> {
  const [row] = await db
    .select()
    .from(smsCodes)
    .where(
      and(
        eq(smsCodes.phone, opts.phone),
        eq(smsCodes.purpose, opts.purpose),
        eq(smsCodes.superseded, false),
        isNull(smsCodes.consumedAt),
      ),
    )
    .orderBy(desc(smsCodes.createdAt))
    .limit(1);
  if (!row) fail('BAD_REQUEST', 'errors.invalidVerificationCode');
  const state = isSmsCodeValid({ createdAt: row.createdAt, tries: row.tries }, opts.now);
  if (state === 'expired') fail('BAD_REQUEST', 'errors.verificationCodeExpired');
  if (state === 'tooManyTries') fail('BAD_REQUEST', 'errors.tooManyCodeTries');
  const [tried] = await db
    .update(smsCodes)
    .set({ tries: sql`${smsCodes.tries} + 1` })
    .where(and(eq(smsCodes.id, row.id), lt(smsCodes.tries, SMS_CODE_MAX_TRIES)))
    .returning({ tries: smsCodes.tries });
  if (!tried) fail('BAD_REQUEST', 'errors.tooManyCodeTries');
  if (!sameHash(row.codeHash, keyedHash(opts.secret, `${opts.phone}:${opts.code}`))) {
    fail('BAD_REQUEST', 'errors.invalidVerificationCode');
  }
  const [consumed] = await db
    .update(smsCodes)
    .set({ consumedAt: opts.now })
    .where(and(eq(smsCodes.id, row.id), isNull(smsCodes.consumedAt), eq(smsCodes.superseded, false)))
    .returning({ id: smsCodes.id });
  if (!consumed) fail('BAD_REQUEST', 'errors.invalidVerificationCode');
}
