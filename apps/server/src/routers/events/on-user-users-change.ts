import { userUsersChanges } from '../../realtime/user-users.ts';
import { requireSessionAccess } from '../../services/events/votes-access.ts';
import { signedInProcedure } from '../../trpc/procedures.ts';
import { sessionInput } from './votes-shapes.ts';

/**
 * Spec 1 §4.3 realtime: a notice for each vote or shortlist change of one session (over SSE), fed by
 * PostgreSQL LISTEN/NOTIFY so that writes on any server process reach it. Access as the list; the client
 * refetches the list, which applies the caller's view. Ends when the client goes away.
 */
export const onUserUsersChange = signedInProcedure.input(sessionInput).subscription(async function* ({
  ctx,
  input,
  signal,
}) {
  await requireSessionAccess(ctx.deps.db, ctx.user, input.sessionId);
  yield* userUsersChanges(ctx.deps.database, input.sessionId, signal);
});
