import { SETTING_SMS_VERIFICATION, schema, setSetting } from '@waypoint/db';
import { desc, lt } from 'drizzle-orm';
import { z } from 'zod';
import { router } from '../trpc/init.ts';
import { adminProcedure } from '../trpc/procedures.ts';

const { outboxMessages, appSettings } = schema;
const PAGE = 50;
/** Settings an admin may change from the app; internal keys (the server secret) are never listed. */
const settingInput = z.discriminatedUnion('key', [
  z.object({ key: z.literal(SETTING_SMS_VERIFICATION), value: z.enum(['TRUE', 'FALSE']) }),
]);
const EDITABLE_KEYS = new Set<string>(settingInput.options.map((o) => o.shape.key.value));

export const adminRouter = router({
  /** What the outbox sent or would send: with the log transport this is where a demo's messages appear. */
  getOutboxMessages: adminProcedure
    .input(z.object({ cursor: z.number().int().positive().optional() }))
    .query(async ({ ctx, input }) => {
      const rows = await ctx.deps.db
        .select()
        .from(outboxMessages)
        .where(input.cursor ? lt(outboxMessages.id, input.cursor) : undefined)
        .orderBy(desc(outboxMessages.id))
        .limit(PAGE + 1);
      const items = rows.slice(0, PAGE).map((r) => ({
        id: r.id,
        channel: r.channel,
        recipient: r.recipient,
        subject: r.subject,
        body: r.body,
        status: r.status,
        attempts: r.attempts,
        transport: r.transport,
        lastError: r.lastError,
        createdAt: r.createdAt.toISOString(),
        sentAt: r.sentAt?.toISOString() ?? null,
      }));
      return { items, nextCursor: rows.length > PAGE ? items[items.length - 1]!.id : null };
    }),

  getAppSettings: adminProcedure.query(async ({ ctx }) => {
    const rows = await ctx.deps.db.select().from(appSettings);
    return rows.filter((r) => EDITABLE_KEYS.has(r.key)).map((r) => ({ key: r.key, value: r.value }));
  }),

  setAppSetting: adminProcedure.input(settingInput).mutation(async ({ ctx, input }) => {
    await setSetting(ctx.deps.db, input.key, input.value);
    return { ok: true as const };
  }),
});
