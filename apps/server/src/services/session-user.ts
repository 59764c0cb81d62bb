import type { Role } from '@waypoint/domain';
import type { TeacherRow, UserRow } from '../auth/sessions.ts';

/** The signed-in person as every service sees them (the tRPC context builds it per request). */
export interface SessionUser {
  row: UserRow;
  teacher: TeacherRow | null;
  roles: Role[];
  isAdmin: boolean;
  /** Active teachers act for their school; Unverified or Inactive ones do not. */
  isActiveTeacher: boolean;
  /** The role the app shows; an admin may switch it, and the server honours the switch only for admins. */
  appRole: string;
}
