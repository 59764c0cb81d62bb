import type { FastifyReply } from 'fastify';
import { setSessionCookie } from '../../auth/cookies.ts';
import { createSession, type SignInMethod } from '../../auth/sessions.ts';
import { hitLimit } from '../../auth/sign-in-limits.ts';
import { keyedHash } from '../../auth/tokens.ts';
import type { AppDeps } from '../../deps.ts';
import { fail } from '../errors.ts';
import { loadUserDto, type UserDto } from '../users/user-dto.ts';

/** What signing in needs of a request (the tRPC context has it); services do not import trpc/. */
export interface SignInRequest {
  deps: AppDeps;
  res: FastifyReply;
  ip: string;
}

/** The last step of every sign-in path: refuse blocked accounts, open a session, set the cookie. */
export async function completeSignIn(
  ctx: SignInRequest,
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

/** Attempts per address: a school signs in a whole class from one NAT address at the start of a lesson. */
export const SIGN_IN_ATTEMPTS_PER_ADDRESS = 300;
const SIGN_IN_WINDOW_MS = 10 * 60_000;

/**
 * Limits sign-in attempts per address and, when the attempt names one, per account from that address
 * (`SIGN_IN_LIMIT_PER_ACCOUNT`, default 10): guessing one person's code or password. Counted in the
 * database, so the limits hold across server processes; keys are keyed hashes (no address or phone stored).
 */
export async function limitSignInAttempts(
  ctx: Pick<SignInRequest, 'deps' | 'ip'>,
  what: string,
  account?: string,
): Promise<void> {
  const { db, config, secret } = ctx.deps;
  const now = ctx.deps.now();
  const hit = (key: string, limit: number) =>
    hitLimit(db, { key: keyedHash(secret, key), limit, windowMs: SIGN_IN_WINDOW_MS, now });
  const perAddress = await hit(`sign-in:${what}:${ctx.ip}`, SIGN_IN_ATTEMPTS_PER_ADDRESS);
  const perAccount =
    account === undefined ||
    (await hit(`sign-in:${what}:${ctx.ip}:${account.toLowerCase()}`, config.signInLimitPerAccount));
  if (!perAddress || !perAccount) fail('TOO_MANY_REQUESTS', 'errors.tooManyRequests');
}
