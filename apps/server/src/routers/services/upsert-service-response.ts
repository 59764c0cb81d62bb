import { z } from 'zod';
import { resolveResponder } from '../../services/events/acting-for.ts';
import { respondToService } from '../../services/services/respond-to-service.ts';
import { signedInProcedure } from '../../trpc/procedures.ts';
import { serviceIdInput, serviceView } from './shapes.ts';

/**
 * Spec service-upsertServiceResponse: a student applies to (Yes) or leaves (No) a service such as
 * Bluebird Seed, whose tile then asks for the parent's consent. For oneself, or a student by their
 * school's teacher or an admin.
 */
export const upsertServiceResponse = signedInProcedure
  .input(
    z.object({
      serviceId: serviceIdInput,
      response: z.enum(['Yes', 'No'], { message: 'events.errors.invalidServiceResponse' }),
      userId: z.uuid({ message: 'errors.notFound' }).nullish(),
    }),
  )
  .output(z.object({ service: serviceView }))
  .mutation(async ({ ctx, input }) => {
    const target = await resolveResponder(ctx.deps.db, ctx.user, input.userId);
    const service = await respondToService(ctx.deps.db, {
      target,
      serviceId: input.serviceId,
      response: input.response,
      now: ctx.deps.now(),
    });
    return { service };
  });
