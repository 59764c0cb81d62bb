import { z } from 'zod';
import { loadProgramReactions } from '../../services/admission/load-student-plan.ts';
import { requireOwnPlanWrite } from '../../services/admission/plan-access.ts';
import { upsertUserPrograms as upsertPrograms } from '../../services/admission/upsert-user-reactions.ts';
import { recordAccess } from '../../services/privacy/staff-access.ts';
import { signedInProcedure } from '../../trpc/procedures.ts';
import { programReactionRow, upsertProgramsInput } from './shapes.ts';

/** Spec upsertUserPrograms: likes, dislikes and reasons from the deck. The student (or an admin). */
export const upsertUserPrograms = signedInProcedure
  .input(upsertProgramsInput)
  .output(z.object({ programs: z.array(programReactionRow) }))
  .mutation(async ({ ctx, input }) => {
    const { target } = await requireOwnPlanWrite(ctx, input.userId);
    await recordAccess(ctx, { area: 'plan', action: 'change', studentIds: [target.id] });
    await upsertPrograms(ctx.deps.db, { userId: target.id, programs: input.programs, now: ctx.deps.now() });
    return { programs: await loadProgramReactions(ctx.deps.db, target.id) };
  });
