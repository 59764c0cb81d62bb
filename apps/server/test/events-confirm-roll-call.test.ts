import { DEMO_EVENT_IDS, DEMO_ROLL_CALL_CODE, schema, seedDemoEvents } from '@waypoint/db';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { demoIds } from './admission-fixtures.ts';
import { createTestApp, signIn, type TestApp } from './harness.ts';

const { events, eventResponses, userConsentRecords } = schema;
const E = DEMO_EVENT_IDS;
const SIG = 'data:image/jpeg;base64,/9j/4AAQSkZJRgABAQAAAQABAAD';

interface Result {
  response: string;
  confirmed: boolean;
  attended: boolean;
  holdsSeat: boolean;
  waitingListPlace: number | null;
}
interface View {
  id: string;
  userResponse: { response: string; confirmed: boolean; waitingListPlace: number | null } | null;
  viewer: { canConfirm: boolean; canRollCall: boolean; applyBlock: string | null };
}

/** Issue 10: what students hit around confirming and roll-call (spec 1 §4.1). */
describe('events: confirm needs a seat (and consent), roll-call needs an application', () => {
  let t: TestApp;
  let ids: Record<string, string>;
  const c: Record<string, string> = {};

  beforeAll(async () => {
    t = await createTestApp();
    await t.deps.db.transaction((tx) => seedDemoEvents(tx, t.clock.now));
    ids = await demoIds(t);
    for (const phone of ['90000001', '91000014', '91000015', '91000017', '91000018', '92000001'])
      c[phone] = await signIn(t, phone);
  });
  afterAll(() => t.close());

  const respond = (phone: string, id: string, response: string, extra: Record<string, unknown> = {}) =>
    t.call<Result>(
      'events.updateEventResponse',
      { targetEvent: { id }, response, ...extra },
      { cookie: c[phone], lang: 'en' },
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

  it('refuses roll-call to a student who never applied, and takes no seat', async () => {
    const before = await seats(E.seminarToday);
    const res = await respond('91000014', E.seminarToday, 'Attended', { rollCallCode: DEMO_ROLL_CALL_CODE });
    expect(res.error?.message).toBe('Roll call is for those who applied to this session.');
    expect(await row(E.seminarToday, ids['91000014']!)).toBeUndefined();
    expect(await seats(E.seminarToday)).toBe(before);
    expect((await view('91000014', E.seminarToday)).viewer.canRollCall).toBe(false);
    const zh = await t.call(
      'events.updateEventResponse',
      { targetEvent: { id: E.seminarToday }, response: 'Attended', rollCallCode: DEMO_ROLL_CALL_CODE },
      { cookie: c['91000014'], lang: 'zh-HK' },
    );
    expect(zh.error?.message).toBe('只有已報名此活動的人才可點名。');
    // An admin marking by hand needs an application too.
    const admin = await respond('90000001', E.seminarToday, 'Attended', { userId: ids['91000014'] });
    expect(admin.error?.message).toBe('Roll call is for those who applied to this session.');
  });

  it('closes roll-call for students an hour after the end; admins may still record it', async () => {
    const started = '11111111-0000-4000-8000-00000000aa01';
    const now = t.clock.now.getTime();
    await t.deps.db.insert(events).values({
      id: started,
      name: 'Ended seminar',
      startTime: new Date(now + 60_000),
      endTime: new Date(now + 3_600_000),
      rollCallCode: DEMO_ROLL_CALL_CODE,
      capacity: 10,
    });
    for (const phone of ['91000014', '91000015'])
      expect((await respond(phone, started, 'Yes')).data.response).toBe('Yes');
    t.clock.advance(2 * 3_600_000 + 60_000); // past end + 1 hour
    expect((await view('91000014', started)).viewer.canRollCall).toBe(false);
    const late = await respond('91000014', started, 'Attended', { rollCallCode: DEMO_ROLL_CALL_CODE });
    expect(late.error?.message).toBe('This session has ended.');
    expect((await row(started, ids['91000014']!))!.attended).toBe(false);
    const admin = await respond('90000001', started, 'Attended', { userId: ids['91000015'] });
    expect(admin.data).toMatchObject({ response: 'Attended', attended: true });
  });

  it('keeps Confirm closed on the waiting list, and opens it on promotion', async () => {
    // The small talk has 3 seats; the demo holds 2.
    expect((await respond('91000014', E.smallTalk, 'Yes')).data.holdsSeat).toBe(true);
    t.clock.advance(1000);
    expect((await respond('91000017', E.smallTalk, 'Yes')).data).toMatchObject({
      holdsSeat: false,
      waitingListPlace: 1,
    });
    const waiting = await view('91000017', E.smallTalk);
    expect(waiting.userResponse).toMatchObject({ response: 'Yes', waitingListPlace: 1 });
    expect(waiting.viewer.canConfirm).toBe(false);
    const refused = await respond('91000017', E.smallTalk, 'Confirmed');
    expect(refused.error?.message).toBe('You are on the waiting list. You can confirm once a seat is yours.');
    expect(await row(E.smallTalk, ids['91000017']!)).toMatchObject({ response: 'Yes', confirmed: false });
    // A fresh Confirmed (no application) does not slip onto the list as confirmed either (issue 24 item 3).
    const fresh = await respond('91000018', E.smallTalk, 'Confirmed');
    expect(fresh.error?.message).toBe('Please apply for this session before confirming.');
    expect(await row(E.smallTalk, ids['91000018']!)).toBeUndefined();

    await respond('91000014', E.smallTalk, 'No', { withdrawReason: 'Clash' });
    expect((await view('91000017', E.smallTalk)).viewer.canConfirm).toBe(true);
    const ok = await respond('91000017', E.smallTalk, 'Confirmed');
    expect(ok.data).toMatchObject({ response: 'Confirmed', confirmed: true, holdsSeat: true });
  });

  it('confirms a consent session with the parent’s signature, or with one given before', async () => {
    expect((await respond('91000017', E.bluebirdSeed, 'Yes')).data.response).toBe('Yes');
    const refused = await respond('91000017', E.bluebirdSeed, 'Confirmed');
    expect(refused.error?.message).toBe("Your parent's consent is needed to confirm this session.");
    // The student's own signature is not their parent's.
    await t.call(
      'consent.insertUserConsent',
      { signatureDataUrl: SIG, target: 'bluebird-seed', selfConsent: true, path: '/consent/bluebird-seed' },
      { cookie: c['91000017'] },
    );
    expect((await respond('91000017', E.bluebirdSeed, 'Confirmed')).error?.message).toBe(
      "Your parent's consent is needed to confirm this session.",
    );
    // The parent signs beside the child for the programme (not this session): Confirm now goes through.
    const signed = await t.call<{ eventResponse: string | null }>(
      'consent.insertUserConsent',
      { signatureDataUrl: SIG, target: 'bluebird-seed', path: '/parent-consent/bluebird-seed' },
      { cookie: c['91000017'] },
    );
    expect(signed.error).toBeNull();
    const ok = await respond('91000017', E.bluebirdSeed, 'Confirmed');
    expect(ok.data).toMatchObject({ response: 'Confirmed', confirmed: true });
    const [consent] = await t.deps.db
      .select({ id: userConsentRecords.id })
      .from(userConsentRecords)
      .where(
        and(eq(userConsentRecords.userId, ids['91000017']!), eq(userConsentRecords.isSelfConsent, false)),
      );
    expect((await row(E.bluebirdSeed, ids['91000017']!))!.userConsentRecordId).toBe(consent!.id);
  });

  it('tells a university student whom a student session is for', async () => {
    const res = await respond('92000001', E.schoolTalk, 'Yes');
    expect(res.error?.message).toBe('This session is for F.4 secondary school students.');
  });
});
