import { type Db, schema } from '@waypoint/db';
import type { JobTrackStatus } from '@waypoint/domain';
import { and, asc, eq, inArray, or, sql } from 'drizzle-orm';
import { fail } from '../errors.ts';
import { type StudentJobView, toEmployerJobView } from './shapes.ts';

const { jobexEmployerJobs, jobexUserEmployerJobs, clients, users } = schema;

/**
 * getEmployers: the open jobs posted for the student's programme, and every job the student already
 * tracks (a job closed after it was saved stays in the tracker). Soonest deadline first.
 */
export async function listStudentJobs(
  db: Db,
  { userId, programId }: { userId: string; programId: number | null },
): Promise<StudentJobView[]> {
  const visible = or(
    programId === null
      ? sql`false`
      : and(eq(jobexEmployerJobs.programId, programId), eq(jobexEmployerJobs.status, 'open')),
    sql`${jobexUserEmployerJobs.userId} is not null`,
  );
  const rows = await db
    .select({
      job: jobexEmployerJobs,
      client: clients,
      poster: { fullName: users.fullName, chineseName: users.chineseName },
      tracking: jobexUserEmployerJobs,
    })
    .from(jobexEmployerJobs)
    .innerJoin(clients, eq(clients.id, jobexEmployerJobs.clientId))
    .leftJoin(users, eq(users.id, jobexEmployerJobs.createdBy))
    .leftJoin(
      jobexUserEmployerJobs,
      and(eq(jobexUserEmployerJobs.jobId, jobexEmployerJobs.id), eq(jobexUserEmployerJobs.userId, userId)),
    )
    .where(visible)
    .orderBy(sql`${jobexEmployerJobs.deadline} asc nulls last`, asc(jobexEmployerJobs.createdAt));
  return rows.map(({ job, client, poster, tracking }) => ({
    ...toEmployerJobView(job, client, poster),
    tracking: tracking
      ? {
          status: tracking.status as JobTrackStatus,
          note: tracking.note,
          updatedAt: tracking.updatedAt.toISOString(),
        }
      : null,
  }));
}

export interface UserEmployerJobInput {
  jobId: string;
  status: JobTrackStatus;
  note: string | null;
}

/**
 * upsertUserEmployerJobs: saves or updates the student's tracking of jobs, or with `remove` drops them.
 * A job the student may not see (another programme's, or closed and never saved) is "not found", and
 * then nothing is written.
 */
export async function upsertUserEmployerJobs(
  db: Db,
  {
    userId,
    programId,
    items,
    remove,
    now,
  }: { userId: string; programId: number | null; items: UserEmployerJobInput[]; remove: boolean; now: Date },
): Promise<void> {
  await db.transaction(async (tx) => {
    const ids = [...new Set(items.map((i) => i.jobId))];
    const jobs = await tx
      .select({
        id: jobexEmployerJobs.id,
        programId: jobexEmployerJobs.programId,
        status: jobexEmployerJobs.status,
      })
      .from(jobexEmployerJobs)
      .where(inArray(jobexEmployerJobs.id, ids));
    const tracked = new Set(
      (
        await tx
          .select({ jobId: jobexUserEmployerJobs.jobId })
          .from(jobexUserEmployerJobs)
          .where(and(eq(jobexUserEmployerJobs.userId, userId), inArray(jobexUserEmployerJobs.jobId, ids)))
      ).map((r) => r.jobId),
    );
    const byId = new Map(jobs.map((j) => [j.id, j]));
    for (const id of ids) {
      const job = byId.get(id);
      const mayTrack = job && (tracked.has(id) || (job.programId === programId && job.status === 'open'));
      if (!mayTrack) fail('NOT_FOUND', 'errors.jobexJobNotFound');
    }
    if (remove) {
      await tx
        .delete(jobexUserEmployerJobs)
        .where(and(eq(jobexUserEmployerJobs.userId, userId), inArray(jobexUserEmployerJobs.jobId, ids)));
      return;
    }
    for (const item of items) {
      const set = { status: item.status, note: item.note, updatedAt: now };
      await tx
        .insert(jobexUserEmployerJobs)
        .values({ userId, jobId: item.jobId, ...set })
        .onConflictDoUpdate({ target: [jobexUserEmployerJobs.userId, jobexUserEmployerJobs.jobId], set });
    }
  });
}
