import { type Db, schema } from '@waypoint/db';
import { ROLE_UNI_STUDENT } from '@waypoint/domain';
import { and, asc, eq, sql } from 'drizzle-orm';
import { assertClientProgramme } from './client-jobs.ts';
import type { ProgrammeStudent } from './shapes.ts';

const { users, jobexCareerPlans, jobexUserEmployerJobs, jobexEmployerJobs } = schema;

/**
 * jobEX-getUsersByProgramId: the university students of a programme, for a client of that programme (an
 * admin may read any). What a client learns is what a careers office needs to follow up: names, year of
 * study, expected graduation and how far each student is with the client's own jobs — not their CV.
 */
export async function listProgrammeStudents(
  db: Db,
  { clientId, programId }: { clientId: string | null; programId: number },
): Promise<ProgrammeStudent[]> {
  if (clientId !== null) await assertClientProgramme(db, clientId, programId);
  const ownJobs = clientId === null ? sql`true` : eq(jobexEmployerJobs.clientId, clientId);
  const rows = await db
    .select({
      userId: users.id,
      fullName: users.fullName,
      chineseName: users.chineseName,
      yearOfStudy: users.yearOfStudy,
      graduationYear: jobexCareerPlans.graduationYear,
      savedJobs: sql<number>`count(${jobexEmployerJobs.id})::int`,
      appliedJobs: sql<number>`(count(${jobexEmployerJobs.id}) filter (where ${jobexUserEmployerJobs.status} <> 'saved'))::int`,
    })
    .from(users)
    .leftJoin(jobexCareerPlans, eq(jobexCareerPlans.userId, users.id))
    .leftJoin(jobexUserEmployerJobs, eq(jobexUserEmployerJobs.userId, users.id))
    .leftJoin(jobexEmployerJobs, and(eq(jobexEmployerJobs.id, jobexUserEmployerJobs.jobId), ownJobs))
    .where(
      and(
        eq(users.programId, programId),
        eq(users.accessDisabled, false),
        // Roles are stored as free text ('admin , university-student'); the word is matched whole.
        sql`${ROLE_UNI_STUDENT} = any(regexp_split_to_array(lower(${users.roles}), '[\\s,]+'))`,
      ),
    )
    .groupBy(users.id, jobexCareerPlans.graduationYear)
    .orderBy(asc(users.fullName));
  return rows;
}
