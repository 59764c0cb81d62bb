import { schema } from '@waypoint/db';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { demoIds } from './admission-fixtures.ts';
import { createTestApp, signIn, type TestApp } from './harness.ts';

const { events, eventResponses } = schema;

interface Person {
  userId: string;
  groupClass: string | null;
  teacher: { schoolRoles: string[]; classRoles: { role: string; classes: string[] }[] } | null;
}

const HOUR = 3600_000;

// Issue 24 item 23: role names and group classes reach the screen as data, so it shows them in the
// reader's language ('班主任 5A'), not as stored English joined into one string.
describe('session list words', () => {
  let t: TestApp;
  let ids: Record<string, string>;
  let session: string;
  let admin: string;

  beforeAll(async () => {
    t = await createTestApp();
    ids = await demoIds(t);
    const start = new Date(t.clock.now.getTime() - 2 * HOUR);
    const [row] = await t.deps.db
      .insert(events)
      .values({
        name: 'Workshop 2: presenting a profession',
        startTime: start,
        endTime: new Date(start.getTime() + HOUR),
        anchorEventId: 'work-workshop-2',
        capacity: 40,
      })
      .returning({ id: events.id });
    session = row!.id;
    await t.deps.db.insert(eventResponses).values([
      { eventId: session, userId: ids['90000004']!, response: 'Yes' }, // class teacher of 5A
      { eventId: session, userId: ids['91000030']!, response: 'Attended', attended: true },
    ]);
    admin = await signIn(t, '90000001');
  });
  afterAll(async () => {
    await t?.close();
  });

  it('gives a teacher’s school and class roles as stored names, active class roles with their classes', async () => {
    const res = await t.call<{ participants: Person[] }>(
      'events.getSessionParticipants',
      { sessionId: session },
      { cookie: admin },
    );
    const teacher = res.data.participants.find((p) => p.userId === ids['90000004'])!;
    expect(teacher.teacher?.schoolRoles).toEqual(['Class teacher']);
    expect(teacher.teacher?.classRoles).toEqual([{ role: 'Class teacher', classes: ['5A'] }]);
    const student = res.data.participants.find((p) => p.userId === ids['91000030'])!;
    expect(student.groupClass).toMatch(/^\d[A-Z]$/);
  });
});
