import { recordAccess } from '../../services/privacy/staff-access.ts';
import { loadSlp } from '../../services/slp/load-slp.ts';
import { requireSlpRead } from '../../services/slp/slp-access.ts';
import { signedInProcedure } from '../../trpc/procedures.ts';
import { targetUser } from './shapes.ts';

/** The SLP of the caller, or (userId) of a student a teacher or admin opens through the target user. */
export const getUserSLP = signedInProcedure.input(targetUser.optional()).query(async ({ ctx, input }) => {
  const rights = await requireSlpRead(ctx, input?.userId);
  await recordAccess(ctx, { area: 'slp', action: 'view', studentIds: [rights.target.id] });
  return loadSlp(ctx.deps.db, rights);
});
