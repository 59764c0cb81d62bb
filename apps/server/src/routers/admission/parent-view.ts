import { loadChoices, loadGrades } from '../../services/admission/load-student-plan.ts';
import {
  createParentViewLink as createLink,
  resolveParentViewLink,
} from '../../services/admission/parent-view-links.ts';
import { loadUser, requirePlanRead } from '../../services/admission/plan-access.ts';
import { fail } from '../../trpc/errors.ts';
import { publicProcedure, signedInProcedure } from '../../trpc/procedures.ts';
import { optionalUserId, parentView, parentViewInput, parentViewLink, userIdInput } from './shapes.ts';

/** Beyond the spec: the student or their teacher makes a 30-day link for a parent to read the plan. */
export const createParentViewLink = signedInProcedure
  .input(optionalUserId.optional())
  .output(parentViewLink)
  .mutation(async ({ ctx, input }) => {
    const { target } = await requirePlanRead(ctx, input?.userId);
    return createLink(ctx.deps.db, { userId: target.id, createdBy: ctx.user.row.id, now: ctx.deps.now() });
  });

/**
 * `/ab3-pv/:userId?t=`: the plan read-only for whoever holds a valid link. A bare id, a wrong token and a
 * lapsed link all answer the same "not found", so the answer never tells which ids exist.
 */
export const getParentView = publicProcedure
  .input(parentViewInput)
  .output(parentView)
  .query(async ({ ctx, input }) => {
    if (!(await ctx.deps.limiter.take('parentView', ctx.ip)))
      fail('TOO_MANY_REQUESTS', 'errors.tooManyRequests');
    if (!input.t || !userIdInput.safeParse(input.userId).success)
      fail('NOT_FOUND', 'errors.parentLinkInvalid');
    const now = ctx.deps.now();
    const expiresAt = await resolveParentViewLink(ctx.deps.db, { userId: input.userId, token: input.t, now });
    if (!expiresAt) fail('NOT_FOUND', 'errors.parentLinkInvalid');
    const student = await loadUser(ctx.deps.db, input.userId);
    return {
      student: {
        preferredName: student.preferredName,
        fullName: student.fullName,
        chineseName: student.chineseName,
      },
      choices: await loadChoices(ctx.deps.db, student.id),
      grades: await loadGrades(ctx.deps.db, {
        userId: student.id,
        hideSchoolPredictions: true,
        sources: ['overallTarget'],
      }),
      expiresAt: expiresAt.toISOString(),
    };
  });
