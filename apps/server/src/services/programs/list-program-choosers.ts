import { type DbOrTx, schema } from '@waypoint/db';
import { and, asc, eq, gte, isNotNull, type SQL } from 'drizzle-orm';

const { users, userPrograms } = schema;

/**
 * The students who put the programme in their Dec Submission list, in list order. `within` narrows them to
 * one school's students still at school (a teacher's view); null is everyone (an admin's).
 */
export async function listProgramChoosers(
  db: DbOrTx,
  { programId, within }: { programId: number; within: { schoolId: string; minYearDSE: number } | null },
) {
  const conditions: SQL[] = [eq(userPrograms.programId, programId), isNotNull(userPrograms.order)];
  if (within) {
    conditions.push(eq(users.schoolId, within.schoolId));
    conditions.push(gte(users.yearDSE, within.minYearDSE));
  }
  return db
    .select({
      userId: users.id,
      fullName: users.fullName,
      preferredName: users.preferredName,
      chineseName: users.chineseName,
      schoolId: users.schoolId,
      class: users.class,
      studentNumber: users.studentNumber,
      yearDSE: users.yearDSE,
      order: userPrograms.order,
    })
    .from(userPrograms)
    .innerJoin(users, eq(users.id, userPrograms.userId))
    .where(and(...conditions))
    .orderBy(asc(userPrograms.order), asc(users.class), asc(users.studentNumber), asc(users.fullName))
    .then((rows) => rows.map((r) => ({ ...r, order: r.order ?? 0 })));
}
