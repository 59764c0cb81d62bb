import { SETTING_SMS_VERIFICATION, setSetting } from '@waypoint/db';
import { z } from 'zod';
import { listAppSettings } from '../services/admin/list-app-settings.ts';
import { listOutboxMessages } from '../services/admin/list-outbox-messages.ts';
import { router } from '../trpc/init.ts';
import { adminProcedure } from '../trpc/procedures.ts';

/** Settings an admin may change from the app; internal keys (the server secret) are never listed. */
const settingInput = z.discriminatedUnion('key', [
  z.object({ key: z.literal(SETTING_SMS_VERIFICATION), value: z.enum(['TRUE', 'FALSE']) }),
]);
const EDITABLE_KEYS = new Set<string>(settingInput.options.map((o) => o.shape.key.value));

export const adminRouter = router({
  /** What the outbox sent or would send: with the log transport this is where a demo's messages appear. */
  getOutboxMessages: adminProcedure
    .input(z.object({ cursor: z.number().int().positive().optional() }))
    .query(async ({ ctx, input }) => listOutboxMessages(ctx.deps.db, { cursor: input.cursor })),

  getAppSettings: adminProcedure.query(async ({ ctx }) => listAppSettings(ctx.deps.db, EDITABLE_KEYS)),

  setAppSetting: adminProcedure.input(settingInput).mutation(async ({ ctx, input }) => {
    await setSetting(ctx.deps.db, input.key, input.value);
    return { ok: true as const };
  }),
});
