import { setSessionCookie } from '../../auth/cookies.ts';
import { createSession, type SignInMethod } from '../../auth/sessions.ts';
import type { Context } from '../../trpc/context.ts';
import { fail } from '../../trpc/errors.ts';
import { loadUserDto, type UserDto } from '../users/user-dto.ts';

/** The last step of every sign-in path: refuse blocked accounts, open a session, set the cookie. */
export async function completeSignIn(
  ctx: Context,
  user: { id: string; accessDisabled: boolean },
  method: SignInMethod,
  opts: { expiresAt?: Date; oneTimeTokenId?: string } = {},
): Promise<{ user: UserDto }> {
  if (user.accessDisabled) fail('FORBIDDEN', 'errors.accessDisabled', { waypointCode: 'ACCESS_DISABLED' });
  const { db, config } = ctx.deps;
  const session = await createSession(db, { userId: user.id, method, now: ctx.deps.now(), ...opts });
  setSessionCookie(ctx.res, session.token, session.expiresAt, config.cookieSecure);
  const dto = await loadUserDto(db, user.id);
  return { user: dto! };
}

/** Per-address limit on sign-in attempts (guessing codes or passwords). */
export function limitSignInAttempts(ctx: Context, what: string): void {
  if (!ctx.deps.limiter.hit(`${what}:${ctx.ip}`, 30, 10 * 60_000))
    fail('TOO_MANY_REQUESTS', 'errors.tooManyRequests');
}
