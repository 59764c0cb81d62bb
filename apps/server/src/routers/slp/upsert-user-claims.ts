import { recordAccess } from '../../services/privacy/staff-access.ts';
import { requireSlpEdit } from '../../services/slp/slp-access.ts';
import { upsertClaims } from '../../services/slp/upsert-claims.ts';
import { signedInProcedure } from '../../trpc/procedures.ts';
import { upsertClaimsInput } from './shapes.ts';

/** Spec upsertUserClaims: the strength and the claims, the whole set at once. */
export const upsertUserClaims = signedInProcedure
  .input(upsertClaimsInput)
  .mutation(async ({ ctx, input }) => {
    const { target } = await requireSlpEdit(ctx, input.userId);
    await recordAccess(ctx, { area: 'slp', action: 'change', studentIds: [target.id] });
    await upsertClaims(ctx.deps.db, { userId: target.id, claims: input.userClaims, now: ctx.deps.now() });
    return { ok: true as const };
  });
