import { z } from 'zod';
import { enableSlpAccess } from '../../services/slp/enable-slp-access.ts';
import { signedInProcedure } from '../../trpc/procedures.ts';

/** Spec enableUserSLPAccess: the caller's own access, re-read from their attendance records. */
export const enableUserSLPAccess = signedInProcedure
  .input(z.object({ existSLPRecord: z.boolean().optional() }).optional())
  .mutation(({ ctx }) => enableSlpAccess(ctx.deps.db, { userId: ctx.user.row.id, now: ctx.deps.now() }));
