import { ROLE_UNI_STUDENT } from '@waypoint/domain';
import { fail } from '../../trpc/errors.ts';
import { approvedClientId, signedInProcedure } from '../../trpc/procedures.ts';

/**
 * Spec 3 §6: university students use the job-experience service. An admin may try it on their own rows;
 * a secondary-school student, a teacher or a client may not keep a CV here.
 */
export const universityStudentProcedure = signedInProcedure.use(({ ctx, next }) => {
  if (!ctx.user.isAdmin && !ctx.user.roles.includes(ROLE_UNI_STUDENT))
    fail('FORBIDDEN', 'errors.jobexStudentsOnly');
  return next();
});

/** An approved university client acts for the organisation on its account (`users.client_id`) and nothing else. */
export const universityClientProcedure = signedInProcedure.use(({ ctx, next }) =>
  next({ ctx: { ...ctx, clientId: approvedClientId(ctx.user) } }),
);
