import { z } from 'zod';
import { sessionsForPicker } from '../../services/events/votes-sessions.ts';
import { signedInProcedure } from '../../trpc/procedures.ts';
import { sessionSummary } from './votes-shapes.ts';

/**
 * Beyond the spec's calls: the sessions whose student list the caller may open (the /sessions picker).
 * Admins all; active teachers their school's; others the sessions they are on.
 */
export const getSessionPicker = signedInProcedure
  .output(z.array(sessionSummary))
  .query(({ ctx }) => sessionsForPicker(ctx.deps.db, { user: ctx.user, now: ctx.deps.now() }));
