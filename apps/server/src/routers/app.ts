import { schema } from '@waypoint/db';
import { eq } from 'drizzle-orm';
import { isSmsVerificationOn } from '../services/settings/get-setting.ts';
import { router } from '../trpc/init.ts';
import { publicProcedure } from '../trpc/procedures.ts';

export const APP_VERSION = '3.0.0';

export const appRouter = router({
  /** Spec call getAppData (type public): what the shell needs before anyone signs in. */
  getAppData: publicProcedure.query(async ({ ctx }) => {
    const { db } = ctx.deps;
    const [demo] = await db
      .select({ id: schema.schools.id })
      .from(schema.schools)
      .where(eq(schema.schools.isDemo, true))
      .limit(1);
    return { smsVerification: await isSmsVerificationOn(db), version: APP_VERSION, demo: demo !== undefined };
  }),
});
