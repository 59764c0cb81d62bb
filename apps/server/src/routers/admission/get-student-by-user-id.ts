import { loadStudentPlan } from '../../services/admission/load-student-plan.ts';
import { requirePlanRead } from '../../services/admission/plan-access.ts';
import { signedInProcedure } from '../../trpc/procedures.ts';
import { optionalUserId, studentPlan } from './shapes.ts';

/**
 * Spec abs-getStudentByUserId: one student's plan for the choice-planning page. No `userId` = the caller.
 * The student, an active teacher of their school (read-only) or an admin.
 */
export const getStudentByUserId = signedInProcedure
  .input(optionalUserId.optional())
  .output(studentPlan)
  .query(async ({ ctx, input }) => {
    const { target, access } = await requirePlanRead(ctx, input?.userId);
    const now = ctx.deps.now();
    // One statement: a snapshot of its own, so no transaction is needed around it.
    return loadStudentPlan(ctx.deps.db, { target, access, now });
  });
