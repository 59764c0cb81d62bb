import { z } from 'zod';
import { requireOwnPlanWrite } from '../../services/admission/plan-access.ts';
import {
  clearUserChoices as clearChoices,
  deleteUserChoice as deleteChoice,
  saveUserChoices as saveChoices,
} from '../../services/admission/save-user-choices.ts';
import { recordAccess } from '../../services/privacy/staff-access.ts';
import { signedInProcedure } from '../../trpc/procedures.ts';
import { choicesResult, programIdInput, saveChoicesInput, userIdInput } from './shapes.ts';

// The Dec Submission list. Only the student (or an admin) changes it: teachers and parents read it.

/** Spec abs-saveUserChoices: the ranked list becomes `programIds` (1…n, n ≤ 20), atomically. */
export const saveUserChoices = signedInProcedure
  .input(saveChoicesInput)
  .output(choicesResult)
  .mutation(async ({ ctx, input }) => {
    const { target } = await requireOwnPlanWrite(ctx, input.userId);
    await recordAccess(ctx, { area: 'plan', action: 'change', studentIds: [target.id] });
    const choices = await saveChoices(ctx.deps.db, {
      userId: target.id,
      programIds: input.programIds,
      now: ctx.deps.now(),
    });
    return { choices };
  });

/** Deletes one choice; the ones after it move up. */
export const deleteUserChoice = signedInProcedure
  .input(z.object({ userId: userIdInput.optional(), programId: programIdInput }))
  .output(choicesResult)
  .mutation(async ({ ctx, input }) => {
    const { target } = await requireOwnPlanWrite(ctx, input.userId);
    await recordAccess(ctx, { area: 'plan', action: 'change', studentIds: [target.id] });
    const choices = await deleteChoice(ctx.deps.db, {
      userId: target.id,
      programId: input.programId,
      now: ctx.deps.now(),
    });
    return { choices };
  });

/** "Clear All Choices" (after the page's confirmation). Reactions stay. */
export const clearUserChoices = signedInProcedure
  .input(z.object({ userId: userIdInput.optional() }).optional())
  .output(choicesResult)
  .mutation(async ({ ctx, input }) => {
    const { target } = await requireOwnPlanWrite(ctx, input?.userId);
    await recordAccess(ctx, { area: 'plan', action: 'change', studentIds: [target.id] });
    await clearChoices(ctx.deps.db, { userId: target.id, now: ctx.deps.now() });
    return { choices: [] };
  });
