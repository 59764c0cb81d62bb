import { schema } from '@waypoint/db';
import { isOneTimeAccessExpired, oneTimeAccessExpiresAt } from '@waypoint/domain';
import { eq } from 'drizzle-orm';
import { z } from 'zod';
import { randomToken, sha256 } from '../../auth/tokens.ts';
import { completeSignIn } from '../../services/auth/sign-in.ts';
import { fail } from '../../trpc/errors.ts';
import { adminProcedure, publicProcedure } from '../../trpc/procedures.ts';
import { signInLimit } from '../../trpc/sign-in-limit.ts';

const { oneTimeAccessTokens, users } = schema;

/**
 * Spec call checkOnetimeAccessToken (`/login?token=…`): the link works from its first use until
 * loggedInAt + maxAccessMinutes; the session it opens ends at the same moment.
 */
export const checkOnetimeAccessToken = publicProcedure
  .input(z.object({ token: z.string().min(1).max(200) }))
  .use(signInLimit('link'))
  .mutation(async ({ ctx, input }) => {
    const { db } = ctx.deps;
    const now = ctx.deps.now();
    const [row] = await db
      .select({ token: oneTimeAccessTokens, user: users })
      .from(oneTimeAccessTokens)
      .innerJoin(users, eq(users.id, oneTimeAccessTokens.userId))
      .where(eq(oneTimeAccessTokens.tokenHash, sha256(input.token)));
    if (!row || row.token.expiredAt) fail('BAD_REQUEST', 'errors.invalidLoginLink');
    const loggedInAt = row.token.loggedInAt ?? now;
    const access = { loggedInAt, maxAccessMinutes: row.token.maxAccessMinutes };
    if (isOneTimeAccessExpired(access, now)) {
      await db
        .update(oneTimeAccessTokens)
        .set({ expiredAt: now })
        .where(eq(oneTimeAccessTokens.id, row.token.id));
      fail('BAD_REQUEST', 'errors.invalidLoginLink');
    }
    if (!row.token.loggedInAt) {
      await db
        .update(oneTimeAccessTokens)
        .set({ loggedInAt })
        .where(eq(oneTimeAccessTokens.id, row.token.id));
    }
    return completeSignIn(ctx, row.user, 'link', {
      expiresAt: oneTimeAccessExpiresAt(loggedInAt, row.token.maxAccessMinutes),
      oneTimeTokenId: row.token.id,
    });
  });

/** Marks a link expired at once (spec call setOnetimeAccessTokenExpired). */
export const setOnetimeAccessTokenExpired = publicProcedure
  .input(z.object({ token: z.string().min(1).max(200) }))
  .mutation(async ({ ctx, input }) => {
    await ctx.deps.db
      .update(oneTimeAccessTokens)
      .set({ expiredAt: ctx.deps.now() })
      .where(eq(oneTimeAccessTokens.tokenHash, sha256(input.token)));
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
    const [target] = await ctx.deps.db.select({ id: users.id }).from(users).where(eq(users.id, input.userId));
    if (!target) fail('NOT_FOUND', 'errors.notFound');
    const token = randomToken();
    await ctx.deps.db.insert(oneTimeAccessTokens).values({
      tokenHash: sha256(token),
      userId: input.userId,
      maxAccessMinutes: input.maxAccessMinutes,
      createdBy: ctx.user.row.id,
    });
    return { token, url: `${ctx.deps.config.publicUrl}/login?token=${encodeURIComponent(token)}` };
  });
