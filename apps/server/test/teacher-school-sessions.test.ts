import { schema } from '@waypoint/db';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addPerson, demoIds } from './admission-fixtures.ts';
import { createTestApp, signIn, type TestApp } from './harness.ts';
import { seedTeacherEventFixtures } from './teacher-events-fixtures.ts';

const { events, eventResponses } = schema;

interface SchoolSession {
  id: string;
  name: string;
  forSchool: boolean;
  applied: number;
  confirmed: number;
  attended: number;
}

describe("'My school's session(s)' (spec 1 §2.3, teacher.getSchoolSessions)", () => {
  let t: TestApp;
  let ev: Awaited<ReturnType<typeof seedTeacherEventFixtures>>;
  let ids: Record<string, string>;
  let ownTalk: string;
  const cookie: Record<string, string> = {};

  beforeAll(async () => {
    t = await createTestApp();
    ev = await seedTeacherEventFixtures(t);
    ids = await demoIds(t);
    const other = await addPerson(t, {
      phone: '96000201',
      schoolId: 'beacon3',
      roles: 'secondary-school-student',
    });
    const [talk] = await t.deps.db
      .insert(events)
      .values({
        name: 'Beacon1 own talk',
        startTime: new Date(t.clock.now.getTime() + 3 * 86_400_000),
        endTime: new Date(t.clock.now.getTime() + 3 * 86_400_000 + 3_600_000),
        group: 'Work',
        clientSchoolId: 'beacon1',
      })
      .returning({ id: events.id });
    ownTalk = talk!.id;
    const answer = (eventId: string, userId: string, schoolId: string, extra = {}) => ({
      eventId,
      userId,
      schoolId,
      response: 'Yes',
      ...extra,
    });
    await t.deps.db.insert(eventResponses).values([
      answer(ev.seminar, ids['91000001']!, 'beacon1', { response: 'Confirmed', confirmed: true }),
      answer(ev.seminar, ids['91000002']!, 'beacon1'),
      answer(ev.seminar, ids['91000003']!, 'beacon1', { response: 'No' }),
      answer(ev.earlier, ids['91000004']!, 'beacon1', {
        response: 'Attended',
        confirmed: true,
        attended: true,
      }),
      answer(ev.small, other, 'beacon3'),
      answer(ev.beacon3Only, other, 'beacon3'),
    ]);
    for (const phone of ['90000001', '90000003', '90000005', '91000001'])
      cookie[phone] = await signIn(t, phone);
  });
  afterAll(() => t.close());

  const list = (phone: string, sessionId: string, schoolId = 'beacon1') =>
    t.call<{ sessions: SchoolSession[] }>(
      'teacher.getSchoolSessions',
      { sessionId, schoolId },
      { cookie: cookie[phone] },
    );

  it('lists the sessions of the series the school answered, with its own counts only', async () => {
    const res = await list('90000003', ev.seminar);
    expect(res.error).toBeNull();
    expect(res.data.sessions.map((s) => s.name)).toEqual(['Seminar earlier', 'Seminar A']);
    expect(res.data.sessions[1]).toMatchObject({ applied: 2, confirmed: 1, attended: 0, forSchool: false });
    expect(res.data.sessions[0]).toMatchObject({ applied: 1, confirmed: 1, attended: 1 });
  });

  it('shows a session run for the school even before anyone applied, and never another school’s', async () => {
    const own = await list('90000003', ownTalk);
    expect(own.data.sessions).toEqual([
      expect.objectContaining({ id: ownTalk, forSchool: true, applied: 0, confirmed: 0, attended: 0 }),
    ]);
    const beacon3 = await list('90000001', ev.seminar, 'beacon3');
    expect(beacon3.data.sessions.map((s) => s.name).sort()).toEqual(['Beacon3 only', 'Small']);
  });

  it('refuses students, unverified teachers and another school’s teacher', async () => {
    expect((await list('91000001', ev.seminar)).error?.data.httpStatus).toBe(403);
    expect((await list('90000005', ev.seminar)).error?.data.httpStatus).toBe(403);
    expect((await list('90000003', ev.seminar, 'beacon3')).error?.data.httpStatus).toBe(403);
  });
});
