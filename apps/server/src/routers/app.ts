import { hasDemoSchool } from '../services/app/has-demo-school.ts';
import { isSmsVerificationOn } from '../services/settings/get-setting.ts';
import { router } from '../trpc/init.ts';
import { publicProcedure } from '../trpc/procedures.ts';

export const APP_VERSION = '3.0.0';

export const appRouter = router({
  /** Spec call getAppData (type public): what the shell needs before anyone signs in. */
  getAppData: publicProcedure.query(async ({ ctx }) => {
    const { db } = ctx.deps;
    const demo = await hasDemoSchool(db);
    return { smsVerification: await isSmsVerificationOn(db), version: APP_VERSION, demo };
  }),
});
