import { schema } from '@waypoint/db';
import { and, eq, gt, isNull, sql } from 'drizzle-orm';
import { z } from 'zod';
import { hashPassword, verifyPassword } from '../../auth/password.ts';
import { revokeUserSessions } from '../../auth/sessions.ts';
import { randomToken, sha256 } from '../../auth/tokens.ts';
import { translate } from '../../i18n/translate.ts';
import { enqueueMessage } from '../../outbox/enqueue.ts';
import { completeSignIn } from '../../services/auth/sign-in.ts';
import { refuseCredentialChange } from '../../trpc/credential-change.ts';
import { fail } from '../../trpc/errors.ts';
import { email, newPassword } from '../../trpc/inputs.ts';
import { publicProcedure, signedInProcedure } from '../../trpc/procedures.ts';
import { signInLimit } from '../../trpc/sign-in-limit.ts';

const { users, passwordResetTokens } = schema;
const RESET_TTL_MS = 60 * 60_000;
const byEmail = (input: { email: string }) => input.email;

export const loginWithPassword = publicProcedure
  .input(z.object({ email, password: z.string().min(1).max(200) }))
  .use(signInLimit('password', byEmail))
  .mutation(async ({ ctx, input }) => {
    const [user] = await ctx.deps.db
      .select({ id: users.id, accessDisabled: users.accessDisabled, passwordHash: users.passwordHash })
      .from(users)
      .where(sql`lower(${users.email}) = ${input.email}`);
    // Same answer for an unknown e-mail and a wrong password: the form must not reveal who has an account.
    if (!user || !(await verifyPassword(input.password, user.passwordHash)))
      fail('UNAUTHORIZED', 'errors.wrongLoginInfo');
    return completeSignIn(ctx, user, 'password');
  });

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
    const { row } = ctx.user;
    // A phone-only account (no password yet) sets its first password without an old one.
    if (row.passwordHash !== null && !(await verifyPassword(input.oldPassword, row.passwordHash))) {
      fail('BAD_REQUEST', 'errors.wrongOldPassword');
    }
    const now = ctx.deps.now();
    await ctx.deps.db.transaction(async (tx) => {
      await tx
        .update(users)
        .set({ passwordHash: await hashPassword(input.newPassword), updatedAt: now })
        .where(eq(users.id, row.id));
      await revokeUserSessions(tx, row.id, now, ctx.session.tokenHash);
    });
    return { ok: true as const };
  });

/** Always answers the same, whether or not the address has an account. */
export const requestPasswordReset = publicProcedure
  .input(z.object({ email }))
  .use(signInLimit('password-reset', byEmail))
  .mutation(async ({ ctx, input }) => {
    const { db, config } = ctx.deps;
    const [user] = await db
      .select({ id: users.id, fullName: users.fullName, email: users.email })
      .from(users)
      .where(sql`lower(${users.email}) = ${input.email}`);
    if (user?.email) {
      const token = randomToken();
      const now = ctx.deps.now();
      await db.transaction(async (tx) => {
        await tx.insert(passwordResetTokens).values({
          tokenHash: sha256(token),
          userId: user.id,
          createdAt: now,
          expiresAt: new Date(now.getTime() + RESET_TTL_MS),
        });
        await enqueueMessage(tx, {
          channel: 'email',
          recipient: user.email!,
          subject: translate(ctx.lang, 'messages.passwordResetSubject'),
          body: translate(ctx.lang, 'messages.passwordResetBody', {
            name: user.fullName,
            link: `${config.publicUrl}/reset-password?token=${token}`,
          }),
          meta: { kind: 'password-reset' },
        });
      });
    }
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
    const now = ctx.deps.now();
    const tokenHash = sha256(input.token);
    const passwordHash = await hashPassword(input.password);
    await ctx.deps.db.transaction(async (tx) => {
      const [used] = await tx
        .update(passwordResetTokens)
        .set({ usedAt: now })
        .where(
          and(
            eq(passwordResetTokens.tokenHash, tokenHash),
            isNull(passwordResetTokens.usedAt),
            gt(passwordResetTokens.expiresAt, now),
          ),
        )
        .returning({ userId: passwordResetTokens.userId });
      if (!used) fail('BAD_REQUEST', 'errors.invalidResetLink');
      await tx.update(users).set({ passwordHash, updatedAt: now }).where(eq(users.id, used.userId));
      await revokeUserSessions(tx, used.userId, now);
    });
    return { ok: true as const };
  });
