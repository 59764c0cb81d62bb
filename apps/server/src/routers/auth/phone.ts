import { schema } from '@waypoint/db';
import { eq } from 'drizzle-orm';
import { z } from 'zod';
import { completeSignIn } from '../../services/auth/sign-in.ts';
import { issueSmsCode, verifySmsCode } from '../../services/auth/sms-codes.ts';
import { isSmsVerificationOn } from '../../services/settings/get-setting.ts';
import { fail } from '../../trpc/errors.ts';
import { loginPhone, smsCode } from '../../trpc/inputs.ts';
import { publicProcedure } from '../../trpc/procedures.ts';
import { signInLimit } from '../../trpc/sign-in-limit.ts';

const { users } = schema;
const byPhone = (input: { phone: string }) => input.phone;

/** Spec call checkPhoneExists: tells the login page whether to sign in or go to registration. */
export const checkPhoneExists = publicProcedure
  .input(z.object({ phone: loginPhone }))
  .use(signInLimit('check-phone', byPhone))
  .mutation(async ({ ctx, input }) => {
    const [row] = await ctx.deps.db.select({ id: users.id }).from(users).where(eq(users.phone, input.phone));
    return { exists: row !== undefined, smsRequired: await isSmsVerificationOn(ctx.deps.db) };
  });

export const sendSmsCode = publicProcedure
  .input(z.object({ phone: loginPhone, purpose: z.enum(['login', 'register']) }))
  .mutation(async ({ ctx, input }) => {
    const { db } = ctx.deps;
    const [row] = await db.select({ id: users.id }).from(users).where(eq(users.phone, input.phone));
    if (input.purpose === 'login' && !row)
      fail('NOT_FOUND', 'errors.unregisteredPhone', { waypointCode: 'UNREGISTERED_PHONE' });
    if (input.purpose === 'register' && row) fail('CONFLICT', 'errors.registeredPhone');
    const sent = await db.transaction((tx) =>
      issueSmsCode(tx, {
        phone: input.phone,
        purpose: input.purpose,
        requester: ctx.ip,
        secret: ctx.deps.secret,
        now: ctx.deps.now(),
        lang: ctx.lang,
      }),
    );
    return { sent: true as const, ...sent };
  });

/** Phone sign-in; the code is required unless the smsVerification setting is 'FALSE'. */
export const loginWithPhone = publicProcedure
  .input(z.object({ phone: loginPhone, code: smsCode.optional() }))
  .use(signInLimit('login', byPhone))
  .mutation(async ({ ctx, input }) => {
    return signInByPhone(ctx, input.phone, input.code);
  });

/** `/login/:userId` and `/n/:userId`: the link names the account, the phone (and code) prove it. */
export const loginWithUserId = publicProcedure
  .input(z.object({ userId: z.string(), phone: loginPhone, code: smsCode.optional() }))
  .use(signInLimit('login', byPhone))
  .mutation(async ({ ctx, input }) => {
    const [row] = await ctx.deps.db
      .select({ id: users.id, phone: users.phone })
      .from(users)
      .where(eq(users.phone, input.phone));
    if (!row || row.id !== input.userId) fail('BAD_REQUEST', 'errors.invalidLoginLink');
    return signInByPhone(ctx, input.phone, input.code);
  });

async function signInByPhone(
  ctx: Parameters<typeof completeSignIn>[0],
  phone: string,
  code: string | undefined,
): ReturnType<typeof completeSignIn> {
  const { db } = ctx.deps;
  const [user] = await db
    .select({ id: users.id, accessDisabled: users.accessDisabled })
    .from(users)
    .where(eq(users.phone, phone));
  if (!user) fail('NOT_FOUND', 'errors.unregisteredPhone', { waypointCode: 'UNREGISTERED_PHONE' });
  if (user.accessDisabled) fail('FORBIDDEN', 'errors.accessDisabled', { waypointCode: 'ACCESS_DISABLED' });
  if (await isSmsVerificationOn(db)) {
    if (!code) fail('BAD_REQUEST', 'errors.invalidVerificationCode');
    await verifySmsCode(db, { phone, purpose: 'login', code, secret: ctx.deps.secret, now: ctx.deps.now() });
    await db.update(users).set({ isPhoneVerified: true }).where(eq(users.id, user.id));
    return completeSignIn(ctx, user, 'sms');
  }
  return completeSignIn(ctx, user, 'phone');
}
