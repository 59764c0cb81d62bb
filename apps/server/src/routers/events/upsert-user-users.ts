import { z } from 'zod';
import { requireSessionAccess } from '../../services/events/votes-access.ts';
import { loadSessionList } from '../../services/events/votes-participants.ts';
import { upsertSessionVotes } from '../../services/events/votes-upsert.ts';
import { signedInProcedure } from '../../trpc/procedures.ts';
import { myVote, upsertUserUsersInput } from './votes-shapes.ts';

/**
 * Spec event-upsertUserUsers: the caller's likes, dislikes and remarks (anyone on the list, themselves
 * included) and, for staff, grades and shortlist order. Every open list of the session is told.
 */
export const upsertUserUsers = signedInProcedure
  .input(upsertUserUsersInput)
  .output(z.object({ myVotes: z.array(myVote) }))
  .mutation(async ({ ctx, input }) => {
    const access = await requireSessionAccess(ctx.deps.db, ctx.user, input.sessionId);
    await upsertSessionVotes(ctx.deps.db, { access, votes: input.userUsers, now: ctx.deps.now() });
    const list = await loadSessionList(ctx.deps.db, access);
    return { myVotes: list.myVotes };
  });
