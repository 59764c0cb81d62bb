import { AI_KINDS, hkDayStart } from '@waypoint/domain';
import { z } from 'zod';
import { providerFor } from '../../ai/providers.ts';
import { aiUsageBySchool, listAiRequestLogs } from '../../services/ai/ai-request-logs.ts';
import { aiAllowance } from '../../services/ai/ai-requests.ts';
import { router } from '../../trpc/init.ts';
import { adminProcedure, signedInProcedure } from '../../trpc/procedures.ts';

export const aiRouter = router({
  /** Which provider answers, the day's quota and the cooldowns still running: the GO button's state. */
  getAiStatus: signedInProcedure.query(async ({ ctx }) => {
    const allowance = await aiAllowance(ctx.deps.db, ctx.user, ctx.deps.now());
    const provider = providerFor(ctx.deps.config.ai);
    return {
      provider: provider.name,
      imageAvailable: Boolean(ctx.deps.config.ai.baseUrl && ctx.deps.config.ai.imageModel),
      ...allowance,
    };
  }),
  /**
   * Spec 3 §3 AI request log, for admins: every request with its prompt (personal data stripped), and the
   * safeguarding alert it raised, if any.
   */
  getAiRequestLogs: adminProcedure
    .input(
      z.object({
        cursor: z.number().int().positive().optional(),
        schoolId: z.string().max(100).optional(),
        kind: z.enum(AI_KINDS).optional(),
        alertsOnly: z.boolean().optional(),
      }),
    )
    .query(({ ctx, input }) => listAiRequestLogs(ctx.deps.db, input)),
  /** Requests per school over the last N days (HK days, today included). */
  getAiUsageBySchool: adminProcedure
    .input(z.object({ days: z.number().int().min(1).max(366).default(30) }))
    .query(({ ctx, input }) => {
      const since = new Date(hkDayStart(ctx.deps.now()).getTime() - (input.days - 1) * 86_400_000);
      return aiUsageBySchool(ctx.deps.db, { since });
    }),
});
