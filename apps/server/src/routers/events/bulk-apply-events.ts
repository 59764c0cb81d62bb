import { z } from 'zod';
import { updateEventResponse as changeResponse } from '../../services/events/update-event-response.ts';
import { signedInProcedure } from '../../trpc/procedures.ts';
import { eventIdInput, responseResult } from './shapes.ts';

/** Spec event-bulkApplyEvents: apply to several sessions at once; all or none (one transaction). */
export const bulkApplyEvents = signedInProcedure
  .input(
    z.object({
      targetEvents: z
        .array(z.object({ id: eventIdInput }))
        .min(1)
        .max(20),
    }),
  )
  .output(z.object({ results: z.array(responseResult.extend({ eventId: z.string() })) }))
  .mutation(async ({ ctx, input }) => {
    const now = ctx.deps.now();
    const ids = [...new Set(input.targetEvents.map((e) => e.id))];
    const results = await ctx.deps.db.transaction(async (tx) => {
      const out = [];
      for (const eventId of ids) {
        const { promotedUserId: _p, ...r } = await changeResponse(tx, {
          eventId,
          userId: ctx.user.row.id,
          response: 'Yes',
          actor: { id: ctx.user.row.id, isAdmin: ctx.user.isAdmin },
          now,
        });
        out.push({ eventId, ...r });
      }
      return out;
    });
    return { results };
  });
