import { type Db, type DbOrTx, schema } from '@waypoint/db';
import { and, asc, desc, eq, sql } from 'drizzle-orm';
import { fail } from '../errors.ts';
import { type ClientJobs, type ClientProgramme, type EmployerJobInput, toEmployerJobView } from './shapes.ts';

const { clientPrograms, programs, jobexEmployerJobs, jobexUserEmployerJobs, clients, users } = schema;

export async function loadClientProgrammes(db: DbOrTx, clientId: string): Promise<ClientProgramme[]> {
  return db
    .select({
      id: programs.id,
      jupasCode: programs.jupasCode,
      name: programs.name,
      nameChi: programs.nameChi,
    })
    .from(clientPrograms)
    .innerJoin(programs, eq(programs.id, clientPrograms.programId))
    .where(eq(clientPrograms.clientId, clientId))
    .orderBy(asc(programs.jupasCode));
}

/** A client acts only for its own programmes: another programme is refused, whether it exists or not. */
export async function assertClientProgramme(db: DbOrTx, clientId: string, programId: number): Promise<void> {
  const [link] = await db
    .select({ programId: clientPrograms.programId })
    .from(clientPrograms)
    .where(and(eq(clientPrograms.clientId, clientId), eq(clientPrograms.programId, programId)));
  if (!link) fail('FORBIDDEN', 'errors.jobexNotYourProgramme');
}

/** The client's programmes and the jobs it posted, newest first, with how many students track each. */
export async function loadClientJobs(db: Db, clientId: string): Promise<ClientJobs> {
  const programmes = await loadClientProgrammes(db, clientId);
  const rows = await db
    .select({
      job: jobexEmployerJobs,
      client: clients,
      poster: { fullName: users.fullName, chineseName: users.chineseName },
      savedCount: sql<number>`count(${jobexUserEmployerJobs.userId})::int`,
      appliedCount: sql<number>`(count(${jobexUserEmployerJobs.userId}) filter (where ${jobexUserEmployerJobs.status} <> 'saved'))::int`,
    })
    .from(jobexEmployerJobs)
    .innerJoin(clients, eq(clients.id, jobexEmployerJobs.clientId))
    .leftJoin(users, eq(users.id, jobexEmployerJobs.createdBy))
    .leftJoin(jobexUserEmployerJobs, eq(jobexUserEmployerJobs.jobId, jobexEmployerJobs.id))
    .where(eq(jobexEmployerJobs.clientId, clientId))
    .groupBy(jobexEmployerJobs.id, clients.id, users.id)
    .orderBy(desc(jobexEmployerJobs.createdAt));
  return {
    programmes,
    jobs: rows.map(({ job, client, poster, savedCount, appliedCount }) => ({
      ...toEmployerJobView(job, client, poster),
      savedCount,
      appliedCount,
    })),
  };
}

/** Posts a job for one of the client's programmes, or edits one of the client's own jobs. */
export async function upsertEmployerJob(
  db: Db,
  { clientId, userId, job, now }: { clientId: string; userId: string; job: EmployerJobInput; now: Date },
): Promise<{ id: string }> {
  return db.transaction(async (tx) => {
    await assertClientProgramme(tx, clientId, job.programId);
    const { id, ...fields } = job;
    if (!id) {
      const [row] = await tx
        .insert(jobexEmployerJobs)
        .values({ ...fields, clientId, createdBy: userId, createdAt: now, updatedAt: now })
        .returning({ id: jobexEmployerJobs.id });
      return row!;
    }
    const [row] = await tx
      .update(jobexEmployerJobs)
      .set({ ...fields, updatedAt: now })
      .where(and(eq(jobexEmployerJobs.id, id), eq(jobexEmployerJobs.clientId, clientId)))
      .returning({ id: jobexEmployerJobs.id });
    if (!row) fail('NOT_FOUND', 'errors.jobexJobNotFound');
    return row;
  });
}
