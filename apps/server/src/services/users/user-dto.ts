import { type DbOrTx, schema } from '@waypoint/db';
import {
  type ClientStanding,
  clientStanding,
  effectiveAppRole,
  parseRoles,
  roleFlags,
} from '@waypoint/domain';
import { eq } from 'drizzle-orm';
import type { TeacherRow, UserRow } from '../../auth/sessions.ts';

export interface UserDto {
  id: string;
  phone: string;
  fullName: string;
  preferredName: string | null;
  chineseName: string | null;
  email: string | null;
  roles: string[];
  isAdmin: boolean;
  isSecondaryStudent: boolean;
  isUniversityStudent: boolean;
  isUniversityClient: boolean;
  isTeacher: boolean;
  isCamxApplicant: boolean;
  appRole: string;
  schoolId: string | null;
  school: { id: string; name: string; nameChi: string | null; nameShort: string | null } | null;
  programId: number | null;
  /** A university client's organisation (`clients.id`). */
  clientId: string | null;
  /** Whether a client may act for `clientId` yet (decision 018): the waiting page shows until approved. */
  clientStanding: ClientStanding;
  class: string | null;
  studentNumber: string | null;
  yearDSE: number | null;
  yearOfStudy: string | null;
  rankInForm: string | null;
  studyingElectives: string[];
  waGroupLink: string | null;
  darkTheme: boolean;
  preferredLang: 'zh-HK' | 'en' | null;
  profilePic: string | null;
  isPhoneVerified: boolean;
  accessDisabled: boolean;
  /** Phone-only accounts have none yet; the change-password form then asks for no old password. */
  hasPassword: boolean;
  verificationResult: string | null;
  teacher: {
    employmentStatus: string;
    schoolRoles: string[];
    classRoles: { role: string; classes: string[]; status: 'active' | 'removed' }[];
  } | null;
}

/** The one shape a person takes on the wire: no password hash, no internal columns. */
export function toUserDto(
  row: UserRow,
  teacher: TeacherRow | null,
  school: UserDto['school'],
  requestedAppRole?: string | null,
): UserDto {
  const roles = parseRoles(row.roles);
  const flags = roleFlags(roles);
  const isAdmin = row.isAdmin || flags.isAdmin;
  return {
    id: row.id,
    phone: row.phone,
    fullName: row.fullName,
    preferredName: row.preferredName,
    chineseName: row.chineseName,
    email: row.email,
    roles,
    isAdmin,
    isSecondaryStudent: flags.isSecondaryStudent,
    isUniversityStudent: flags.isUniversityStudent,
    isUniversityClient: flags.isUniversityClient,
    isTeacher: flags.isTeacher || teacher !== null,
    isCamxApplicant: flags.isCamxApplicant,
    appRole: effectiveAppRole({ roles, isAdmin }, requestedAppRole ?? null),
    schoolId: row.schoolId,
    school,
    programId: row.programId,
    clientId: row.clientId,
    clientStanding: clientStanding(row),
    class: row.class,
    studentNumber: row.studentNumber,
    yearDSE: row.yearDSE,
    yearOfStudy: row.yearOfStudy,
    rankInForm: row.rankInForm,
    studyingElectives: row.studyingElectives,
    waGroupLink: row.waGroupLink,
    darkTheme: row.darkTheme,
    preferredLang: row.preferredLang === 'en' || row.preferredLang === 'zh-HK' ? row.preferredLang : null,
    profilePic: row.profilePic,
    isPhoneVerified: row.isPhoneVerified,
    accessDisabled: row.accessDisabled,
    hasPassword: row.passwordHash !== null,
    verificationResult: row.verificationResult,
    teacher: teacher
      ? {
          employmentStatus: teacher.employmentStatus,
          schoolRoles: teacher.schoolRoles,
          classRoles: teacher.classRoles,
        }
      : null,
  };
}

/** Loads a person with their teacher record and school, ready for the wire. */
export async function loadUserDto(
  db: DbOrTx,
  userId: string,
  requestedAppRole?: string | null,
): Promise<UserDto | null> {
  const rows = await db
    .select({ user: schema.users, teacher: schema.teachers, school: schema.schools })
    .from(schema.users)
    .leftJoin(schema.teachers, eq(schema.teachers.userId, schema.users.id))
    .leftJoin(schema.schools, eq(schema.schools.id, schema.users.schoolId))
    .where(eq(schema.users.id, userId));
  const r = rows[0];
  if (!r) return null;
  const school = r.school
    ? { id: r.school.id, name: r.school.name, nameChi: r.school.nameChi, nameShort: r.school.nameShort }
    : null;
  return toUserDto(r.user, r.teacher, school, requestedAppRole);
}
