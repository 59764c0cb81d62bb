import { pageAccessMinSeconds, shouldRecordPageAccess } from '@waypoint/domain';
import { z } from 'zod';
import { recordPageAccess } from '../services/analytics/record-page-access.ts';
import { router } from '../trpc/init.ts';
import { signedInProcedure } from '../trpc/procedures.ts';

export const analyticsRouter = router({
  /** Spec call insertPageAccessRecord: kept only for visits of 5 s or more, 3 s in the profession modal (checked here again). */
  insertPageAccessRecord: signedInProcedure
    .input(
      z.object({
        pageKey: z.string().trim().min(1).max(200),
        accessTime: z.iso.datetime(),
        leaveTime: z.iso.datetime(),
      }),
    )
    .mutation(async ({ ctx, input }) => {
      const accessTime = new Date(input.accessTime);
      const leaveTime = new Date(input.leaveTime);
      const now = ctx.deps.now();
      // A visit cannot end in the future (a wrong device clock) or last longer than a day.
      const plausible =
        leaveTime.getTime() <= now.getTime() + 60_000 &&
        leaveTime.getTime() - accessTime.getTime() < 86_400_000;
      if (!plausible || !shouldRecordPageAccess(accessTime, leaveTime, pageAccessMinSeconds(input.pageKey))) {
        return { recorded: false };
      }
      await recordPageAccess(ctx.deps.db, {
        userId: ctx.user.row.id,
        pageKey: input.pageKey,
        accessTime,
        leaveTime,
      });
      return { recorded: true };
    }),
});
