import { DEMO_EVENT_IDS, DEMO_ROLL_CALL_CODE, schema, seedDemoEvents } from '@waypoint/db';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addPerson, demoIds } from './admission-fixtures.ts';
import { createTestApp, signIn, type TestApp } from './harness.ts';

const { events, eventResponses, outboxMessages, users } = schema;
const E = DEMO_EVENT_IDS;

interface EventView {
  id: string;
  remainingSeats: number | null;
  onlineMeetingLink: string | null;
  userResponse: { response: string; holdsSeat: boolean; waitingListPlace: number | null } | null;
  viewer: { applyBlock: string | null; applyHidden: boolean; canRollCall: boolean; isApplied: boolean };
}
interface Result {
  response: string;
  confirmed: boolean;
  attended: boolean;
  holdsSeat: boolean;
  waitingListPlace: number | null;
  remainingSeats: number | null;
}

describe('events: list, apply, confirm, withdraw, waiting list, roll-call', () => {
  let t: TestApp;
  let ids: Record<string, string>;
  const c: Record<string, string> = {};
  const en = { lang: 'en' as const };

  beforeAll(async () => {
    t = await createTestApp();
    await t.deps.db.transaction((tx) => seedDemoEvents(tx, t.clock.now));
    ids = await demoIds(t);
    ids.otherTeacher = await addPerson(t, { phone: '96100001', schoolId: 'beacon3', roles: 'teacher' });
    ids.camx = await addPerson(t, {
      phone: '96100002',
      schoolId: 'beacon1',
      roles: 'secondary-school-student , camx-applicant',
    });
    for (const phone of [
      '90000001',
      '90000003',
      '90000005',
      '91000010',
      '91000011',
      '91000012',
      '91000013',
      '91000016',
      '92000001',
      '96100001',
      '96100002',
    ])
      c[phone] = await signIn(t, phone);
  });
  afterAll(() => t.close());

  const apply = (phone: string, id: string, extra: Record<string, unknown> = {}) =>
    t.call<Result>(
      'events.updateEventResponse',
      { targetEvent: { id }, response: 'Yes', ...extra },
      { cookie: c[phone], ...en },
    );
  const respond = (phone: string, id: string, response: string, extra: Record<string, unknown> = {}) =>
    t.call<Result>(
      'events.updateEventResponse',
      { targetEvent: { id }, response, ...extra },
      { cookie: c[phone], ...en },
    );
  const seats = async (id: string) =>
    (await t.deps.db.select({ n: events.seatsTaken }).from(events).where(eq(events.id, id)))[0]!.n;
  const row = async (eventId: string, userId: string) =>
    (
      await t.deps.db
        .select()
        .from(eventResponses)
        .where(and(eq(eventResponses.eventId, eventId), eq(eventResponses.userId, userId)))
    )[0];

  it('shows visitors open sessions only, never teacher events or one school’s sessions', async () => {
    const res = await t.call<{ events: EventView[] }>('events.getEvents');
    const shown = res.data.events.map((e) => e.id);
    expect(shown).toContain(E.campusVisit);
    expect(shown).not.toContain(E.teacherEvent);
    expect(shown).not.toContain(E.schoolTalk);
    expect(shown).not.toContain(E.camx);
  });

  it('shows students Work and their school’s sessions; CamX only to camx-applicants', async () => {
    const student = (
      await t.call<{ events: EventView[] }>('events.getEvents', undefined, { cookie: c['91000010'] })
    ).data.events;
    expect(student.map((e) => e.id)).toEqual(
      expect.arrayContaining([E.campusVisit, E.schoolTalk, E.absBriefing]),
    );
    expect(student.map((e) => e.id)).not.toContain(E.camx);
    expect(student.map((e) => e.id)).not.toContain(E.teacherEvent);
    expect(student.find((e) => e.id === E.absBriefing)!.viewer.applyHidden).toBe(true);
    const camx = (
      await t.call<{ events: EventView[] }>('events.getEvents', undefined, { cookie: c['96100002'] })
    ).data.events;
    expect(camx.map((e) => e.id)).toContain(E.camx);
    const teacher = (
      await t.call<{ events: EventView[] }>('events.getEvents', undefined, { cookie: c['90000003'] })
    ).data.events;
    expect(teacher.map((e) => e.id)).toEqual(expect.arrayContaining([E.teacherEvent, E.schoolTalk]));
    const other = (
      await t.call<{ events: EventView[] }>('events.getEvents', undefined, { cookie: c['96100001'] })
    ).data.events;
    expect(other.map((e) => e.id)).not.toContain(E.schoolTalk);
  });

  it('applies a student, takes a seat, and treats a second apply as no change', async () => {
    const before = await seats(E.campusVisit);
    const res = await apply('91000010', E.campusVisit);
    expect(res.error).toBeNull();
    expect(res.data).toMatchObject({
      response: 'Yes',
      holdsSeat: true,
      waitingListPlace: null,
      remainingSeats: 40 - before - 1,
    });
    const again = await apply('91000010', E.campusVisit);
    expect(again.data.response).toBe('Yes');
    expect(await seats(E.campusVisit)).toBe(before + 1);
    const list = (
      await t.call<{ events: EventView[] }>('events.getEvents', undefined, { cookie: c['91000010'] })
    ).data.events;
    expect(list.find((e) => e.id === E.campusVisit)!.viewer.isApplied).toBe(true);
  });

  it('counts an applied session as an activity in the admission plan’s deadline checklist', async () => {
    type Plan = { deadlineInputs: { hasActivityResponse: boolean } };
    const applied = await t.call<Plan>('admission.getStudentByUserId', undefined, { cookie: c['91000010'] });
    expect(applied.data.deadlineInputs.hasActivityResponse).toBe(true);
    const none = await t.call<Plan>('admission.getStudentByUserId', undefined, { cookie: c['91000013'] });
    expect(none.data.deadlineInputs.hasActivityResponse).toBe(false);
  });

  it('refuses non-students with the spec messages and changes nothing', async () => {
    const teacher = await apply('90000003', E.campusVisit);
    expect(teacher.error?.message).toBe('This function is for students only');
    const uni = await apply('92000001', E.campusVisit);
    expect(uni.error?.message).toBe('This session is for F.4–F.6 secondary school students.');
    expect(await row(E.campusVisit, ids['90000003']!)).toBeUndefined();
    expect(await row(E.campusVisit, ids['92000001']!)).toBeUndefined();
    const zh = await t.call(
      'events.updateEventResponse',
      { targetEvent: { id: E.campusVisit }, response: 'Yes' },
      { cookie: c['92000001'], lang: 'zh-HK' },
    );
    expect(zh.error?.message).toBe('此活動為中四至中六學生而設。');
  });

  it('lets teachers, not students, apply to a Teacher Event', async () => {
    expect((await apply('90000003', E.teacherEvent)).data.response).toBe('Yes');
    expect((await apply('91000010', E.teacherEvent)).error?.message).toBe(
      'This session is for teachers only.',
    );
  });

  it('refuses a form outside the session’s forms, except when an admin applies for the student', async () => {
    // 91000010 is in 5E (F.5); the school talk is for F.4.
    expect((await apply('91000010', E.schoolTalk)).error?.message).toBe(
      'This session is not open to your form.',
    );
    expect((await apply('91000016', E.schoolTalk)).data.response).toBe('Yes'); // 4B, F.4
    const admin = await apply('90000001', E.schoolTalk, { userId: ids['91000010'] });
    expect(admin.error).toBeNull();
    expect(admin.data.response).toBe('Yes');
  });

  it('refuses ABS and Others sessions', async () => {
    expect((await apply('91000011', E.absBriefing)).error?.message).toBe(
      'Applications are not taken for this session.',
    );
    expect((await apply('91000011', E.sharing)).error?.message).toBe(
      'Applications are not taken for this session.',
    );
  });

  it('lets a teacher act only for students of their own school', async () => {
    const own = await apply('90000003', E.workshop2, { userId: ids['91000012'] });
    expect(own.error).toBeNull();
    const other = await apply('96100001', E.workshop2, { userId: ids['91000013'] });
    expect(other.error?.message).toBe('You can act only for students of your own school.');
    const peer = await apply('91000011', E.workshop2, { userId: ids['91000013'] });
    expect(peer.error?.message).toBe('You can act only for students of your own school.');
    const unverified = await apply('90000005', E.workshop2, { userId: ids['91000013'] });
    expect(unverified.error?.message).toBe('You can act only for students of your own school.');
    expect(await row(E.workshop2, ids['91000013']!)).toBeUndefined();
  });

  it('confirms, then requires a withdrawal reason, then frees the seat', async () => {
    // One confirms an application (issue 24 item 3).
    expect((await apply('91000011', E.campusVisit)).data.response).toBe('Yes');
    const confirmed = await respond('91000011', E.campusVisit, 'Confirmed');
    expect(confirmed.data).toMatchObject({ response: 'Confirmed', confirmed: true, holdsSeat: true });
    const taken = await seats(E.campusVisit);
    const noReason = await respond('91000011', E.campusVisit, 'No', { withdrawReason: '  ' });
    expect(noReason.error?.message).toBe('Please fill in the reason for withdrawl.');
    expect((await row(E.campusVisit, ids['91000011']!))!.response).toBe('Confirmed');
    const withdrawn = await respond('91000011', E.campusVisit, 'No', { withdrawReason: 'Exam clash' });
    expect(withdrawn.data).toMatchObject({ response: 'No', confirmed: false, holdsSeat: false });
    expect(await seats(E.campusVisit)).toBe(taken - 1);
    expect((await row(E.campusVisit, ids['91000011']!))!.withdrawReason).toBe('Exam clash');
  });

  it('asks for the parent’s consent before a consent session is confirmed', async () => {
    await apply('91000012', E.bluebirdSeed);
    const res = await respond('91000012', E.bluebirdSeed, 'Confirmed');
    expect(res.error?.message).toBe("Your parent's consent is needed to confirm this session.");
    expect((await row(E.bluebirdSeed, ids['91000012']!))!.confirmed).toBe(false);
  });

  it('puts applicants on a waiting list when full and promotes the first on withdrawal', async () => {
    // The small talk has 3 seats; the demo holds 2.
    expect((await apply('91000010', E.smallTalk)).data).toMatchObject({ holdsSeat: true, remainingSeats: 0 });
    t.clock.advance(1000);
    expect((await apply('91000011', E.smallTalk)).data).toMatchObject({
      holdsSeat: false,
      waitingListPlace: 1,
    });
    t.clock.advance(1000);
    expect((await apply('91000012', E.smallTalk)).data).toMatchObject({
      holdsSeat: false,
      waitingListPlace: 2,
    });
    const outboxBefore = (await t.deps.db.select().from(outboxMessages)).length;
    const w = await respond('91000010', E.smallTalk, 'No', { withdrawReason: 'Sick' });
    expect(w.data.remainingSeats).toBe(0);
    expect(await row(E.smallTalk, ids['91000011']!)).toMatchObject({
      holdsSeat: true,
      waitlistedAt: null,
      response: 'Yes',
    });
    const list = (
      await t.call<{ events: EventView[] }>('events.getEvents', undefined, { cookie: c['91000012'] })
    ).data.events;
    expect(list.find((e) => e.id === E.smallTalk)!.userResponse!.waitingListPlace).toBe(1);
    const outbox = await t.deps.db.select().from(outboxMessages);
    expect(outbox.length).toBe(outboxBefore + 1);
    expect(outbox.at(-1)!.channel).toBe('whatsapp');
    expect(await seats(E.smallTalk)).toBe(3);
  });

  it('takes roll-call only with the right code (any case), then grants full SLP access', async () => {
    await apply('91000013', E.seminarToday);
    const wrong = await respond('91000013', E.seminarToday, 'Attended', { rollCallCode: 'nope' });
    expect(wrong.error?.message).toBe('Incorrect roll call code. Please try again.');
    const blank = await respond('91000013', E.seminarToday, 'Attended', { rollCallCode: '' });
    expect(blank.error?.message).toBe('Please enter the roll call code.');
    const ok = await respond('91000013', E.seminarToday, 'Attended', {
      rollCallCode: ` ${DEMO_ROLL_CALL_CODE.toLowerCase()} `,
    });
    expect(ok.data).toMatchObject({ response: 'Attended', attended: true, confirmed: true });
    const [u] = await t.deps.db
      .select({ slp: users.slpAccessType })
      .from(users)
      .where(eq(users.id, ids['91000013']!));
    expect(u!.slp).toBe('full');
    const list = (
      await t.call<{ events: EventView[] }>('events.getEvents', undefined, { cookie: c['91000013'] })
    ).data.events;
    expect(list.find((e) => e.id === E.seminarToday)!.viewer.canRollCall).toBe(false);
  });

  it('refuses roll-call before the start, except for admins', async () => {
    await apply('91000013', E.workshop2);
    const early = await respond('91000013', E.workshop2, 'Attended', { rollCallCode: DEMO_ROLL_CALL_CODE });
    expect(early.error?.message).toBe('Roll call opens when the session starts.');
    const admin = await respond('90000001', E.workshop2, 'Attended', { userId: ids['91000013'] });
    expect(admin.data.attended).toBe(true);
  });

  it('hides apply once the same anchor and client was attended', async () => {
    // 91000020 attended the past seminar of Harbour University (demo); a later one of the same client is hidden.
    const later = '11111111-0000-4000-8000-000000000001';
    await t.deps.db.insert(events).values({
      id: later,
      name: 'Another engineering seminar',
      startTime: new Date(t.clock.now.getTime() + 86_400_000 * 3),
      endTime: new Date(t.clock.now.getTime() + 86_400_000 * 3 + 3_600_000),
      anchorEventId: 'work-seminar',
      clientId: 'demo-harbour-uni',
      serviceId: 'demo-work-seminar',
    });
    const c20 = await signIn(t, '91000020');
    const res = await t.call<{ event: EventView }>('events.getEvent', { id: later }, { cookie: c20 });
    expect(res.data.event.viewer).toMatchObject({ applyBlock: 'alreadyAttendedAnchor', applyHidden: true });
    const tryIt = await t.call(
      'events.updateEventResponse',
      { targetEvent: { id: later }, response: 'Yes' },
      { cookie: c20, ...en },
    );
    expect(tryIt.error?.message).toBe('You have already attended a session of this event.');
  });

  it('opens the meeting link 60 minutes before start, to applied people only', async () => {
    const view = async (phone: string) =>
      (await t.call<{ event: EventView }>('events.getEvent', { id: E.seminarToday }, { cookie: c[phone] }))
        .data.event;
    expect((await view('91000013')).onlineMeetingLink).toBe('https://meet.example.com/waypoint-demo');
    expect((await view('91000016')).onlineMeetingLink).toBeNull();
  });

  it('validates input with readable messages', async () => {
    const bad = await t.call(
      'events.updateEventResponse',
      { targetEvent: { id: 'x' }, response: 'Yes' },
      { cookie: c['91000010'], ...en },
    );
    expect(bad.error?.message).toBe('This session was not found.');
    const missing = await respond('91000010', '99999999-0000-4000-8000-000000000000', 'Yes');
    expect(missing.error?.message).toBe('This session was not found.');
    const anon = await t.call(
      'events.updateEventResponse',
      { targetEvent: { id: E.campusVisit }, response: 'Yes' },
      en,
    );
    expect(anon.error?.data.code).toBe('UNAUTHORIZED');
  });

  it('serves an .ics file only for an applied session', async () => {
    const ok = await t.call<{ ics: string }>(
      'events.getEventIcs',
      { id: E.campusVisit },
      { cookie: c['91000010'] },
    );
    expect(ok.data.ics).toContain('BEGIN:VEVENT\r\n');
    const no = await t.call('events.getEventIcs', { id: E.campusVisit }, { cookie: c['91000016'], ...en });
    expect(no.error?.message).toBe('Please apply for this session first.');
  });

  it('bulk-applies all or nothing', async () => {
    const ok = await t.call<{ results: { eventId: string; response: string }[] }>(
      'events.bulkApplyEvents',
      { targetEvents: [{ id: E.campusVisit }, { id: E.workshop2 }] },
      { cookie: c['91000016'] },
    );
    expect(ok.data.results.map((r) => r.response)).toEqual(['Yes', 'Yes']);
    // The school talk is F.4 only: 91000011 (F.5) is refused, so the campus visit is not applied either.
    await respond('91000011', E.campusVisit, 'Unsubscribed');
    const before = await row(E.campusVisit, ids['91000011']!);
    const bad = await t.call(
      'events.bulkApplyEvents',
      { targetEvents: [{ id: E.campusVisit }, { id: E.schoolTalk }] },
      { cookie: c['91000011'], ...en },
    );
    expect(bad.error?.message).toBe('This session is not open to your form.');
    expect((await row(E.campusVisit, ids['91000011']!))!.response).toBe(before!.response);
  });

  it('unsubscribes without a reason and frees the seat', async () => {
    const seatsBefore = await seats(E.workshop2);
    const res = await respond('91000016', E.workshop2, 'Unsubscribed');
    expect(res.data).toMatchObject({ response: 'Unsubscribed', holdsSeat: false });
    expect(await seats(E.workshop2)).toBe(seatsBefore - 1);
  });

  it('hides a teacher event and another school’s session from the detail too', async () => {
    const visitor = await t.call('events.getEvent', { id: E.teacherEvent }, en);
    expect(visitor.error?.message).toBe('This session was not found.');
    const other = await t.call('events.getEvent', { id: E.schoolTalk }, { cookie: c['96100001'], ...en });
    expect(other.error?.message).toBe('This session was not found.');
    const forStudent = await t.call(
      'events.getEvent',
      { id: E.campusVisit, userId: ids['91000010'] },
      { cookie: c['96100001'], ...en },
    );
    expect(forStudent.error?.message).toBe('You can act only for students of your own school.');
    const own = await t.call<{ forUser: { id: string } }>(
      'events.getEvent',
      { id: E.campusVisit, userId: ids['91000010'] },
      { cookie: c['90000003'] },
    );
    expect(own.data.forUser.id).toBe(ids['91000010']);
  });
});
