import { z } from 'zod';
import { requestSmsCode } from '../../services/auth/request-sms-code.ts';
import { signInWithPhone } from '../../services/auth/sign-in-with-phone.ts';
import { isSmsVerificationOn } from '../../services/settings/get-setting.ts';
import { findUserByPhone } from '../../services/users/find-user-by-phone.ts';
import { fail } from '../../trpc/errors.ts';
import { loginPhone, smsCode } from '../../trpc/inputs.ts';
import { publicProcedure } from '../../trpc/procedures.ts';
import { signInLimit } from '../../trpc/sign-in-limit.ts';

const byPhone = (input: { phone: string }) => input.phone;

/** Spec call checkPhoneExists: tells the login page whether to sign in or go to registration. */
export const checkPhoneExists = publicProcedure
  .input(z.object({ phone: loginPhone }))
  .use(signInLimit('check-phone', byPhone))
  .mutation(async ({ ctx, input }) => {
    const row = await findUserByPhone(ctx.deps.db, input.phone);
    return { exists: row !== undefined, smsRequired: await isSmsVerificationOn(ctx.deps.db) };
  });

export const sendSmsCode = publicProcedure
  .input(z.object({ phone: loginPhone, purpose: z.enum(['login', 'register']) }))
  .mutation(async ({ ctx, input }) => {
    const sent = await requestSmsCode(ctx.deps, {
      phone: input.phone,
      purpose: input.purpose,
      requester: ctx.ip,
      lang: ctx.lang,
    });
    return { sent: true as const, ...sent };
  });

/** Phone sign-in; the code is required unless the smsVerification setting is 'FALSE'. */
export const loginWithPhone = publicProcedure
  .input(z.object({ phone: loginPhone, code: smsCode.optional() }))
  .use(signInLimit('login', byPhone))
  .mutation(async ({ ctx, input }) => {
    return signInWithPhone(ctx, input);
  });

/** `/login/:userId` and `/n/:userId`: the link names the account, the phone (and code) prove it. */
export const loginWithUserId = publicProcedure
  .input(z.object({ userId: z.string(), phone: loginPhone, code: smsCode.optional() }))
  .use(signInLimit('login', byPhone))
  .mutation(async ({ ctx, input }) => {
    const row = await findUserByPhone(ctx.deps.db, input.phone);
    if (!row || row.id !== input.userId) fail('BAD_REQUEST', 'errors.invalidLoginLink');
    return signInWithPhone(ctx, input);
  });
