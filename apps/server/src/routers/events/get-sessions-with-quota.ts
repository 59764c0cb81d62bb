import { z } from 'zod';
import { sessionsWithQuota } from '../../services/events/votes-sessions.ts';
import { staffProcedure } from '../../trpc/procedures.ts';
import { sessionSummary } from './votes-shapes.ts';

/** Spec event-getSessionsWithQuota: upcoming sessions with seats left. Staff (teachers see their school's). */
export const getSessionsWithQuota = staffProcedure.output(z.array(sessionSummary)).query(({ ctx }) =>
  sessionsWithQuota(ctx.deps.db, {
    schoolId: ctx.user.isAdmin ? null : (ctx.user.teacher?.schoolId ?? null),
    now: ctx.deps.now(),
  }),
);
