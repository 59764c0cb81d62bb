import { DEMO_EVENT_IDS, schema, seedDemoEvents } from '@waypoint/db';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { demoIds } from './admission-fixtures.ts';
import { createTestApp, signIn, type TestApp } from './harness.ts';

const { events, eventResponses } = schema;
const E = DEMO_EVENT_IDS;

interface View {
  remainingSeats: number | null;
  userResponse: { response: string; confirmed: boolean } | null;
  viewer: { canConfirm: boolean; canWithdraw: boolean; hasEnded: boolean };
}

/** Issue 24 items 2 and 3: after the end nothing changes a response; a confirmation needs an application. */
describe('events: responses after the end, and confirming without applying', () => {
  let t: TestApp;
  let ids: Record<string, string>;
  const c: Record<string, string> = {};

  beforeAll(async () => {
    t = await createTestApp();
    await t.deps.db.transaction((tx) => seedDemoEvents(tx, t.clock.now));
    ids = await demoIds(t);
    for (const phone of ['90000001', '91000022', '91000016']) c[phone] = await signIn(t, phone);
  });
  afterAll(() => t.close());

  const respond = (
    phone: string,
    id: string,
    response: string,
    extra: Record<string, unknown> = {},
    lang: 'en' | 'zh-HK' = 'en',
  ) =>
    t.call<{ response: string; holdsSeat: boolean }>(
      'events.updateEventResponse',
      { targetEvent: { id }, response, ...extra },
      { cookie: c[phone], lang },
    );
  const view = async (phone: string, id: string) =>
    (await t.call<{ event: View }>('events.getEvent', { id }, { cookie: c[phone] })).data.event;
  const row = async (eventId: string, userId: string) =>
    (
      await t.deps.db
        .select()
        .from(eventResponses)
        .where(and(eq(eventResponses.eventId, eventId), eq(eventResponses.userId, userId)))
    )[0];
  const seats = async (id: string) =>
    (await t.deps.db.select({ n: events.seatsTaken }).from(events).where(eq(events.id, id)))[0]!.n;

  it('offers no Withdraw or Confirm on a session that ended, and refuses them when called', async () => {
    const student = ids['91000022']!;
    const v = await view('91000022', E.seminarPast);
    expect(v.userResponse?.response).toBe('Confirmed');
    expect(v.viewer).toMatchObject({ canWithdraw: false, canConfirm: false, hasEnded: true });
    const before = await seats(E.seminarPast);
    const en = await respond('91000022', E.seminarPast, 'No', { withdrawReason: 'I was ill' });
    expect(en.error?.message).toBe('This session has ended, so its responses can no longer change.');
    const zh = await respond('91000022', E.seminarPast, 'No', { withdrawReason: '生病' }, 'zh-HK');
    expect(zh.error?.message).toBe('此活動已結束，回覆不可再更改。');
    const unsubscribe = await respond('91000022', E.seminarPast, 'Unsubscribed');
    expect(unsubscribe.error?.message).toBe('This session has ended, so its responses can no longer change.');
    expect(await row(E.seminarPast, student)).toMatchObject({ response: 'Confirmed', confirmed: true });
    expect(await seats(E.seminarPast)).toBe(before);
  });

  it('lets an admin still correct the record after the end (spec 1 §6: Confirm/Withdraw always)', async () => {
    const student = ids['91000022']!;
    expect((await view('90000001', E.seminarPast)).viewer.hasEnded).toBe(true);
    const res = await respond('90000001', E.seminarPast, 'No', {
      userId: student,
      withdrawReason: 'Did not come',
    });
    expect(res.error).toBeNull();
    expect((await row(E.seminarPast, student))?.response).toBe('No');
  });

  it('refuses Confirmed from someone who never applied, and takes no seat', async () => {
    const student = ids['91000016']!;
    const before = await seats(E.seminarToday);
    const en = await respond('91000016', E.seminarToday, 'Confirmed');
    expect(en.error?.message).toBe('Please apply for this session before confirming.');
    const zh = await respond('91000016', E.seminarToday, 'Confirmed', {}, 'zh-HK');
    expect(zh.error?.message).toBe('請先報名此活動，然後才可確認。');
    expect((await row(E.seminarToday, student))?.response ?? '').toBe('');
    expect(await seats(E.seminarToday)).toBe(before);
    // Applying first, then confirming, is the way.
    expect((await respond('91000016', E.seminarToday, 'Yes')).data.response).toBe('Yes');
    expect((await respond('91000016', E.seminarToday, 'Confirmed')).data.response).toBe('Confirmed');
    expect(await seats(E.seminarToday)).toBe(before + 1);
  });
});
