import { updateSession as update } from '../../services/events/votes-sessions.ts';
import { adminProcedure } from '../../trpc/procedures.ts';
import { sessionSummary, updateSessionInput } from './votes-shapes.ts';

/** Spec event-updateSession: edits a session's fields (capacity not below seats taken). Admins only. */
export const updateSession = adminProcedure
  .input(updateSessionInput)
  .output(sessionSummary)
  .mutation(({ ctx, input }) => {
    const { id, ...patch } = input.session;
    return update(ctx.deps.db, { id, patch, now: ctx.deps.now() });
  });
