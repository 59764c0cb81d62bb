import { isPrincipal } from '../roles.ts';

/**
 * Who looked (PDPO DPP4, issue 23 item 6): the words of the staff access record. Staff opening or changing
 * a student's data leaves a row saying who, which area, what they did and when, never the content.
 */
export const STAFF_ACCESS_AREAS = ['plan', 'grades', 'slp', 'profile', 'cv', 'export'] as const;
export type StaffAccessArea = (typeof STAFF_ACCESS_AREAS)[number];

export const STAFF_ACCESS_ACTIONS = ['view', 'change', 'export'] as const;
export type StaffAccessAction = (typeof STAFF_ACCESS_ACTIONS)[number];

export const STAFF_ACCESS_ROLES = ['teacher', 'principal', 'admin', 'client'] as const;
export type StaffAccessRole = (typeof STAFF_ACCESS_ROLES)[number];

/**
 * The role a staff member acted in, strongest first; null for anyone who is not staff (the student
 * themselves, a parent), whose reading of their own or their child's data is not recorded here.
 */
export function staffAccessRole(person: {
  isAdmin: boolean;
  isActiveTeacher: boolean;
  schoolRoles: readonly string[];
  isApprovedClient: boolean;
}): StaffAccessRole | null {
  if (person.isAdmin) return 'admin';
  if (person.isActiveTeacher) {
    return isPrincipal(person.schoolRoles) ? 'principal' : 'teacher';
  }
  if (person.isApprovedClient) return 'client';
  return null;
}
