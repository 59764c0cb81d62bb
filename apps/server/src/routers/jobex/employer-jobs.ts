import { loadClientJobs, upsertEmployerJob as upsertJob } from '../../services/jobex/client-jobs.ts';
import { listProgrammeStudents } from '../../services/jobex/programme-students.ts';
import {
  listStudentJobs,
  upsertUserEmployerJobs as upsertTracking,
} from '../../services/jobex/student-jobs.ts';
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
 * an admin sees any programme's.
 */
export const getUsersByProgramId = signedInProcedure.input(programIdInput).query(({ ctx, input }) => {
  if (ctx.user.isAdmin)
    return listProgrammeStudents(ctx.deps.db, { clientId: null, programId: input.programId });
  const clientId = approvedClientId(ctx.user);
  return listProgrammeStudents(ctx.deps.db, { clientId, programId: input.programId });
});
