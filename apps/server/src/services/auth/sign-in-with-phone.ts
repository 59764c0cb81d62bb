import { schema } from '@waypoint/db';
import { eq } from 'drizzle-orm';
import { fail } from '../errors.ts';
import { isSmsVerificationOn } from '../settings/get-setting.ts';
import { findUserByPhone } from '../users/find-user-by-phone.ts';
import type { UserDto } from '../users/user-dto.ts';
import { completeSignIn, type SignInRequest } from './sign-in.ts';
import { verifySmsCode } from './sms-codes.ts';

const { users } = schema;

/** Phone sign-in; the code is required unless the smsVerification setting is 'FALSE'. */
export async function signInWithPhone(
  req: SignInRequest,
  { phone, code }: { phone: string; code?: string | undefined },
): Promise<{ user: UserDto }> {
  const { db } = req.deps;
  const user = await findUserByPhone(db, phone);
  if (!user) fail('NOT_FOUND', 'errors.unregisteredPhone', { waypointCode: 'UNREGISTERED_PHONE' });
  if (user.accessDisabled) fail('FORBIDDEN', 'errors.accessDisabled', { waypointCode: 'ACCESS_DISABLED' });
  if (await isSmsVerificationOn(db)) {
    if (!code) fail('BAD_REQUEST', 'errors.invalidVerificationCode');
    await verifySmsCode(db, { phone, purpose: 'login', code, secret: req.deps.secret, now: req.deps.now() });
    await db.update(users).set({ isPhoneVerified: true }).where(eq(users.id, user.id));
    return completeSignIn(req, user, 'sms');
  }
  return completeSignIn(req, user, 'phone');
}
