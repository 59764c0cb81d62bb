import { recordAccess } from '../../services/privacy/staff-access.ts';
import { requireSlpEdit } from '../../services/slp/slp-access.ts';
import { upsertSlp } from '../../services/slp/upsert-slp.ts';
import { signedInProcedure } from '../../trpc/procedures.ts';
import { upsertSlpInput } from './shapes.ts';

/** Spec upsertUserSLP: original, gpt (and step 2's professions); every changed text is a new version. */
export const upsertUserSLP = signedInProcedure.input(upsertSlpInput).mutation(async ({ ctx, input }) => {
  const { target } = await requireSlpEdit(ctx, input.userId);
  await recordAccess(ctx, { area: 'slp', action: 'change', studentIds: [target.id] });
  return upsertSlp(ctx.deps.db, {
    userId: target.id,
    savedBy: ctx.user.row.id,
    original: input.original,
    gpt: input.gpt,
    professionIds: input.professionIds,
    now: ctx.deps.now(),
  });
});
