import { schema } from '@waypoint/db';
import { and, desc, eq, isNull } from 'drizzle-orm';
import { z } from 'zod';
import { requirePlanRead } from '../../services/admission/plan-access.ts';
import { fail } from '../../trpc/errors.ts';
import { signedInProcedure } from '../../trpc/procedures.ts';
import { optionalUserId } from './shapes.ts';

const { parentViewLinks } = schema;

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
    const rows = await ctx.deps.db
      .select()
      .from(parentViewLinks)
      .where(eq(parentViewLinks.userId, target.id))
      .orderBy(desc(parentViewLinks.createdAt))
      .limit(50);
    return rows.map((r) => ({
      id: r.id,
      createdAt: r.createdAt.toISOString(),
      expiresAt: r.expiresAt.toISOString(),
      revokedAt: r.revokedAt?.toISOString() ?? null,
    }));
  });

/** Beyond the spec: whoever may make the child's link may revoke it; it stops opening at once. */
export const revokeParentViewLink = signedInProcedure
  .input(z.object({ id: z.uuid({ message: 'errors.parentLinkInvalid' }) }))
  .output(z.object({ revokedAt: z.string() }))
  .mutation(async ({ ctx, input }) => {
    const [link] = await ctx.deps.db
      .select({ userId: parentViewLinks.userId })
      .from(parentViewLinks)
      .where(eq(parentViewLinks.id, input.id));
    if (!link) fail('NOT_FOUND', 'errors.parentLinkInvalid');
    await requirePlanRead(ctx, link.userId);
    const now = ctx.deps.now();
    const [row] = await ctx.deps.db
      .update(parentViewLinks)
      .set({ revokedAt: now })
      .where(and(eq(parentViewLinks.id, input.id), isNull(parentViewLinks.revokedAt)))
      .returning({ revokedAt: parentViewLinks.revokedAt });
    return { revokedAt: (row?.revokedAt ?? now).toISOString() };
  });
