export const ROLE_ADMIN = 'admin';
export const ROLE_CAMX = 'camx-applicant';
export const ROLE_SECONDARY = 'secondary-school-student';
export const ROLE_UNI_STUDENT = 'university-student';
export const ROLE_UNI_CLIENT = 'university-client';
export const ROLE_TEACHER = 'teacher';

export const ROLES = [
  ROLE_ADMIN,
  ROLE_CAMX,
  ROLE_SECONDARY,
  ROLE_UNI_STUDENT,
  ROLE_UNI_CLIENT,
  ROLE_TEACHER,
] as const;
export type Role = (typeof ROLES)[number];

export function isRole(value: string): value is Role {
  return (ROLES as readonly string[]).includes(value);
}

/** The stored roles are free text ('admin , teacher'); unknown words are dropped rather than trusted. */
export function parseRoles(text: string | null | undefined): Role[] {
  const words = (text ?? '').toLowerCase().split(/[\s,]+/);
  return [...new Set(words.filter(isRole))];
}

/** The stored form of a role list, the inverse of parseRoles. */
export function formatRoles(roles: readonly Role[]): string {
  return [...new Set(roles)].join(' , ');
}

export interface RoleFlags {
  isAdmin: boolean;
  isSecondaryStudent: boolean;
  isUniversityStudent: boolean;
  isUniversityClient: boolean;
  isCamxApplicant: boolean;
  isTeacher: boolean;
}

export function roleFlags(roles: readonly Role[]): RoleFlags {
  return {
    isAdmin: roles.includes(ROLE_ADMIN),
    isSecondaryStudent: roles.includes(ROLE_SECONDARY),
    isUniversityStudent: roles.includes(ROLE_UNI_STUDENT),
    isUniversityClient: roles.includes(ROLE_UNI_CLIENT),
    isCamxApplicant: roles.includes(ROLE_CAMX),
    isTeacher: roles.includes(ROLE_TEACHER),
  };
}

const present = (id: string | number | null | undefined): boolean => id != null && String(id).trim() !== '';

/** Demo links carry a programme (university demo), a programme and a school (student demo), or neither. */
export function demoAccessRole(ids: {
  programId?: string | number | null;
  schoolId?: string | number | null;
}): Role {
  if (!present(ids.programId)) return ROLE_TEACHER;
  return present(ids.schoolId) ? ROLE_SECONDARY : ROLE_UNI_STUDENT;
}

export const SWITCHABLE_APP_ROLES = [
  ROLE_TEACHER,
  ROLE_UNI_STUDENT,
  ROLE_UNI_CLIENT,
  ROLE_SECONDARY,
] as const;
export type SwitchableAppRole = (typeof SWITCHABLE_APP_ROLES)[number];
export type AppRole = typeof ROLE_ADMIN | SwitchableAppRole;

// When a person holds several roles, the view that is most specific to them wins.
const PRIMARY_ROLE_ORDER = [ROLE_SECONDARY, ROLE_UNI_STUDENT, ROLE_UNI_CLIENT, ROLE_TEACHER] as const;

function isSwitchableAppRole(value: string): value is SwitchableAppRole {
  return (SWITCHABLE_APP_ROLES as readonly string[]).includes(value);
}

/**
 * The role whose screens the app shows. Only an admin may choose (the choice is kept on the device),
 * so a requested role from anyone else is ignored. Someone with none of the app roles (a CamX
 * applicant only, say) gets the student view, the one that shows least.
 */
export function effectiveAppRole(
  user: { roles: readonly Role[]; isAdmin: boolean },
  requested?: string | null,
): AppRole {
  if (user.isAdmin || user.roles.includes(ROLE_ADMIN)) {
    return requested && isSwitchableAppRole(requested) ? requested : ROLE_ADMIN;
  }
  return PRIMARY_ROLE_ORDER.find((role) => user.roles.includes(role)) ?? ROLE_SECONDARY;
}

/** Spec: a principal is anyone whose school role contains 'principal' (so a vice principal too). */
export function isPrincipal(schoolRoles: readonly string[]): boolean {
  return schoolRoles.some((role) => role.toLowerCase().includes('principal'));
}

/** A teacher's school roles are stored joined by ' , '. */
export function parseSchoolRoles(text: string | null | undefined): string[] {
  return (text ?? '')
    .split(',')
    .map((role) => role.trim())
    .filter((role) => role !== '');
}

export function formatSchoolRoles(schoolRoles: readonly string[]): string {
  return schoolRoles.join(' , ');
}

export const EMPLOYMENT_STATUSES = ['Active', 'Inactive', 'Unverified', 'Unrecognized'] as const;
export type EmploymentStatus = (typeof EMPLOYMENT_STATUSES)[number];

/**
 * Only an Active teacher acts for their school (staff screens, the school's lists, naming and alerting);
 * Inactive, Unverified and Unrecognized teachers wait for their principal (spec 2 §4).
 */
export const ACTIVE_EMPLOYMENT_STATUS = 'Active' as const satisfies EmploymentStatus;

export function isActiveTeacher(teacher: { employmentStatus: string } | null | undefined): boolean {
  return teacher?.employmentStatus === ACTIVE_EMPLOYMENT_STATUS;
}

/** Staff are admins and Active teachers: the people who act for a school rather than for themselves. */
export function isStaffMember(user: {
  isAdmin: boolean;
  teacher?: { employmentStatus: string } | null | undefined;
}): boolean {
  return user.isAdmin || isActiveTeacher(user.teacher);
}

/** The values a principal or admin may pick (spec 2 §4): Unverified is only where a new teacher starts. */
export const SELECTABLE_EMPLOYMENT_STATUSES = ['Active', 'Inactive', 'Unrecognized'] as const;

/**
 * Vetting newcomers is a principal's call: a teacher still Unverified or Unrecognized may be changed
 * only by a principal (isPrincipal) or an admin. Whether the actor belongs to the school is checked elsewhere.
 */
export function needsPrincipalToChangeStatus(current: EmploymentStatus): boolean {
  return current === 'Unverified' || current === 'Unrecognized';
}

export const SCHOOL_ROLE_OPTIONS = [
  'Principal',
  'Vice Principal',
  'Career Teacher',
  'Class teacher',
  'Ethics and Religious Studies teacher',
  'Chinese teacher',
  'English teacher',
  'Mathematics teacher',
  'Other teacher',
] as const;

/** Roles that place an active teacher in a class group of the school teacher list (spec 2 §4). */
export const CLASS_GROUP_SCHOOL_ROLES = [
  'Class teacher',
  'Ethics and Religious Studies teacher',
  'Chinese teacher',
  'English teacher',
  'Mathematics teacher',
] as const;

/** A career teacher is anyone whose school role names careers ('Career Teacher', 'Careers Mistress'). */
export function isCareerTeacher(schoolRoles: readonly string[]): boolean {
  return schoolRoles.some((role) => role.toLowerCase().includes('career'));
}

/**
 * Issue 27: a school's class list (import, invitations) is kept by an admin (any school) or an Active
 * career teacher (or the principal) of that school, the person a school names to run its careers work.
 */
export function mayManageSchoolRoster(
  actor: {
    isAdmin: boolean;
    teacher?: { employmentStatus: string; schoolId: string | null; schoolRoles: readonly string[] } | null;
  },
  schoolId: string,
): boolean {
  if (actor.isAdmin) return true;
  const teacher = actor.teacher;
  return (
    !!teacher &&
    isActiveTeacher(teacher) &&
    teacher.schoolId === schoolId &&
    // A principal answers for the whole school, its list included (issue 27 item 1).
    (isCareerTeacher(teacher.schoolRoles) || isPrincipal(teacher.schoolRoles))
  );
}
