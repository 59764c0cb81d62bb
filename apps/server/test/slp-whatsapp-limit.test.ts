import { schema, seedDemoEvents } from '@waypoint/db';
import { hkDateString, hkInstant, SLP_WHATSAPP_LIMIT, SLP_WHATSAPP_WINDOW_MS } from '@waypoint/domain';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, signIn, type TestApp } from './harness.ts';

const { outboxMessages, users } = schema;

/**
 * slp.sendSLPWhatsAppRecord is limited per student in the database (issue 22 item 14): past the limit the
 * caller gets 429 in their language and nothing is queued. On PostgreSQL the parallel case runs in separate
 * connections at once, as two server processes would.
 */
describe('the SLP WhatsApp send limit', () => {
  let t: TestApp;
  let writer: string; // 91000029 attended today's seminar (seed): the SLP writer is open.
  let admin: string;
  let writerId: string;
  let otherId: string;

  beforeAll(async () => {
    // Midday in Hong Kong: one fixed day, whatever the hour of the run (the seeded attendance's window closes
    // at 23:59 the day after the seminar, slpAccess).
    t = await createTestApp({ now: hkInstant(hkDateString(new Date()), '12:00') });
    await t.deps.db.transaction((tx) => seedDemoEvents(tx, t.clock.now));
    writer = await signIn(t, '91000029');
    admin = await signIn(t, '90000001');
    const idOf = async (phone: string) =>
      (await t.deps.db.select({ id: users.id }).from(users).where(eq(users.phone, phone)))[0]!.id;
    writerId = await idOf('91000029');
    otherId = await idOf('91000001');
    const saved = await t.call(
      'slp.upsertUserSLP',
      { original: 'I led our robotics team.' },
      { cookie: writer },
    );
    expect(saved.status).toBe(200);
    const forOther = await t.call(
      'slp.upsertUserSLP',
      { userId: otherId, original: 'I coached the junior choir.' },
      { cookie: admin },
    );
    expect(forOther.status).toBe(200);
  });
  afterAll(() => t.close());

  const send = (cookie: string, opts: { userId?: string; lang?: 'en' | 'zh-HK' } = {}) =>
    t.call(
      'slp.sendSLPWhatsAppRecord',
      { selectedSLPType: 'original', ...(opts.userId ? { userId: opts.userId } : {}) },
      { cookie, lang: opts.lang ?? 'en' },
    );

  const queuedFor = async (studentId: string) =>
    (
      await t.deps.db
        .select({ id: outboxMessages.id })
        .from(outboxMessages)
        .where(
          sql`${outboxMessages.meta}->>'kind' = 'slpDraft' and ${outboxMessages.meta}->>'studentId' = ${studentId}`,
        )
    ).length;

  it('sends five in ten minutes, then answers 429 in the caller’s language and queues nothing', async () => {
    for (let i = 0; i < SLP_WHATSAPP_LIMIT.sends; i++) expect((await send(writer)).status).toBe(200);
    const sixth = await send(writer);
    expect(sixth.status).toBe(429);
    expect(sixth.error?.data.code).toBe('TOO_MANY_REQUESTS');
    expect(sixth.error?.message).toBe(
      'You can send your SLP to WhatsApp at most 5 times in 10 minutes. Please try again later.',
    );
    const zh = await send(writer, { lang: 'zh-HK' });
    expect(zh.status).toBe(429);
    expect(zh.error?.message).toBe('每 10 分鐘最多可將 SLP 傳送到 WhatsApp 5 次，請稍後再試。');
    expect(await queuedFor(writerId)).toBe(SLP_WHATSAPP_LIMIT.sends);
  });

  it('counts per student, whoever presses the button: an admin cannot go past it, another student is free', async () => {
    expect((await send(admin, { userId: writerId })).status).toBe(429);
    expect((await send(admin, { userId: otherId })).status).toBe(200);
    expect(await queuedFor(writerId)).toBe(SLP_WHATSAPP_LIMIT.sends);
    expect(await queuedFor(otherId)).toBe(1);
  });

  it('opens again when the window has passed, and holds under 20 sends at once', async () => {
    t.clock.advance(SLP_WHATSAPP_WINDOW_MS + 1000);
    const results = await Promise.all(Array.from({ length: 20 }, () => send(writer)));
    const statuses = results.map((r) => r.status).sort();
    expect(statuses).toEqual([
      ...Array.from({ length: SLP_WHATSAPP_LIMIT.sends }, () => 200),
      ...Array.from({ length: 20 - SLP_WHATSAPP_LIMIT.sends }, () => 429),
    ]);
    expect(await queuedFor(writerId)).toBe(2 * SLP_WHATSAPP_LIMIT.sends);
  }, 30_000);
});
