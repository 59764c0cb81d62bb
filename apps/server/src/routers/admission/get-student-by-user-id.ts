import { loadStudentPlan } from '../../services/admission/load-student-plan.ts';
import { requirePlanRead } from '../../services/admission/plan-access.ts';
import { recordAccess } from '../../services/privacy/staff-access.ts';
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
    // Staff opening the plan see the grades on it too; recorded before anything is read (docs/privacy.md).
    await recordAccess(ctx, { area: ['plan', 'grades'], action: 'view', studentIds: [target.id] });
    const now = ctx.deps.now();
    // One statement: a snapshot of its own, so no transaction is needed around it.
    return loadStudentPlan(ctx.deps.db, { target, access, now });
  });
