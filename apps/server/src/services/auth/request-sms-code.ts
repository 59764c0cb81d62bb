import type { AppDeps } from '../../deps.ts';
import type { Lang } from '../../i18n/translate.ts';
import { fail } from '../errors.ts';
import { findUserByPhone } from '../users/find-user-by-phone.ts';
import { issueSmsCode, type SmsPurpose } from './sms-codes.ts';

/** A login code goes only to a registered number and a registration code only to a new one. */
export async function requestSmsCode(
  deps: Pick<AppDeps, 'db' | 'secret' | 'now'>,
  opts: { phone: string; purpose: SmsPurpose; requester: string; lang: Lang },
): Promise<{ resendAfterSeconds: number }> {
  const { db } = deps;
  const row = await findUserByPhone(db, opts.phone);
  if (opts.purpose === 'login' && !row)
    fail('NOT_FOUND', 'errors.unregisteredPhone', { waypointCode: 'UNREGISTERED_PHONE' });
  if (opts.purpose === 'register' && row) fail('CONFLICT', 'errors.registeredPhone');
  return db.transaction((tx) =>
    issueSmsCode(tx, {
      phone: opts.phone,
      purpose: opts.purpose,
      requester: opts.requester,
      secret: deps.secret,
      now: deps.now(),
      lang: opts.lang,
    }),
  );
}
