import { z } from 'zod';
import { changeOwnPassword } from '../../services/auth/change-own-password.ts';
import { resetPasswordWithToken } from '../../services/auth/reset-password-with-token.ts';
import { sendPasswordReset } from '../../services/auth/send-password-reset.ts';
import { signInWithPassword } from '../../services/auth/sign-in-with-password.ts';
import { refuseCredentialChange } from '../../trpc/credential-change.ts';
import { email, newPassword } from '../../trpc/inputs.ts';
import { publicProcedure, signedInProcedure } from '../../trpc/procedures.ts';
import { signInLimit } from '../../trpc/sign-in-limit.ts';

const byEmail = (input: { email: string }) => input.email;

export const loginWithPassword = publicProcedure
  .input(z.object({ email, password: z.string().min(1).max(200) }))
  .use(signInLimit('password', byEmail))
  .mutation(async ({ ctx, input }) => signInWithPassword(ctx, input));

/** Re-authenticates with the old password first (spec: returns wrong-password on failure). */
export const changePassword = signedInProcedure
  .input(
    z
      .object({ oldPassword: z.string().max(200), newPassword, confirmPassword: z.string().max(200) })
      .refine((v) => v.newPassword === v.confirmPassword, {
        message: 'errors.inconsistentPasswords',
        path: ['confirmPassword'],
      }),
  )
  .use(signInLimit('change-password'))
  .mutation(async ({ ctx, input }) => {
    refuseCredentialChange(ctx, { ownAccount: true });
    await changeOwnPassword(ctx.deps, {
      user: ctx.user.row,
      oldPassword: input.oldPassword,
      newPassword: input.newPassword,
      keepSessionHash: ctx.session.tokenHash,
    });
    return { ok: true as const };
  });

/** Always answers the same, whether or not the address has an account. */
export const requestPasswordReset = publicProcedure
  .input(z.object({ email }))
  .use(signInLimit('password-reset', byEmail))
  .mutation(async ({ ctx, input }) => {
    await sendPasswordReset(ctx.deps, { email: input.email, lang: ctx.lang });
    return { ok: true as const };
  });

export const resetPassword = publicProcedure
  .input(
    z
      .object({
        token: z.string().min(10).max(200),
        password: newPassword,
        confirmPassword: z.string().max(200),
      })
      .refine((v) => v.password === v.confirmPassword, {
        message: 'errors.inconsistentPasswords',
        path: ['confirmPassword'],
      }),
  )
  .use(signInLimit('password-reset'))
  .mutation(async ({ ctx, input }) => {
    await resetPasswordWithToken(ctx.deps.db, {
      token: input.token,
      password: input.password,
      now: ctx.deps.now(),
    });
    return { ok: true as const };
  });
