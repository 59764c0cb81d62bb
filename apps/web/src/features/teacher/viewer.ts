import {
  canChangeTeacherStatus,
  DEFAULT_SCHOOL_ID,
  isActiveTeacher,
  ROLE_ADMIN,
  ROLE_TEACHER,
} from '@waypoint/domain';

/** Who is looking at the teacher tools; the server checks the same again on every call. */
export type ToolViewer = 'admin' | 'teacher' | 'inactiveTeacher' | 'student';

interface ViewerInput {
  appRole: string;
  isAdmin: boolean;
  schoolId: string | null;
  teacher: { employmentStatus: string; schoolRoles: string[] } | null;
}

export function toolViewer(user: ViewerInput): ToolViewer {
  const staffScreens = user.appRole === ROLE_ADMIN || user.appRole === ROLE_TEACHER;
  if (user.isAdmin && staffScreens) return 'admin';
  if (user.appRole !== ROLE_TEACHER) return 'student';
  // Only an Active teacher acts for a school; the others wait for their principal.
  return isActiveTeacher(user.teacher) ? 'teacher' : 'inactiveTeacher';
}

export function isStaffViewer(viewer: ToolViewer): boolean {
  return viewer === 'admin' || viewer === 'teacher';
}

/** The school whose lists are shown: a teacher's own; an admin's choice, else the spec's default school. */
export function viewedSchoolId(user: ViewerInput, chosen: string | null): string | null {
  if (toolViewer(user) === 'admin') return chosen || DEFAULT_SCHOOL_ID;
  return user.schoolId;
}

/** A principal (or an admin) settles Unverified and Unrecognized teachers (spec 2 §4). */
export function canSettleTeachers(user: ViewerInput): boolean {
  const viewer = toolViewer(user);
  if (viewer !== 'admin' && viewer !== 'teacher') return false;
  return canChangeTeacherStatus({
    isAdmin: viewer === 'admin',
    schoolRoles: user.teacher?.schoolRoles ?? [],
  });
}
