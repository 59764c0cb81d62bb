import { type DbOrTx, schema } from '@waypoint/db';
import { ACTIVE_EMPLOYMENT_STATUS, isSafeguardingStaffOf } from '@waypoint/domain';
import { and, asc, eq, inArray } from 'drizzle-orm';

const { safeguardingContacts, teachers, users } = schema;

export interface SafeguardingStaff {
  userId: string;
  fullName: string;
  chineseName: string | null;
  phone: string;
  preferredLang: string | null;
  schoolRoles: string[];
  /** An Active teacher of the school now: only they may be named and alerted. */
  eligible: boolean;
}

const staffColumns = {
  userId: users.id,
  fullName: users.fullName,
  chineseName: users.chineseName,
  phone: users.phone,
  preferredLang: users.preferredLang,
  schoolRoles: teachers.schoolRoles,
  teacherSchoolId: teachers.schoolId,
  employmentStatus: teachers.employmentStatus,
};

type StaffRow = {
  userId: string;
  fullName: string;
  chineseName: string | null;
  phone: string;
  preferredLang: string | null;
  schoolRoles: string[] | null;
  teacherSchoolId: string | null;
  employmentStatus: string | null;
};

function toStaff(row: StaffRow, schoolId: string): SafeguardingStaff {
  return {
    userId: row.userId,
    fullName: row.fullName,
    chineseName: row.chineseName,
    phone: row.phone,
    preferredLang: row.preferredLang,
    schoolRoles: row.schoolRoles ?? [],
    eligible: isSafeguardingStaffOf(
      { schoolId: row.teacherSchoolId, employmentStatus: row.employmentStatus ?? '' },
      schoolId,
    ),
  };
}

/** Everyone the school named, each marked whether they may still be alerted (a teacher may have left). */
export async function namedSafeguardingStaff(db: DbOrTx, schoolId: string): Promise<SafeguardingStaff[]> {
  const rows = await db
    .select(staffColumns)
    .from(safeguardingContacts)
    .innerJoin(users, eq(users.id, safeguardingContacts.userId))
    .leftJoin(teachers, eq(teachers.userId, safeguardingContacts.userId))
    .where(eq(safeguardingContacts.schoolId, schoolId))
    .orderBy(asc(users.fullName), asc(users.id));
  return rows.map((row) => toStaff(row, schoolId));
}

/** The Active teachers of the school: whom the setting may name. */
export async function safeguardingCandidates(db: DbOrTx, schoolId: string): Promise<SafeguardingStaff[]> {
  const rows = await db
    .select(staffColumns)
    .from(teachers)
    .innerJoin(users, eq(users.id, teachers.userId))
    .where(and(eq(teachers.schoolId, schoolId), eq(teachers.employmentStatus, ACTIVE_EMPLOYMENT_STATUS)))
    .orderBy(asc(users.fullName), asc(users.id));
  return rows.map((row) => toStaff(row, schoolId));
}

/** The given ids that are not Active staff of the school (unknown ids included). */
export async function staffNotOfSchool(db: DbOrTx, schoolId: string, userIds: string[]): Promise<string[]> {
  if (userIds.length === 0) return [];
  const rows = await db
    .select(staffColumns)
    .from(users)
    .leftJoin(teachers, eq(teachers.userId, users.id))
    .where(inArray(users.id, userIds));
  const ok = new Set(
    rows
      .map((row) => toStaff(row, schoolId))
      .filter((s) => s.eligible)
      .map((s) => s.userId),
  );
  return userIds.filter((id) => !ok.has(id));
}
