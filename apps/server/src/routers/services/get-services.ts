import { z } from 'zod';
import { listServiceViews } from '../../services/services/service-views.ts';
import { publicProcedure } from '../../trpc/procedures.ts';
import { serviceView } from './shapes.ts';

/** The services list (public); signed-in people also get their own service response and consent state. */
export const getServices = publicProcedure
  .output(z.object({ services: z.array(serviceView) }))
  .query(async ({ ctx }) => ({
    services: await listServiceViews(ctx.deps.db, { userId: ctx.user?.row.id ?? null }),
  }));
