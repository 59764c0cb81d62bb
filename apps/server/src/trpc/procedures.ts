import { clientStanding } from '@waypoint/domain';
import type { SessionUser } from './context.ts';
import { fail } from './errors.ts';
import { baseProcedure } from './init.ts';

/** Anyone, signed in or not. */
export const publicProcedure = baseProcedure;

/** A signed-in user whose account is not blocked and whose session has not expired. */
export const signedInProcedure = baseProcedure.use(({ ctx, next }) => {
  if (!ctx.user || !ctx.session) {
    if (ctx.sessionProblem === 'disabled')
      fail('FORBIDDEN', 'errors.accessDisabled', { waypointCode: 'ACCESS_DISABLED' });
    if (ctx.sessionProblem === 'expired')
      fail('UNAUTHORIZED', 'errors.sessionExpired', { waypointCode: 'SESSION_EXPIRED' });
    fail('UNAUTHORIZED', 'errors.unauthorized');
  }
  return next({ ctx: { ...ctx, user: ctx.user, session: ctx.session } });
});

export const adminProcedure = signedInProcedure.use(({ ctx, next }) => {
  if (!ctx.user.isAdmin) fail('FORBIDDEN', 'errors.forbidden');
  return next();
});

/** Active school staff (teachers and principals) and admins. */
export const staffProcedure = signedInProcedure.use(({ ctx, next }) => {
  if (!ctx.user.isAdmin && !ctx.user.isActiveTeacher) fail('FORBIDDEN', 'errors.forbidden');
  return next();
});

/**
 * Row check for a person: themselves, an admin, or an active teacher of the same school.
 * Procedures call it after loading the target row; hiding a button is never the protection.
 */
export function canActOnUser(actor: SessionUser, target: { id: string; schoolId: string | null }): boolean {
  if (actor.row.id === target.id || actor.isAdmin) return true;
  return actor.isActiveTeacher && target.schoolId !== null && actor.teacher?.schoolId === target.schoolId;
}

/**
 * The organisation a client may act for, or a refusal: anyone can sign up naming any organisation, so the
 * account answers nothing until approved (decision 018).
 */
export function approvedClientId(user: SessionUser): string {
  const standing = clientStanding(user.row);
  if (standing === 'waiting') fail('FORBIDDEN', 'errors.clientAwaitingApproval');
  if (standing !== 'approved' || !user.row.clientId) fail('FORBIDDEN', 'errors.jobexClientsOnly');
  return user.row.clientId;
}
