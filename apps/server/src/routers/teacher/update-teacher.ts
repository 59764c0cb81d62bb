import { schema } from '@waypoint/db';
import { and, eq } from 'drizzle-orm';
import { z } from 'zod';
import { mayChangeTeacherStatusAt } from '../../services/teacher/school-access.ts';
import { fail } from '../../trpc/errors.ts';
import { staffProcedure } from '../../trpc/procedures.ts';
import { employmentStatus, selectableEmploymentStatus, userIdInput } from './shapes.ts';

const { users, teachers } = schema;

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
    const db = ctx.deps.db;
    const [target] = await db
      .select({ schoolId: teachers.schoolId, isAdmin: users.isAdmin })
      .from(teachers)
      .innerJoin(users, eq(users.id, teachers.userId))
      .where(eq(teachers.userId, input.userId));
    if (!target) fail('NOT_FOUND', 'errors.notFound');
    if (!mayChangeTeacherStatusAt(ctx.user, target.schoolId))
      fail('FORBIDDEN', 'errors.onlyPrincipalChangesStatus');
    // Non-admins never see admin users, so they cannot change them either.
    if (target.isAdmin && !ctx.user.isAdmin) fail('NOT_FOUND', 'errors.notFound');
    // A principal who set themselves Inactive would lock themselves out of their school.
    if (input.userId === ctx.user.row.id && !ctx.user.isAdmin)
      fail('BAD_REQUEST', 'errors.cannotChangeOwnStatus');
    const updated = await db
      .update(teachers)
      .set({ employmentStatus: input.employmentStatus, updatedAt: ctx.deps.now() })
      .where(and(eq(teachers.userId, input.userId), eq(teachers.employmentStatus, input.oldEmploymentStatus)))
      .returning({ userId: teachers.userId });
    if (updated.length === 0) fail('CONFLICT', 'errors.teacherStatusChanged');
    return { userId: input.userId, employmentStatus: input.employmentStatus };
  });
