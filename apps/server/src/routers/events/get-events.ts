import { z } from 'zod';
import { listEventViews } from '../../services/events/event-views.ts';
import { publicProcedure } from '../../trpc/procedures.ts';
import { eventView } from './shapes.ts';

/**
 * The event list (spec 1 §2.4). Visitors see open sessions; signed-in people see what their role allows
 * (students Work, plus CamX for camx-applicant; teachers their school's and open sessions; admins all),
 * each with their own response, remaining seats and waiting-list place.
 */
export const getEvents = publicProcedure
  .input(z.object({ serviceId: z.string().max(100).optional() }).optional())
  .output(z.object({ events: z.array(eventView) }))
  .query(async ({ ctx, input }) => {
    const events = await listEventViews(ctx.deps.db, {
      viewer: ctx.user,
      now: ctx.deps.now(),
      serviceId: input?.serviceId,
    });
    return { events };
  });
