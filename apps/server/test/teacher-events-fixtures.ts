import { schema, seedTeacherOptions } from '@waypoint/db';
import type { TestApp } from './harness.ts';

const { services, clients, events } = schema;
const DAY = 24 * 60 * 60 * 1000;

/** A client, a work service allowing proposed dates, and sessions: future, past-attended-anchor, started. */
export async function seedTeacherEventFixtures(t: TestApp) {
  const db = t.deps.db;
  await seedTeacherOptions(db);
  const now = t.clock.now.getTime();
  await db.insert(clients).values({ id: 'tc-client', name: 'Test University' }).onConflictDoNothing();
  await db
    .insert(services)
    .values([
      {
        id: 'tc-work',
        name: 'Work seminar series',
        type: 'Work',
        targetForms: ['F.4', 'F.5', 'F.6'],
        isAllowProposeDates: true,
        clientId: 'tc-client',
        anchorEventId: 'work-seminar',
        currIntakeYear: 2027,
        nominationDeadline: new Date(now + 10 * DAY),
      },
      { id: 'tc-closed', name: 'No proposals', type: 'Work', targetForms: [], isAllowProposeDates: false },
    ])
    .onConflictDoNothing();
  const session = (o: Partial<typeof events.$inferInsert> & { name: string; startTime: Date }) => ({
    endTime: new Date(o.startTime.getTime() + 2 * 60 * 60 * 1000),
    serviceId: 'tc-work',
    clientId: 'tc-client',
    anchorEventId: 'work-seminar',
    group: 'Work',
    ...o,
  });
  const rows = await db
    .insert(events)
    .values([
      session({ name: 'Seminar A', startTime: new Date(now + 5 * DAY), capacity: 30 }),
      session({ name: 'Seminar earlier', startTime: new Date(now - 20 * DAY) }),
      session({ name: 'Seminar started', startTime: new Date(now - 60 * 1000) }),
      session({ name: 'Beacon3 only', startTime: new Date(now + 6 * DAY), clientSchoolId: 'beacon3' }),
      session({ name: 'Small', startTime: new Date(now + 7 * DAY), capacity: 2 }),
      session({
        name: 'Teacher day',
        startTime: new Date(now + 8 * DAY),
        group: 'Teacher Event',
        anchorEventId: null,
      }),
    ])
    .returning({ id: events.id, name: events.name });
  const byName = Object.fromEntries(rows.map((r) => [r.name, r.id]));
  return {
    seminar: byName['Seminar A']!,
    earlier: byName['Seminar earlier']!,
    started: byName['Seminar started']!,
    beacon3Only: byName['Beacon3 only']!,
    small: byName.Small!,
    teacherDay: byName['Teacher day']!,
  };
}

/** An HK-time ISO string: `days` from the clock's day at hh:mm (+08:00). */
export function hkAt(t: TestApp, days: number, hh: number, mm = 0): string {
  const hk = new Date(t.clock.now.getTime() + 8 * 60 * 60 * 1000 + days * DAY);
  const date = hk.toISOString().slice(0, 10);
  return `${date}T${String(hh).padStart(2, '0')}:${String(mm).padStart(2, '0')}:00+08:00`;
}
