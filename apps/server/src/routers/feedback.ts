import { schema } from '@waypoint/db';
import { z } from 'zod';
import { fileIdFromUrl } from '../http/files.ts';
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
      if (!ctx.deps.limiter.hit(`feedback:${ctx.ip}`, 10, 60 * 60_000))
        fail('TOO_MANY_REQUESTS', 'errors.tooManyRequests');
      if (input.photoLink && !fileIdFromUrl(input.photoLink)) fail('BAD_REQUEST', 'errors.invalidFileLink');
      const [row] = await ctx.deps.db
        .insert(schema.feedback)
        .values({
          userId: ctx.user?.row.id ?? null,
          name: input.name,
          email: input.email,
          feedback: input.feedback,
          photoLink: input.photoLink ?? null,
          programId: input.programId ?? null,
        })
        .returning({ id: schema.feedback.id });
      return { id: row!.id };
    }),
});
