import { SETTING_SMS_VERIFICATION, setSetting } from '@waypoint/db';
import { RETENTION_SETTING_KEYS, RETENTION_SETTINGS, type RetentionSettingKey } from '@waypoint/domain';
import { z } from 'zod';
import { listAppSettings } from '../services/admin/list-app-settings.ts';
import { listOutboxMessages } from '../services/admin/list-outbox-messages.ts';
import { listInactiveStudents } from '../services/privacy/retention-job.ts';
import { loadRetentionSettings, saveRetentionSetting } from '../services/privacy/retention-settings.ts';
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

  /** Retention (docs/privacy.md "Retention (DPP2)"): each setting's value and the bounds the server keeps. */
  getRetentionSettings: adminProcedure.query(async ({ ctx }) => {
    const values = await loadRetentionSettings(ctx.deps.db);
    return RETENTION_SETTING_KEYS.map((key) => ({ key, value: values[key], ...RETENTION_SETTINGS[key] }));
  }),

  setRetentionSetting: adminProcedure
    .input(
      z.object({
        key: z.enum(RETENTION_SETTING_KEYS as [RetentionSettingKey, ...RetentionSettingKey[]]),
        value: z.number(),
      }),
    )
    .mutation(async ({ ctx, input }) => {
      await saveRetentionSetting(ctx.deps.db, input.key, input.value);
      return { ok: true as const };
    }),

  /** Students with no sign-in for the inactiveStudentYears setting: likely left school, for review. */
  getInactiveStudents: adminProcedure.query(async ({ ctx }) => {
    const { inactiveStudentYears } = await loadRetentionSettings(ctx.deps.db);
    return {
      years: inactiveStudentYears,
      ...(await listInactiveStudents(ctx.deps.db, { now: ctx.deps.now(), years: inactiveStudentYears })),
    };
  }),
});
