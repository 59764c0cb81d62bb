import { z } from 'zod';
import { listParentViewLinks as loadParentViewLinks } from '../../services/admission/list-parent-view-links.ts';
import { requirePlanRead } from '../../services/admission/plan-access.ts';
import { revokeParentViewLink as revokeLink } from '../../services/admission/revoke-parent-view-link.ts';
import { signedInProcedure } from '../../trpc/procedures.ts';
import { optionalUserId } from './shapes.ts';

const linkRow = z.object({
  id: z.string(),
  createdAt: z.string(),
  expiresAt: z.string(),
  revokedAt: z.string().nullable(),
});

/** Beyond the spec: the child's parent-view links (never their tokens), newest first, for revoking. */
export const listParentViewLinks = signedInProcedure
  .input(optionalUserId.optional())
  .output(z.array(linkRow))
  .query(async ({ ctx, input }) => {
    const { target } = await requirePlanRead(ctx, input?.userId);
    return loadParentViewLinks(ctx.deps.db, target.id);
  });

/** Beyond the spec: whoever may make the child's link may revoke it; it stops opening at once. */
export const revokeParentViewLink = signedInProcedure
  .input(z.object({ id: z.uuid({ message: 'errors.parentLinkInvalid' }) }))
  .output(z.object({ revokedAt: z.string() }))
  .mutation(({ ctx, input }) =>
    revokeLink(ctx.deps.db, { actor: ctx.user, linkId: input.id, now: () => ctx.deps.now() }),
  );
