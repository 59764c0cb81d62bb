import { schema } from '@waypoint/db';
import { eq } from 'drizzle-orm';
import { z } from 'zod';
import { fail } from '../../trpc/errors.ts';
import { publicProcedure } from '../../trpc/procedures.ts';
import { addUserClickInput } from './shapes.ts';

const { advertisements, advertisementClicks } = schema;

/**
 * Spec achievejupas-addUserClick: a click on a discipline's advertisement banner in the deck. Anyone may
 * click (the demo deck has no sign-in); the clicker is kept when signed in.
 */
export const addUserClick = publicProcedure
  .input(addUserClickInput)
  .output(z.object({ recorded: z.boolean() }))
  .mutation(async ({ ctx, input }) => {
    if (!ctx.deps.limiter.hit(`adClick:${ctx.ip}`, 60, 60_000))
      fail('TOO_MANY_REQUESTS', 'errors.tooManyRequests');
    const [ad] = input.adv
      ? await ctx.deps.db
          .select({
            id: advertisements.id,
            disciplineId: advertisements.disciplineId,
            groupId: advertisements.disciplineGroupId,
          })
          .from(advertisements)
          .where(eq(advertisements.id, input.adv))
      : [];
    if (input.adv && !ad) fail('NOT_FOUND', 'errors.notFound');
    await ctx.deps.db.insert(advertisementClicks).values({
      advertisementId: ad?.id ?? null,
      disciplineId: input.disciplineId ?? ad?.disciplineId ?? null,
      disciplineGroupId: input.disciplineGroupId ?? ad?.groupId ?? null,
      userId: ctx.user?.row.id ?? null,
      createdAt: ctx.deps.now(),
    });
    return { recorded: true };
  });
