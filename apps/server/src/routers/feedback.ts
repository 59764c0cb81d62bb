import { z } from 'zod';
import { createFeedback } from '../services/feedback/create-feedback.ts';
import { uploaderKey } from '../storage/uploads.ts';
import { fail } from '../trpc/errors.ts';
import { router } from '../trpc/init.ts';
import { email, requiredText } from '../trpc/inputs.ts';
import { publicProcedure } from '../trpc/procedures.ts';

export const feedbackRouter = router({
  /** Spec call createNewFeedback: anyone may send feedback; a signed-in sender is linked to it. */
  createNewFeedback: publicProcedure
    .input(
      z.object({
        name: requiredText(100),
        email,
        feedback: requiredText(5000),
        photoLink: z.string().max(200).nullish(),
        programId: z.number().int().positive().nullish(),
      }),
    )
    .mutation(async ({ ctx, input }) => {
      if (!(await ctx.deps.limiter.take('feedback', ctx.ip)))
        fail('TOO_MANY_REQUESTS', 'errors.tooManyRequests');
      return createFeedback(
        ctx.deps.db,
        { ...input, photoLink: input.photoLink ?? null, programId: input.programId ?? null },
        {
          userId: ctx.user?.row.id ?? null,
          uploaderKey: uploaderKey(ctx.deps.secret, ctx.ip),
          now: ctx.deps.now(),
        },
      );
    }),
});
