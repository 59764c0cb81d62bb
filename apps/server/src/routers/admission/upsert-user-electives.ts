import { z } from 'zod';
import { loadElectives } from '../../services/admission/load-student-plan.ts';
import { requireOwnPlanWrite } from '../../services/admission/plan-access.ts';
import { upsertUserElectives as upsertElectives } from '../../services/admission/upsert-user-electives.ts';
import { recordAccess } from '../../services/privacy/staff-access.ts';
import { signedInProcedure } from '../../trpc/procedures.ts';
import { electiveRow, upsertElectivesInput } from './shapes.ts';

/** Spec upsertUserElectives: electives by choice order (1–3, 4 Math Options). The student (or an admin). */
export const upsertUserElectives = signedInProcedure
  .input(upsertElectivesInput)
  .output(z.object({ electives: z.array(electiveRow) }))
  .mutation(async ({ ctx, input }) => {
    const { target } = await requireOwnPlanWrite(ctx, input.userId);
    await recordAccess(ctx, { area: 'plan', action: 'change', studentIds: [target.id] });
    await upsertElectives(ctx.deps.db, { target, electives: input.electives, now: ctx.deps.now() });
    return { electives: await loadElectives(ctx.deps.db, target.id) };
  });
