import { z } from 'zod';
import { listEventViews } from '../../services/events/event-views.ts';
import { listServiceViews } from '../../services/services/service-views.ts';
import { fail } from '../../trpc/errors.ts';
import { publicProcedure } from '../../trpc/procedures.ts';
import { eventView } from '../events/shapes.ts';
import { serviceIdInput, serviceView } from './shapes.ts';

/** Route /services/:id (alias /survey/:id): one service with the sessions the viewer may see. */
export const getService = publicProcedure
  .input(z.object({ id: serviceIdInput }))
  .output(z.object({ service: serviceView, events: z.array(eventView) }))
  .query(async ({ ctx, input }) => {
    const [service] = await listServiceViews(ctx.deps.db, {
      userId: ctx.user?.row.id ?? null,
      serviceId: input.id,
    });
    if (!service) fail('NOT_FOUND', 'events.errors.serviceNotFound');
    const events = await listEventViews(ctx.deps.db, {
      viewer: ctx.user,
      now: ctx.deps.now(),
      serviceId: input.id,
    });
    return { service, events };
  });
