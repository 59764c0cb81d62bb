import { z } from 'zod';
import { updateTeacherStatus } from '../../services/teacher/update-teacher-status.ts';
import { staffProcedure } from '../../trpc/procedures.ts';
import { employmentStatus, selectableEmploymentStatus, userIdInput } from './shapes.ts';

/**
 * Spec updateTeacher: a principal of the teacher's school (or an admin) sets a teacher's status to
 * Active, Inactive or Unrecognized (spec 2 §4; who may is the domain's canChangeTeacherStatus).
 * `oldEmploymentStatus` is what the caller saw: if someone changed it meanwhile, nothing is written.
 */
export const updateTeacher = staffProcedure
  .input(
    z.object({
      userId: userIdInput,
      employmentStatus: selectableEmploymentStatus,
      oldEmploymentStatus: employmentStatus,
    }),
  )
  .output(z.object({ userId: z.string(), employmentStatus: selectableEmploymentStatus }))
  .mutation(async ({ ctx, input }) => {
    await updateTeacherStatus(ctx.deps.db, {
      actor: ctx.user,
      userId: input.userId,
      employmentStatus: input.employmentStatus,
      oldEmploymentStatus: input.oldEmploymentStatus,
      now: ctx.deps.now(),
    });
    return { userId: input.userId, employmentStatus: input.employmentStatus };
  });
