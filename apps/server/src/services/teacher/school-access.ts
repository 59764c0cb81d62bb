import { canChangeTeacherStatus } from '@waypoint/domain';
import type { SessionUser } from '../session-user.ts';

/** Admins, or an active teacher of that school (an Unverified or Inactive one acts for nobody). */
export function isStaffOfSchool(actor: SessionUser, schoolId: string | null): boolean {
  if (actor.isAdmin) return true;
  return schoolId !== null && actor.isActiveTeacher && actor.teacher?.schoolId === schoolId;
}

/** Admins, or an active principal of that school: the domain's rule plus the school the server knows. */
export function mayChangeTeacherStatusAt(actor: SessionUser, schoolId: string | null): boolean {
  if (actor.isAdmin) return true;
  return (
    isStaffOfSchool(actor, schoolId) &&
    canChangeTeacherStatus({ isAdmin: false, schoolRoles: actor.teacher?.schoolRoles ?? [] })
  );
}
