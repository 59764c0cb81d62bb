import { clearSessionCookie } from '../../auth/cookies.ts';
import { revokeSession } from '../../auth/sessions.ts';
import { publicProcedure } from '../../trpc/procedures.ts';

/** Polled by the client every 5 s during one-time access; the server enforces the expiry regardless. */
export const getSessionStatus = publicProcedure.query(({ ctx }) => ({
  signedIn: ctx.user !== null,
  oneTime: ctx.session?.oneTime ?? false,
  expiresAt: ctx.session?.oneTime ? ctx.session.expiresAt.toISOString() : null,
  problem: ctx.sessionProblem,
}));

export const logout = publicProcedure.mutation(async ({ ctx }) => {
  if (ctx.session) await revokeSession(ctx.deps.db, ctx.session.tokenHash, ctx.deps.now());
  clearSessionCookie(ctx.res, ctx.deps.config.cookieSecure);
  return { ok: true as const };
});
