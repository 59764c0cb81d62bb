import { clientStanding, SEEN_KINDS } from '@waypoint/domain';
import { z } from 'zod';
import { loadHome } from '../../services/home/load-home.ts';
import { markSeen } from '../../services/home/mark-seen.ts';
import { fail } from '../../trpc/errors.ts';
import { router } from '../../trpc/init.ts';
import { signedInProcedure } from '../../trpc/procedures.ts';
import { digestProcedures } from './digest.ts';

const markSeenInput = z.object({
  kind: z.enum(SEEN_KINDS),
  /** Comment or tag ids; empty for the visit kinds (studentPlans, programStudents). */
  itemIds: z.array(z.string().trim().min(1).max(40)).max(100).default([]),
});

/**
 * Issue 28: the home's next steps, card statuses and greeting (one statement, decision 028), and the seen
 * state behind "not yet seen". Both act on the signed-in person only; a parent uses their consent link.
 */
export const homeRouter = router({
  read: signedInProcedure.query(async ({ ctx }) => {
    const home = await loadHome(
      { db: ctx.deps.db, now: ctx.deps.now },
      { id: ctx.user.row.id, appRole: ctx.user.appRole },
    );
    if (!home) fail('NOT_FOUND', 'errors.notFound');
    return home;
  }),
  markSeen: signedInProcedure.input(markSeenInput).mutation(({ ctx, input }) =>
    markSeen(ctx.deps.db, {
      userId: ctx.user.row.id,
      kind: input.kind,
      itemIds: input.itemIds,
      staffSchoolId: ctx.user.isActiveTeacher ? (ctx.user.teacher?.schoolId ?? null) : null,
      clientId: clientStanding(ctx.user.row) === 'approved' ? ctx.user.row.clientId : null,
      now: ctx.deps.now(),
    }),
  ),
  ...digestProcedures,
});
