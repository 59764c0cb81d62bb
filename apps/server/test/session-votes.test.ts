import { DEMO_VOTES_SESSION_ID, schema, seedDemoVotes } from '@waypoint/db';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { channelHub } from '../src/realtime/channel-hub.ts';
import { USER_USERS_CHANNEL } from '../src/realtime/user-users.ts';
import { addPerson, demoIds } from './admission-fixtures.ts';
import { createTestApp, signIn, type TestApp } from './harness.ts';
import { startServerProcess } from './server-process.ts';
import { openSse } from './sse-client.ts';

const { events, eventResponses, userUsers } = schema;

interface Person {
  userId: string;
  kind: string;
  schoolId: string | null;
  group: string;
  details: { band: string | null; whatsAppLink: string } | null;
  teacher: { schoolRoles: string; phone: string } | null;
}
interface List {
  tabs: { key: string; label: string }[];
  fields: { staffDetails: boolean; grade: boolean; shortlist: boolean };
  participants: Person[];
  myVotes: {
    targetUserId: string;
    reaction: string | null;
    grade: string | null;
    reason: string | null;
    order: number | null;
  }[];
  ranking: { targetUserId: string; likes: number; rank: number }[];
  outstanding: { targetUserId: string; excellentGrades: number }[];
  session: { videoLink: string | null };
  edit: { capacity: number | null; status: string; rollCallCode: string | null } | null;
}
interface Summary {
  id: string;
  remainingSeats: number | null;
  capacity: number | null;
}

const HOUR = 3600_000;

describe('session lists, votes and realtime (spec 1 §2.4, §4.3, §6)', () => {
  let t: TestApp;
  let ids: Record<string, string>;
  const cookie: Record<string, string> = {};
  let session: string;
  let otherSession: string;

  async function addSession(values: Partial<typeof events.$inferInsert> = {}): Promise<string> {
    const start = new Date(t.clock.now.getTime() - 2 * HOUR);
    const [row] = await t.deps.db
      .insert(events)
      .values({
        name: 'Workshop 2: presenting a profession',
        startTime: start,
        endTime: new Date(start.getTime() + HOUR),
        anchorEventId: 'work-workshop-2',
        capacity: 40,
        seatsTaken: 10,
        videoLink: 'https://video.example/ws2',
        ...values,
      })
      .returning({ id: events.id });
    return row!.id;
  }

  async function respond(eventId: string, userId: string, response = 'Attended', extra = {}) {
    await t.deps.db
      .insert(eventResponses)
      .values({ eventId, userId, response, attended: response === 'Attended', ...extra });
  }

  async function votesOf(userId: string) {
    return t.deps.db
      .select()
      .from(userUsers)
      .where(and(eq(userUsers.sessionId, session), eq(userUsers.userId, userId)));
  }

  beforeAll(async () => {
    t = await createTestApp();
    ids = await demoIds(t);
    ids.otherSchoolStudent = await addPerson(t, {
      phone: '96100001',
      schoolId: 'beacon3',
      roles: 'secondary-school-student',
      class: '5A',
    });
    ids.otherSchoolTeacher = await addPerson(t, { phone: '96100002', schoolId: 'beacon3', roles: 'teacher' });
    ids.farTeacher = await addPerson(t, { phone: '96100003', schoolId: 'beacon4', roles: 'teacher' });
    session = await addSession();
    otherSession = await addSession({ name: 'Seminar', anchorEventId: 'work-seminar' });
    for (const phone of ['91000030', '91000031', '91000032', '91000033', '91000034', '91000035']) {
      await respond(session, ids[phone]!);
    }
    await respond(session, ids.otherSchoolStudent!, 'Confirmed');
    await respond(session, ids['90000004']!, 'Yes'); // a class teacher of beacon1 on the session
    await respond(session, ids['90000001']!, 'Yes'); // an admin on the session
    await respond(session, ids['91000036']!, 'No'); // withdrawn
    await respond(session, ids['91000037']!, 'Yes', { waitlistedAt: t.clock.now }); // waiting list
    await respond(otherSession, ids['91000038']!);
    for (const phone of [
      '90000001',
      '90000003',
      '91000030',
      '91000031',
      '91000032',
      '91000033',
      '91000036',
      '91000038',
      '96100001',
      '96100002',
      '96100003',
    ]) {
      cookie[phone] = await signIn(t, phone);
    }
  });
  afterAll(async () => {
    await t?.close();
  });

  const list = (phone: string, sessionId = session) =>
    t.call<List>('events.getSessionParticipants', { sessionId }, { cookie: cookie[phone] });
  const vote = (phone: string, userUsersInput: unknown[], sessionId = session) =>
    t.call<{ myVotes: List['myVotes'] }>(
      'events.upsertUserUsers',
      { sessionId, userUsers: userUsersInput },
      { cookie: cookie[phone] },
    );

  describe('events.getSessionParticipants', () => {
    it('admins see everyone, admin users included, with staff details, teacher details and every tab', async () => {
      const res = await list('90000001');
      expect(res.error).toBeNull();
      const people = res.data.participants;
      expect(people.map((p) => p.userId).sort()).toEqual(
        [
          ...[
            '91000030',
            '91000031',
            '91000032',
            '91000033',
            '91000034',
            '91000035',
            '90000004',
            '90000001',
          ].map((p) => ids[p]),
          ids.otherSchoolStudent,
        ].sort(),
      );
      const student = people.find((p) => p.userId === ids['91000030'])!;
      expect(student.details?.whatsAppLink).toContain('85291000030');
      expect(student.teacher).toBeNull();
      const teacher = people.find((p) => p.userId === ids['90000004'])!;
      expect(teacher.kind).toBe('teacher');
      expect(teacher.teacher?.phone).toBe('90000004');
      expect(teacher.details).toBeNull();
      expect(res.data.tabs.map((x) => x.key)).toEqual([
        'participants',
        'outstandingVideo',
        'byGroups',
        'shortlisted',
        'bestPresenters',
      ]);
      expect(res.data.session.videoLink).toBe('https://video.example/ws2');
      expect(res.data.edit).toMatchObject({ capacity: 40, status: 'Confirmed', rollCallCode: null });
    });

    it('a teacher sees only their school’s people, no admin users and no Outstanding video tab', async () => {
      const res = await list('90000003');
      expect(res.error).toBeNull();
      const shown = res.data.participants.map((p) => p.userId);
      expect(shown).toContain(ids['90000004']);
      expect(shown).not.toContain(ids['90000001']);
      expect(shown).not.toContain(ids.otherSchoolStudent);
      expect(res.data.participants.every((p) => p.schoolId === 'beacon1')).toBe(true);
      expect(res.data.fields).toEqual({ staffDetails: true, grade: true, shortlist: true });
      expect(res.data.tabs.map((x) => x.key)).not.toContain('outstandingVideo');
      expect(res.data.session.videoLink).toBeNull();
      expect(res.data.edit).toBeNull();
      const other = await list('96100002');
      expect(other.data.participants.map((p) => p.userId)).toEqual([ids.otherSchoolStudent]);
    });

    it('students see students of every school with name and school only, and no Participants tab', async () => {
      const res = await list('91000030');
      expect(res.error).toBeNull();
      expect(res.data.participants).toHaveLength(7);
      expect(
        res.data.participants.every((p) => p.kind === 'student' && p.details === null && p.teacher === null),
      ).toBe(true);
      expect(res.data.fields).toEqual({ staffDetails: false, grade: false, shortlist: false });
      expect(res.data.tabs).toEqual([
        { key: 'byGroups', label: 'participants' },
        { key: 'shortlisted', label: 'shortlisted' },
        { key: 'bestPresenters', label: 'bestPresenters' },
      ]);
    });

    it('students on a session without groups get no Participants tab and no list of people', async () => {
      const res = await list('91000038', otherSession);
      expect(res.error).toBeNull();
      expect(res.data.tabs.map((x) => x.key)).toEqual(['shortlisted', 'bestPresenters']);
      expect(res.data.participants).toEqual([]);
      const staff = await list('90000001', otherSession);
      expect(staff.data.participants.map((p) => p.userId)).toEqual([ids['91000038']]);
    });

    it('refuses people who may not open the list, with a readable message', async () => {
      const withdrawn = await list('91000036');
      expect(withdrawn.error?.data.code).toBe('FORBIDDEN');
      expect(withdrawn.error?.message).toBe('Only people on this session can see its list.');
      const elsewhere = await list('91000030', otherSession);
      expect(elsewhere.error?.data.code).toBe('FORBIDDEN');
      const farTeacher = await list('96100003');
      expect(farTeacher.error?.message).toBe('This session has no one from your school.');
      const zh = await t.call(
        'events.getSessionParticipants',
        { sessionId: session },
        { cookie: cookie['96100003'], lang: 'zh-HK' },
      );
      expect(zh.error?.message).toBe('此場次沒有貴校的參加者。');
      const anonymous = await t.call('events.getSessionParticipants', { sessionId: session });
      expect(anonymous.status).toBe(401);
      const bad = await t.call(
        'events.getSessionParticipants',
        { sessionId: 'nope' },
        { cookie: cookie['90000001'] },
      );
      expect(bad.error?.message).toBe('This session cannot be found.');
      const missing = await list('90000001', '00000000-0000-4000-8000-000000000000');
      expect(missing.error?.data.code).toBe('NOT_FOUND');
    });
  });

  describe('events.upsertUserUsers', () => {
    it('students vote, for themselves too; the ranking counts likes and ties share a rank', async () => {
      const a = ids['91000030']!;
      const b = ids['91000031']!;
      const c = ids['91000032']!;
      const d = ids.otherSchoolStudent!;
      // a: 3 likes, b: 2, c: 2, d: 1 → ranks 1, 2, 2, 4
      expect(
        (
          await vote('91000030', [
            { targetUserId: a, reaction: 'like', reason: 'Clear voice' },
            { targetUserId: b, reaction: 'like' },
          ])
        ).error,
      ).toBeNull();
      expect(
        (
          await vote('91000031', [
            { targetUserId: a, reaction: 'like' },
            { targetUserId: c, reaction: 'like' },
            { targetUserId: d, reaction: 'like' },
          ])
        ).error,
      ).toBeNull();
      expect(
        (
          await vote('91000032', [
            { targetUserId: a, reaction: 'like' },
            { targetUserId: b, reaction: 'like' },
            { targetUserId: c, reaction: 'like' },
          ])
        ).error,
      ).toBeNull();
      expect((await vote('91000033', [{ targetUserId: d, reaction: 'dislike' }])).error).toBeNull();
      const res = await list('91000030');
      expect(res.data.ranking.map((r) => [r.targetUserId, r.likes, r.rank])).toEqual([
        [a, 3, 1],
        ...[
          [b, 2, 2],
          [c, 2, 2],
        ].sort((x, y) => String(x[0]).localeCompare(String(y[0]))),
        [d, 1, 4],
      ]);
      expect(res.data.myVotes).toEqual(
        expect.arrayContaining([
          { targetUserId: a, reaction: 'like', grade: null, reason: 'Clear voice', order: null },
        ]),
      );
      // A teacher sees the ranking of their school's people only.
      const teacherView = await list('90000003');
      expect(teacherView.data.ranking.map((r) => r.targetUserId)).not.toContain(d);
    });

    it('an omitted field keeps its value, null clears it, and an empty row is removed', async () => {
      const a = ids['91000030']!;
      await vote('91000030', [{ targetUserId: a, reaction: 'dislike' }]);
      let rows = await votesOf(a);
      expect(rows.find((r) => r.targetUserId === a)).toMatchObject({
        reaction: 'dislike',
        reason: 'Clear voice',
      });
      await vote('91000030', [{ targetUserId: a, reaction: null, reason: null }]);
      rows = await votesOf(a);
      expect(rows.find((r) => r.targetUserId === a)).toBeUndefined();
      await vote('91000030', [{ targetUserId: a, reaction: 'like', reason: 'Clear voice' }]);
    });

    it('students may not grade or shortlist; nothing is written', async () => {
      const before = await votesOf(ids['91000030']!);
      const res = await vote('91000030', [
        { targetUserId: ids['91000031'], reaction: 'like', grade: 'Good' },
      ]);
      expect(res.error?.data.code).toBe('FORBIDDEN');
      expect(res.error?.message).toBe('Only teachers and admins can grade or shortlist.');
      const order = await vote('91000030', [{ targetUserId: ids['91000031'], order: 1 }]);
      expect(order.error?.data.code).toBe('FORBIDDEN');
      expect(await votesOf(ids['91000030']!)).toEqual(before);
    });

    it('votes only for people on the list the voter sees; nothing is written otherwise', async () => {
      for (const target of [ids['91000036'], ids['91000037'], ids['91000038'], ids['90000004']]) {
        const res = await vote('91000030', [{ targetUserId: target, reaction: 'like' }]);
        expect(res.error?.message).toBe("You can only vote for people on this session's list.");
      }
      // A teacher cannot vote on another school's student, even in a batch with a valid one.
      const before = await votesOf(ids['90000003']!);
      const mixed = await vote('90000003', [
        { targetUserId: ids['91000034'], reaction: 'like' },
        { targetUserId: ids.otherSchoolStudent, reaction: 'like' },
      ]);
      expect(mixed.error?.message).toBe("You can only vote for people on this session's list.");
      expect(await votesOf(ids['90000003']!)).toEqual(before);
      const bad = await vote('90000003', [{ targetUserId: ids['91000034'], grade: 'Superb' }]);
      expect(bad.error?.message).toBe('Please choose one of the five grades.');
      const stranger = await vote('91000036', [{ targetUserId: ids['91000030'], reaction: 'like' }]);
      expect(stranger.error?.data.code).toBe('FORBIDDEN');
    });

    it('staff grade on five levels and order a shortlist; students never see staff grades', async () => {
      const res = await vote('90000001', [
        { targetUserId: ids['91000034'], reaction: 'like', grade: 'Excellent', order: 2 },
        { targetUserId: ids['91000035'], reaction: 'like', grade: 'Very good', order: 1 },
      ]);
      expect(res.error).toBeNull();
      expect(res.data.myVotes.map((v) => [v.targetUserId, v.order, v.grade])).toEqual([
        [ids['91000035'], 1, 'Very good'],
        [ids['91000034'], 2, 'Excellent'],
      ]);
      const admin = await list('90000001');
      expect(admin.data.outstanding).toEqual([{ targetUserId: ids['91000034'], excellentGrades: 1 }]);
      const student = await list('91000031');
      expect(student.data.outstanding).toEqual([]);
      expect(student.data.myVotes.every((v) => v.grade === null && v.order === null)).toBe(true);
    });
  });

  describe('events.updateSession and events.getSessionsWithQuota', () => {
    it('admins edit a session; capacity may not drop below the seats taken', async () => {
      const ok = await t.call<Summary>(
        'events.updateSession',
        {
          session: {
            id: session,
            capacity: 12,
            rollCallCode: 'WS2',
            onlineMeetingLink: 'https://meet.example/ws2',
            status: 'Confirmed',
          },
        },
        { cookie: cookie['90000001'] },
      );
      expect(ok.error).toBeNull();
      expect(ok.data.remainingSeats).toBe(2);
      const low = await t.call(
        'events.updateSession',
        { session: { id: session, capacity: 9, name: 'Renamed' } },
        { cookie: cookie['90000001'] },
      );
      expect(low.error?.message).toBe('Capacity cannot be below the 10 seats already taken.');
      const [row] = await t.deps.db.select().from(events).where(eq(events.id, session));
      expect(row).toMatchObject({
        capacity: 12,
        rollCallCode: 'WS2',
        name: 'Workshop 2: presenting a profession',
      });
      const backwards = await t.call(
        'events.updateSession',
        { session: { id: session, endTime: new Date(row!.startTime.getTime() - HOUR).toISOString() } },
        { cookie: cookie['90000001'] },
      );
      expect(backwards.error?.message).toBe('The session cannot end before it starts.');
      const teacher = await t.call(
        'events.updateSession',
        { session: { id: session, capacity: 50 } },
        { cookie: cookie['90000003'] },
      );
      expect(teacher.error?.data.code).toBe('FORBIDDEN');
      const badLink = await t.call(
        'events.updateSession',
        { session: { id: session, videoLink: 'not a link' } },
        { cookie: cookie['90000001'] },
      );
      expect(badLink.error?.message).toBe('Please enter a full link starting with https://.');
    });

    it('admins give a session its venue in both languages and its language; the list and the edit form read them back', async () => {
      const ok = await t.call(
        'events.updateSession',
        { session: { id: session, venue: 'Room 301', venueChi: '301 室', language: 'Cantonese' } },
        { cookie: cookie['90000001'] },
      );
      expect(ok.error).toBeNull();
      const list = await t.call<{ edit: Record<string, unknown> | null }>(
        'events.getSessionParticipants',
        { sessionId: session },
        { cookie: cookie['90000001'] },
      );
      expect(list.data.edit).toMatchObject({ venue: 'Room 301', venueChi: '301 室', language: 'Cantonese' });
      const listed = await t.call<{
        events: { id: string; venue: string | null; venueChi: string | null }[];
      }>('events.getEvents', undefined, { cookie: cookie['90000001'] });
      expect(listed.data.events.find((e) => e.id === session)).toMatchObject({
        venue: 'Room 301',
        venueChi: '301 室',
      });
      const long = await t.call(
        'events.updateSession',
        { session: { id: session, venueChi: '室'.repeat(301) } },
        { cookie: cookie['90000001'] },
      );
      expect(long.error?.data.code).toBe('BAD_REQUEST');
    });

    it('lists upcoming sessions with seats left; teachers only those open to their school; not students', async () => {
      const future = (h: number) => new Date(t.clock.now.getTime() + h * HOUR);
      const open = await addSession({
        name: 'Open',
        startTime: future(24),
        endTime: future(25),
        capacity: 5,
        seatsTaken: 4,
      });
      const full = await addSession({
        name: 'Full',
        startTime: future(24),
        endTime: future(25),
        capacity: 5,
        seatsTaken: 5,
      });
      const unlimited = await addSession({
        name: 'Unlimited',
        startTime: future(30),
        endTime: future(31),
        capacity: null,
        seatsTaken: 0,
      });
      const cancelled = await addSession({
        name: 'Cancelled',
        startTime: future(24),
        endTime: future(25),
        status: 'Cancelled',
      });
      const theirs = await addSession({
        name: 'Beacon 3 talk',
        startTime: future(24),
        endTime: future(25),
        clientSchoolId: 'beacon3',
      });
      const admin = await t.call<Summary[]>('events.getSessionsWithQuota', undefined, {
        cookie: cookie['90000001'],
      });
      const adminIds = admin.data.map((s) => s.id);
      expect(adminIds).toEqual(expect.arrayContaining([open, unlimited, theirs]));
      expect(adminIds).not.toContain(full);
      expect(adminIds).not.toContain(cancelled);
      expect(adminIds).not.toContain(session); // already started
      expect(admin.data.find((s) => s.id === open)?.remainingSeats).toBe(1);
      expect(admin.data.find((s) => s.id === unlimited)?.remainingSeats).toBeNull();
      const teacher = await t.call<Summary[]>('events.getSessionsWithQuota', undefined, {
        cookie: cookie['90000003'],
      });
      expect(teacher.data.map((s) => s.id)).not.toContain(theirs);
      const student = await t.call('events.getSessionsWithQuota', undefined, { cookie: cookie['91000030'] });
      expect(student.error?.data.code).toBe('FORBIDDEN');
    });

    it('the picker offers students the sessions they are on and teachers their school’s', async () => {
      const student = await t.call<Summary[]>('events.getSessionPicker', undefined, {
        cookie: cookie['91000038'],
      });
      expect(student.data.map((s) => s.id)).toEqual([otherSession]);
      const withdrawn = await t.call<Summary[]>('events.getSessionPicker', undefined, {
        cookie: cookie['91000036'],
      });
      expect(withdrawn.data).toEqual([]);
      const teacher = await t.call<Summary[]>('events.getSessionPicker', undefined, {
        cookie: cookie['96100002'],
      });
      expect(teacher.data.map((s) => s.id)).toContain(session);
      expect(teacher.data.map((s) => s.id)).not.toContain(otherSession);
    });
  });

  describe('demo votes seed', () => {
    it('gives every tab something to show, once', async () => {
      await seedDemoVotes(t.deps.db, t.clock.now);
      await seedDemoVotes(t.deps.db, t.clock.now);
      const student = await list('91000030', DEMO_VOTES_SESSION_ID);
      expect(student.error).toBeNull();
      expect(student.data.participants).toHaveLength(6);
      expect(student.data.myVotes).toEqual([]);
      expect(student.data.ranking.map((r) => [r.targetUserId, r.likes, r.rank])).toEqual([
        [ids['91000034'], 4, 1], // three students (one of them themselves) and the teacher
        [ids['91000032'], 2, 2],
      ]);
      const teacher = await list('90000003', DEMO_VOTES_SESSION_ID);
      expect(teacher.data.myVotes.map((v) => [v.targetUserId, v.order])).toEqual([
        [ids['91000034'], 1],
        [ids['91000032'], 2],
      ]);
    });
  });

  describe('events.onUserUsersChange (SSE over LISTEN/NOTIFY)', () => {
    let baseUrl: string;
    beforeAll(async () => {
      baseUrl = await t.app.listen({ port: 0, host: '127.0.0.1' });
    });

    const subscribe = (phone: string, sessionId = session, server = baseUrl) =>
      openSse(
        `${server}/api/trpc/events.onUserUsersChange?input=${encodeURIComponent(JSON.stringify({ sessionId }))}`,
        cookie[phone],
      );

    it('streams uncompressed, says when it listens, and tells this session’s changes only', async () => {
      const sse = await subscribe('90000001');
      try {
        expect(sse.headers.get('content-type')).toContain('text/event-stream');
        expect(sse.headers.get('content-encoding')).toBeNull();
        expect(await sse.next()).toMatchObject({ sessionId: session, kind: 'listening' });
        // A change on another session is not sent; a change on this one is.
        await vote('91000038', [{ targetUserId: ids['91000038'], reaction: 'like' }], otherSession);
        await vote('91000033', [{ targetUserId: ids['91000030'], reaction: 'like' }]);
        expect(await sse.next()).toMatchObject({ sessionId: session, kind: 'change' });
        // A refused vote is rolled back and announces nothing.
        await vote('91000033', [{ targetUserId: ids['91000036'], reaction: 'like' }]);
        await vote('91000033', [{ targetUserId: ids['91000031'], reaction: 'like' }]);
        expect(await sse.next()).toMatchObject({ kind: 'change' });
        expect(sse.pending()).toBe(0);
      } finally {
        await sse.close();
      }
      // The subscription ends with the client and the process stops listening.
      await expect.poll(() => channelHub(t.database).listenerCount(USER_USERS_CHANNEL)).toBe(0);
    });

    it('checks access like the list', async () => {
      const denied = await subscribe('91000036');
      try {
        expect(await denied.nextError()).toEqual({
          code: 'FORBIDDEN',
          message: '只有此場次的參加者才可查看名單。', // no language header on an EventSource: zh-HK, the default
        });
      } finally {
        await denied.close();
      }
    });

    // PGlite is one process's database: only PostgreSQL (test:pg) can have a second server process on it.
    const onPostgres = Boolean(process.env.DATABASE_URL);
    it.skipIf(!onPostgres)(
      'a vote written through another server process reaches this one (PostgreSQL only: skipped on PGlite, which one process holds)',
      { timeout: 120_000 },
      async () => {
        const url = t.database.pool?.options.connectionString;
        expect(url).toBeTruthy();
        const other = await startServerProcess(url as string);
        try {
          const sse = await subscribe('90000003', session, other.url);
          try {
            expect(await sse.next()).toMatchObject({ kind: 'listening' });
            await vote('91000032', [{ targetUserId: ids['91000035'], reaction: 'like' }]); // written through `t`
            expect(await sse.next()).toMatchObject({ sessionId: session, kind: 'change' });
          } finally {
            await sse.close();
          }
        } finally {
          await other.stop();
        }
      },
    );
  });
});
