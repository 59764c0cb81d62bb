import { credentialChangeRefusal } from '@waypoint/domain';
import type { Context, SessionUser } from './context.ts';
import { fail } from './errors.ts';

const MESSAGES = {
  oneTimeSession: 'errors.oneTimeSessionCredentials',
  adminOnly: 'errors.contactChangeNeedsAdmin',
} as const;

/**
 * Refuses a change of password, e-mail or phone the domain rule does not allow: from a one-time link
 * session, or to someone else's account by anyone but an admin (issue 9; decision 009).
 */
export function refuseCredentialChange(
  ctx: Pick<Context, 'session'> & { user: SessionUser },
  opts: { ownAccount: boolean },
): void {
  const refusal = credentialChangeRefusal({
    ownAccount: opts.ownAccount,
    actorIsAdmin: ctx.user.isAdmin,
    oneTimeSession: ctx.session?.oneTime ?? false,
  });
  if (refusal) fail('FORBIDDEN', MESSAGES[refusal]);
}
