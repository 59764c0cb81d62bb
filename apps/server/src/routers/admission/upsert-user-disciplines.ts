import { z } from 'zod';
import { loadDisciplineReactions } from '../../services/admission/load-student-plan.ts';
import { requireOwnPlanWrite } from '../../services/admission/plan-access.ts';
import { upsertUserDisciplines as upsertDisciplines } from '../../services/admission/upsert-user-reactions.ts';
import { recordAccess } from '../../services/privacy/staff-access.ts';
import { signedInProcedure } from '../../trpc/procedures.ts';
import { disciplineRow, upsertDisciplinesInput } from './shapes.ts';

/** Spec upsertUserDisciplines: thumbs-up, delete (reaction null) and AI explanations. The student (or an admin). */
export const upsertUserDisciplines = signedInProcedure
  .input(upsertDisciplinesInput)
  .output(z.object({ disciplines: z.array(disciplineRow) }))
  .mutation(async ({ ctx, input }) => {
    const { target } = await requireOwnPlanWrite(ctx, input.userId);
    await recordAccess(ctx, { area: 'plan', action: 'change', studentIds: [target.id] });
    await upsertDisciplines(ctx.deps.db, {
      userId: target.id,
      disciplines: input.disciplines,
      now: ctx.deps.now(),
    });
    return { disciplines: await loadDisciplineReactions(ctx.deps.db, target.id) };
  });
