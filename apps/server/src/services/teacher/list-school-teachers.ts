import { type DbOrTx, schema } from '@waypoint/db';
import { and, asc, eq, type SQL, sql } from 'drizzle-orm';
import type { SchoolTeacher } from './shapes.ts';

const { users, teachers } = schema;

/**
 * The teachers of one school, by name. `includeAdmins` is for admin callers only: everyone else never
 * sees admin users (spec 2 §5), whether flagged or given the admin role.
 */
export async function listSchoolTeachers(
  db: DbOrTx,
  { schoolId, includeAdmins }: { schoolId: string; includeAdmins: boolean },
): Promise<SchoolTeacher[]> {
  const conditions: SQL[] = [eq(teachers.schoolId, schoolId)];
  if (!includeAdmins)
    conditions.push(sql`not ${users.isAdmin} and not (${users.roles} ~ '(^|[\\s,])admin([\\s,]|$)')`);
  const rows = await db
    .select({
      userId: users.id,
      fullName: users.fullName,
      preferredName: users.preferredName,
      chineseName: users.chineseName,
      phone: users.phone,
      email: users.email,
      isAdmin: users.isAdmin,
      schoolId: teachers.schoolId,
      employmentStatus: teachers.employmentStatus,
      schoolRoles: teachers.schoolRoles,
      classRoles: teachers.classRoles,
    })
    .from(teachers)
    .innerJoin(users, eq(users.id, teachers.userId))
    .where(and(...conditions))
    .orderBy(asc(users.fullName), asc(users.id));
  return rows as SchoolTeacher[];
}
