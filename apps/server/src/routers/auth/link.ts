import { z } from 'zod';
import { createOneTimeToken } from '../../services/auth/create-one-time-token.ts';
import { expireOneTimeToken } from '../../services/auth/expire-one-time-token.ts';
import { signInWithOneTimeToken } from '../../services/auth/sign-in-with-one-time-token.ts';
import { fail } from '../../trpc/errors.ts';
import { adminProcedure, publicProcedure } from '../../trpc/procedures.ts';
import { signInLimit } from '../../trpc/sign-in-limit.ts';

/**
 * Spec call checkOnetimeAccessToken (`/login?token=…`): the link works from its first use until
 * loggedInAt + maxAccessMinutes; the session it opens ends at the same moment.
 */
export const checkOnetimeAccessToken = publicProcedure
  .input(z.object({ token: z.string().min(1).max(200) }))
  .use(signInLimit('link'))
  .mutation(async ({ ctx, input }) => signInWithOneTimeToken(ctx, input.token));

/** Marks a link expired at once (spec call setOnetimeAccessTokenExpired). */
export const setOnetimeAccessTokenExpired = publicProcedure
  .input(z.object({ token: z.string().min(1).max(200) }))
  .mutation(async ({ ctx, input }) => {
    await expireOneTimeToken(ctx.deps.db, { token: input.token, now: ctx.deps.now() });
    return { ok: true as const };
  });

/** Admins create sign-in links for a person (e.g. to send to a student's WhatsApp group). */
export const createOnetimeAccessToken = adminProcedure
  .input(
    z.object({
      userId: z.string().uuid(),
      maxAccessMinutes: z
        .number()
        .int()
        .min(1)
        .max(60 * 24 * 30),
    }),
  )
  .mutation(async ({ ctx, input }) => {
    // A one-time session making itself a new (30-day) link would outlive the link it came in by.
    if (ctx.session.oneTime) fail('FORBIDDEN', 'errors.forbidden');
    const token = await createOneTimeToken(ctx.deps.db, {
      userId: input.userId,
      maxAccessMinutes: input.maxAccessMinutes,
      createdBy: ctx.user.row.id,
    });
    return { token, url: `${ctx.deps.config.publicUrl}/login?token=${encodeURIComponent(token)}` };
  });
