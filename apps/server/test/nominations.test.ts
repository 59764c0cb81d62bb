import { schema } from '@waypoint/db';
import { and, eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addPerson, demoIds } from './admission-fixtures.ts';
import { createTestApp, signIn, type TestApp } from './harness.ts';
import { seedTeacherEventFixtures } from './teacher-events-fixtures.ts';

const { events, eventResponses, nominationRecords } = schema;

interface Student {
  id: string;
  events: { applied: boolean; attended: boolean; nominated: boolean; selected: boolean; no: boolean };
  sessionResponse?: { response: string; confirmed: boolean; nominatedBy: string | null } | null;
  attendedEarlier?: boolean;
}

describe('nominations (spec 1 §4.1, §5, user-insertNominationRecord)', () => {
  let t: TestApp;
  let ids: Record<string, string>;
  let ev: Awaited<ReturnType<typeof seedTeacherEventFixtures>>;
  const cookie: Record<string, string> = {};

  beforeAll(async () => {
    t = await createTestApp();
    ev = await seedTeacherEventFixtures(t);
    ids = await demoIds(t);
    ids.otherTeacher = await addPerson(t, { phone: '96000201', schoolId: 'beacon3', roles: 'teacher' });
    ids.otherStudent = await addPerson(t, {
      phone: '96000202',
      schoolId: 'beacon3',
      roles: 'secondary-school-student',
    });
    // Verified by their school (decision 018: an unverified student cannot be nominated).
    await t.deps.db
      .update(schema.users)
      .set({ verificationResult: 'Yes' })
      .where(eq(schema.users.id, ids.otherStudent));
    for (const phone of ['90000001', '90000003', '90000004', '90000005', '91000022', '96000201'])
      cookie[phone] = await signIn(t, phone);
  });
  afterAll(() => t.close());

  const nominate = (
    phone: string,
    users: string[],
    sessions: string[],
    targetResponse: 'Yes' | 'No' = 'Yes',
  ) =>
    t.call<{ recordId: number; nominated: number }>(
      'users.insertNominationRecord',
      { targetUserIds: users, targetSessionIds: sessions, targetResponse },
      { cookie: cookie[phone] },
    );
  const eventRow = async (id: string) => (await t.deps.db.select().from(events).where(eq(events.id, id)))[0]!;
  const responses = (eventId: string, userIds: string[]) =>
    t.deps.db
      .select()
      .from(eventResponses)
      .where(and(eq(eventResponses.eventId, eventId), inArray(eventResponses.userId, userIds)));
  const records = async () => (await t.deps.db.select().from(nominationRecords)).length;

  it('nominates two students: applied and confirmed, seats and the nomination count move, a record is kept', async () => {
    const students = [ids['91000022']!, ids['91000023']!];
    const res = await nominate('90000003', students, [ev.seminar]);
    expect(res.error).toBeNull();
    expect(res.data.nominated).toBe(2);
    const rows = await responses(ev.seminar, students);
    expect(rows).toHaveLength(2);
    for (const r of rows)
      expect(r).toMatchObject({
        response: 'Confirmed',
        confirmed: true,
        nominatedBy: ids['90000003'],
        holdsSeat: true,
      });
    const event = await eventRow(ev.seminar);
    expect(event.nominationsCount).toBe(2);
    expect(event.seatsTaken).toBe(2);
    const [record] = await t.deps.db
      .select()
      .from(nominationRecords)
      .where(eq(nominationRecords.id, res.data.recordId));
    expect(record).toMatchObject({
      nominatorId: ids['90000003'],
      targetSessionIds: [ev.seminar],
      targetResponse: 'Yes',
    });
    expect(record?.targetUsers.map((u) => u.fullName).sort()).toHaveLength(2);
    expect(record?.targetUsers[0]).toMatchObject({ schoolId: 'beacon1' });
  });

  it('shows ticks and badges in the school student list, for the session and over all events', async () => {
    const page = await t.call<{ items: Student[] }>(
      'teacher.getUsersBySchoolId',
      { schoolId: 'beacon1', sessionId: ev.seminar },
      { cookie: cookie['90000004'] },
    );
    expect(page.error).toBeNull();
    const s22 = page.data.items.find((s) => s.id === ids['91000022'])!;
    expect(s22.sessionResponse).toEqual({
      response: 'Confirmed',
      confirmed: true,
      nominatedBy: ids['90000003'],
    });
    expect(s22.events).toEqual({
      applied: true,
      attended: false,
      nominated: true,
      selected: true,
      no: false,
    });
    const s24 = page.data.items.find((s) => s.id === ids['91000024'])!;
    expect(s24.sessionResponse).toBeNull();
    expect(s24.events.nominated).toBe(false);
    const all = await t.call<{ items: Student[] }>(
      'teacher.getUsersBySchoolId',
      { schoolId: 'beacon1' },
      { cookie: cookie['90000004'] },
    );
    expect(all.data.items.find((s) => s.id === ids['91000022'])?.events.nominated).toBe(true);
    expect(all.data.items.find((s) => s.id === ids['91000022'])?.sessionResponse).toBeNull();
  });

  it('does not count a student twice when nominated again', async () => {
    const res = await nominate('90000004', [ids['91000022']!], [ev.seminar]);
    expect(res.error).toBeNull();
    expect(res.data.nominated).toBe(0);
    expect((await eventRow(ev.seminar)).nominationsCount).toBe(2);
  });

  it('refuses a started event and a student who attended an earlier session of the anchor, changing nothing', async () => {
    const before = await records();
    const started = await nominate('90000003', [ids['91000024']!], [ev.started]);
    expect(started.error?.message).toBe('This event has already started.');
    await t.deps.db.insert(eventResponses).values({
      eventId: ev.earlier,
      userId: ids['91000025']!,
      response: 'Attended',
      confirmed: true,
      attended: true,
    });
    const res = await nominate('90000003', [ids['91000024']!, ids['91000025']!], [ev.seminar]);
    expect(res.error?.message).toMatch(/attended an earlier session of this event\.$/);
    expect(await responses(ev.seminar, [ids['91000024']!])).toEqual([]);
    expect((await eventRow(ev.seminar)).nominationsCount).toBe(2);
    expect(await records()).toBe(before);
    const page = await t.call<{ items: Student[] }>(
      'teacher.getUsersBySchoolId',
      { schoolId: 'beacon1', sessionId: ev.seminar },
      { cookie: cookie['90000003'] },
    );
    expect(page.data.items.find((s) => s.id === ids['91000025'])?.attendedEarlier).toBe(true);
    expect(page.data.items.find((s) => s.id === ids['91000024'])?.attendedEarlier).toBe(false);
  });

  it('denies students, unverified teachers, other schools and another school’s students', async () => {
    const before = await records();
    for (const phone of ['91000022', '90000005']) {
      const res = await nominate(phone, [ids['91000026']!], [ev.seminar]);
      expect(res.error?.data.code, phone).toBe('FORBIDDEN');
    }
    const foreign = await nominate('96000201', [ids['91000026']!], [ev.seminar]);
    expect(foreign.error?.message).toBe('Only students of your school can be nominated.');
    const other = await nominate('90000003', [ids.otherStudent!], [ev.seminar]);
    expect(other.error?.message).toBe('Only students of your school can be nominated.');
    const otherSession = await nominate('90000003', [ids['91000026']!], [ev.beacon3Only]);
    expect(otherSession.error?.message).toBe('This session belongs to another school.');
    const teacherAsStudent = await nominate('90000003', [ids['90000004']!], [ev.seminar]);
    expect(teacherAsStudent.error?.message).toBe('Only students of your school can be nominated.');
    const zh = await t.call(
      'users.insertNominationRecord',
      { targetUserIds: [], targetSessionIds: [ev.seminar], targetResponse: 'Yes' },
      { cookie: cookie['90000003'], lang: 'zh-HK' },
    );
    expect(zh.error?.data.code).toBe('BAD_REQUEST');
    expect(await records()).toBe(before);
    expect(await responses(ev.seminar, [ids['91000026']!])).toEqual([]);
  });

  it('refuses a selection larger than the seats left, saying how many there are (issue 24 item 4)', async () => {
    const three = [ids['91000026']!, ids['91000027']!, ids['91000028']!];
    const res = await nominate('90000003', three, [ev.small]);
    expect(res.error?.message).toBe(
      'Seats left on this event: 2. Students you chose who need one: 3. Choose at most 2 of them: nobody has been nominated yet.',
    );
    const zh = await t.call(
      'users.insertNominationRecord',
      { targetUserIds: three, targetSessionIds: [ev.small], targetResponse: 'Yes' },
      { cookie: cookie['90000003'], lang: 'zh-HK' },
    );
    expect(zh.error?.message).toBe(
      '此活動只剩 2 個名額，而你所選的學生中有 3 位需要名額。請最多選擇 2 位：今次未有提名任何學生。',
    );
    expect((await eventRow(ev.small)).nominationsCount).toBe(0);
    expect((await eventRow(ev.small)).seatsTaken).toBe(0);
    expect(await responses(ev.small, three)).toEqual([]);
  });

  it('nominates a selection that fits, then refuses a full event rather than waiting-list it', async () => {
    const two = [ids['91000026']!, ids['91000027']!];
    expect((await nominate('90000003', two, [ev.small])).error).toBeNull();
    expect((await eventRow(ev.small)).seatsTaken).toBe(2);
    // Nominating the same two again needs no new seat.
    expect((await nominate('90000003', two, [ev.small])).error).toBeNull();
    const full = await nominate('90000003', [ids['91000028']!], [ev.small]);
    expect(full.error?.message).toBe('This event has no seats left.');
    expect((await eventRow(ev.small)).seatsTaken).toBe(2);
    // Left as found for the tests below.
    expect((await nominate('90000003', two, [ev.small], 'No')).error).toBeNull();
    expect((await eventRow(ev.small)).seatsTaken).toBe(0);
  });

  it('rejects applications only when every selected student was Yes or Confirmed', async () => {
    const mixed = await nominate('90000003', [ids['91000022']!, ids['91000026']!], [ev.seminar], 'No');
    expect(mixed.error?.message).toBe('Only applications that are Yes or Confirmed can be rejected.');
    const ok = await nominate('90000003', [ids['91000022']!], [ev.seminar], 'No');
    expect(ok.error).toBeNull();
    const [row] = await responses(ev.seminar, [ids['91000022']!]);
    expect(row).toMatchObject({ response: 'No', confirmed: false, holdsSeat: false });
    const event = await eventRow(ev.seminar);
    expect(event.nominationsCount).toBe(1);
    expect(event.seatsTaken).toBe(1);
  });

  it('invites a colleague to a Teacher Event, and only a colleague', async () => {
    const ok = await nominate('90000003', [ids['90000004']!], [ev.teacherDay]);
    expect(ok.error).toBeNull();
    const [row] = await responses(ev.teacherDay, [ids['90000004']!]);
    expect(row).toMatchObject({ response: 'Confirmed', nominatedBy: ids['90000003'] });
    const student = await nominate('90000003', [ids['91000026']!], [ev.teacherDay]);
    expect(student.error?.message).toBe('Only teachers of your school can be invited.');
    const foreign = await nominate('90000003', [ids.otherTeacher!], [ev.teacherDay]);
    expect(foreign.error?.message).toBe('Only teachers of your school can be invited.');
  });

  it('holds the 999 cap under parallel nominations', async () => {
    await t.deps.db.update(events).set({ nominationsCount: 997 }).where(eq(events.id, ev.seminar));
    const students = ['91000027', '91000028', '91000029'].map((p) => ids[p]!);
    const results = await Promise.all(students.map((id) => nominate('90000003', [id], [ev.seminar])));
    const ok = results.filter((r) => r.error === null);
    const refused = results.filter((r) => r.error !== null);
    expect(ok).toHaveLength(2);
    expect(refused.map((r) => r.error?.message)).toEqual([
      'This event has reached its limit of 999 nominations.',
    ]);
    expect((await eventRow(ev.seminar)).nominationsCount).toBe(999);
    const confirmed = (await responses(ev.seminar, students)).filter((r) => r.response === 'Confirmed');
    expect(confirmed).toHaveLength(2);
  });

  it('never oversells when two nominations and an application race for the last seats (issue 24 item 4)', async () => {
    const id = '11111111-0000-4000-8000-00000000ab24';
    const start = new Date(t.clock.now.getTime() + 9 * 24 * 3_600_000);
    await t.deps.db.insert(events).values({
      id,
      name: 'Two seats',
      startTime: start,
      endTime: new Date(start.getTime() + 3_600_000),
      capacity: 2,
    });
    const [a, b, c] = ['91000030', '91000031', '91000032'].map((p) => ids[p]!);
    const results = await Promise.all([
      nominate('90000003', [a!, b!], [id]),
      nominate('90000003', [c!], [id]),
    ]);
    const ok = results.filter((r) => r.error === null);
    expect(ok).toHaveLength(1);
    const refused = results.find((r) => r.error !== null)!.error!.message;
    expect([
      'This event has no seats left.',
      'Seats left on this event: 1. Students you chose who need one: 2. Choose at most 1 of them: nobody has been nominated yet.',
    ]).toContain(refused);
    const rows = await responses(id, [a!, b!, c!]);
    const event = await eventRow(id);
    expect(event.seatsTaken).toBe(rows.filter((r) => r.holdsSeat).length);
    expect(event.seatsTaken).toBeLessThanOrEqual(2);
    expect(event.nominationsCount).toBe(rows.length);
  });

  it('lets an admin nominate any school’s students', async () => {
    const res = await nominate('90000001', [ids.otherStudent!], [ev.small]);
    expect(res.error).toBeNull();
  });

  it('downloads the school CSV of a session for its teachers and admins only', async () => {
    const get = (phone: string | null, query = '') =>
      t.app.inject({
        method: 'GET',
        url: `/api/events/${ev.seminar}/school.csv${query}`,
        headers: { ...(phone ? { cookie: cookie[phone]! } : {}), 'x-waypoint-lang': 'en' },
      });
    const res = await get('90000004');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toContain('text/csv');
    const lines = res.body
      .replace(/^\uFEFF/, '')
      .trim()
      .split('\r\n');
    expect(lines[0]).toBe(
      '"姓名 Name","中文姓名 Chinese name","班別 Class","學號 Student number","電話 Phone","回應 Response","已確認 Confirmed","已出席 Attended","提名老師 Nominated by","點名時間 Roll-call time","最後更新 Last updated"',
    );
    const confirmed = lines.filter((l) => l.includes('"Confirmed","Yes"'));
    expect(confirmed.length).toBeGreaterThanOrEqual(3);
    expect(lines.some((l) => l.includes('"No"'))).toBe(true);
    expect(lines.some((l) => l.includes('96000202'))).toBe(false);
    // Another school's teacher gets their own school's rows only (none here).
    const foreign = await get('96000201');
    expect(foreign.statusCode).toBe(200);
    expect(foreign.body).not.toContain('9100002');
    const notOurs = await t.app.inject({
      method: 'GET',
      url: `/api/events/${ev.beacon3Only}/school.csv`,
      headers: { cookie: cookie['90000003']! },
    });
    expect(notOurs.statusCode).toBe(404);
    expect((await get('91000022')).statusCode).toBe(403);
    expect((await get(null)).statusCode).toBe(401);
    const admin = await get('90000001', '?schoolId=beacon3');
    expect(admin.statusCode).toBe(200);
    expect(admin.body).not.toContain('96000202');
  });
});
