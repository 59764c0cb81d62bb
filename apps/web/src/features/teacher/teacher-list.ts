import {
  type EmploymentStatus,
  groupTeachers,
  matchesTeacherSearch,
  needsPrincipalToChangeStatus,
  type TeacherClassRole,
  type TeacherGroup,
} from '@waypoint/domain';

export interface ListedTeacher {
  isAdmin: boolean;
  employmentStatus: EmploymentStatus;
  fullName: string;
  chineseName: string | null;
  preferredName: string | null;
  phone: string;
  email: string | null;
  schoolRoles: string[];
  classRoles: TeacherClassRole[];
}

/**
 * The accordion's groups with their teachers, only those that have any. Admin users are left out for
 * everyone but admins (spec 2 §5): the server already does so, and the list never relies on it alone.
 */
export function teacherGroupsShown<T extends ListedTeacher>(
  teachers: readonly T[],
  query: string,
  viewerIsAdmin: boolean,
): [TeacherGroup, T[]][] {
  const found = teachers.filter(
    (teacher) => (viewerIsAdmin || !teacher.isAdmin) && matchesTeacherSearch(teacher, query),
  );
  return [...groupTeachers(found)].filter(([, members]) => members.length > 0);
}

/** The status of an Unverified or Unrecognized teacher is the principal's call; the others stay as they are. */
export function isStatusChangeable(
  teacher: { employmentStatus: EmploymentStatus },
  canSettle: boolean,
): boolean {
  return canSettle && needsPrincipalToChangeStatus(teacher.employmentStatus);
}

/** 'Class teacher: 5A, 5B' for each active class role. */
export function activeClassRoles(
  classRoles: readonly TeacherClassRole[],
): { role: string; classes: string }[] {
  return classRoles
    .filter((classRole) => classRole.status === 'active' && classRole.classes.length > 0)
    .map((classRole) => ({ role: classRole.role, classes: classRole.classes.join(', ') }));
}
