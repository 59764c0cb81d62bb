import { loadClientJobs, upsertEmployerJob as upsertJob } from '../../services/jobex/client-jobs.ts';
import { listProgrammeStudents } from '../../services/jobex/programme-students.ts';
import {
  listStudentJobs,
  upsertUserEmployerJobs as upsertTracking,
} from '../../services/jobex/student-jobs.ts';
import { recordAccess } from '../../services/privacy/staff-access.ts';
import { approvedClientId, signedInProcedure } from '../../trpc/procedures.ts';
import { universityClientProcedure, universityStudentProcedure } from './access.ts';
import { employerJobInput, programIdInput, upsertUserEmployerJobsInput } from './inputs.ts';

/** jobEX-getEmployers: the jobs of the caller's programme and the ones the caller tracks. */
export const getEmployers = universityStudentProcedure.query(({ ctx }) =>
  listStudentJobs(ctx.deps.db, { userId: ctx.user.row.id, programId: ctx.user.row.programId }),
);

/** jobEX-upsertUserEmployerJobs: save, track or (options.remove) drop jobs of the caller's programme. */
export const upsertUserEmployerJobs = universityStudentProcedure
  .input(upsertUserEmployerJobsInput)
  .mutation(async ({ ctx, input }) => {
    await upsertTracking(ctx.deps.db, {
      userId: ctx.user.row.id,
      programId: ctx.user.row.programId,
      items: input.userEmployerJobs,
      remove: input.options.remove,
      now: ctx.deps.now(),
    });
    return { updated: true };
  });

/** Beyond the spec: the client's programmes and the jobs it posted, with how many students track each. */
export const getClientJobs = universityClientProcedure.query(({ ctx }) =>
  loadClientJobs(ctx.deps.db, ctx.clientId),
);

/** Beyond the spec: a client posts (or edits) a job for one of its own programmes. */
export const upsertEmployerJob = universityClientProcedure
  .input(employerJobInput)
  .mutation(({ ctx, input }) =>
    upsertJob(ctx.deps.db, {
      clientId: ctx.clientId,
      userId: ctx.user.row.id,
      job: input.job,
      now: ctx.deps.now(),
    }),
  );

/**
 * jobEX-getUsersByProgramId: an approved client sees the university students of its own programmes only;
 * an admin sees any programme's. Each student listed is recorded as a jobEX ('cv') view: the list shows
 * their career plan's graduation year and how far they are with the client's jobs.
 */
export const getUsersByProgramId = signedInProcedure.input(programIdInput).query(async ({ ctx, input }) => {
  const clientId = ctx.user.isAdmin ? null : approvedClientId(ctx.user);
  const students = await listProgrammeStudents(ctx.deps.db, { clientId, programId: input.programId });
  await recordAccess(ctx, { area: 'cv', action: 'view', studentIds: students.map((s) => s.userId) });
  return students;
});
