import { z } from 'zod';
import { recordAdClick } from '../../services/admission/record-ad-click.ts';
import { fail } from '../../trpc/errors.ts';
import { publicProcedure } from '../../trpc/procedures.ts';
import { addUserClickInput } from './shapes.ts';

/**
 * Spec achievejupas-addUserClick: a click on a discipline's advertisement banner in the deck. Anyone may
 * click (the demo deck has no sign-in); the clicker is kept when signed in.
 */
export const addUserClick = publicProcedure
  .input(addUserClickInput)
  .output(z.object({ recorded: z.boolean() }))
  .mutation(async ({ ctx, input }) => {
    if (!(await ctx.deps.limiter.take('adClick', ctx.ip)))
      fail('TOO_MANY_REQUESTS', 'errors.tooManyRequests');
    await recordAdClick(ctx.deps.db, {
      adv: input.adv,
      disciplineId: input.disciplineId,
      disciplineGroupId: input.disciplineGroupId,
      userId: ctx.user?.row.id ?? null,
      now: () => ctx.deps.now(),
    });
    return { recorded: true };
  });
