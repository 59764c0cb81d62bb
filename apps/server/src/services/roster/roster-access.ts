import { mayManageSchoolRoster } from '@waypoint/domain';
import type { SessionUser } from '../session-user.ts';
import { isStaffOfSchool } from '../teacher/school-access.ts';

/**
 * Who may read and import a school's class list: staff of the school (an admin, or an Active teacher
 * there) whom the domain's rule lets keep it (a career teacher or the principal).
 */
export function mayKeepClassListOf(actor: SessionUser, schoolId: string): boolean {
  if (!isStaffOfSchool(actor, schoolId)) return false;
  const teacher = actor.teacher;
  return mayManageSchoolRoster(
    {
      isAdmin: actor.isAdmin,
      teacher: teacher
        ? {
            employmentStatus: teacher.employmentStatus,
            schoolId: teacher.schoolId,
            schoolRoles: teacher.schoolRoles,
          }
        : null,
    },
    schoolId,
  );
}
