import { requireSessionAccess } from '../../services/events/votes-access.ts';
import { loadSessionList } from '../../services/events/votes-participants.ts';
import { signedInProcedure } from '../../trpc/procedures.ts';
import { sessionInput, sessionList } from './votes-shapes.ts';

/**
 * Spec event-getSessionParticipants: the session student list with its tabs, cut to the caller (spec 1 §6).
 * Admins; active teachers for their school's people; people on the session.
 */
export const getSessionParticipants = signedInProcedure
  .input(sessionInput)
  .output(sessionList)
  .query(async ({ ctx, input }) =>
    ctx.deps.db.transaction(async (tx) => {
      const access = await requireSessionAccess(tx, ctx.user, input.sessionId);
      return loadSessionList(tx, access);
    }),
  );
