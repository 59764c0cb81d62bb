import { schema } from '@waypoint/db';
import { dseYearFromForm, type SchoolForm } from '@waypoint/domain';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, signIn, type TestApp } from './harness.ts';

const { events, eventResponses, services, schools, users } = schema;

interface Result {
  response: string;
  holdsSeat: boolean;
  waitingListPlace: number | null;
  remainingSeats: number | null;
}

/**
 * A first application goes by a copy of the session's apply rule columns kept in the server's memory
 * (decision 016, Applies). Whatever the session became since the copy was read, the answer must be the one
 * the current row gives, and a refused apply must change nothing.
 */
describe('events: applying goes by the session as it is now', () => {
  let t: TestApp;
  const cookie: Record<string, string> = {};
  const userId: Record<string, string> = {};
  const en = { lang: 'en' as const };

  const addEvent = async (id: string, extra: Partial<typeof events.$inferInsert> = {}) => {
    await t.deps.db.insert(events).values({
      id,
      name: `Copy ${id}`,
      startTime: new Date(t.clock.now.getTime() + 86_400_000),
      endTime: new Date(t.clock.now.getTime() + 90_000_000),
      capacity: 10,
      ...extra,
    });
  };
  const apply = (who: string, eventId: string) =>
    t.call<Result>(
      'events.updateEventResponse',
      { targetEvent: { id: eventId }, response: 'Yes' },
      {
        cookie: cookie[who],
        ...en,
      },
    );
  const responseOf = async (who: string, eventId: string) =>
    (
      await t.deps.db
        .select()
        .from(eventResponses)
        .where(and(eq(eventResponses.eventId, eventId), eq(eventResponses.userId, userId[who]!)))
    )[0];
  const seatsTaken = async (eventId: string) =>
    (await t.deps.db.select({ n: events.seatsTaken }).from(events).where(eq(events.id, eventId)))[0]!.n;

  beforeAll(async () => {
    t = await createTestApp();
    await t.deps.db.insert(schools).values({ id: 'copy-school', name: 'Copy School' });
    const people: [string, string, SchoolForm][] = [
      ['a4', '95500001', 'F.4'],
      ['b4', '95500002', 'F.4'],
      ['c4', '95500003', 'F.4'],
      ['d5', '95500004', 'F.5'],
      ['e5', '95500005', 'F.5'],
    ];
    for (const [who, phone, form] of people) {
      const [row] = await t.deps.db
        .insert(users)
        .values({
          phone,
          fullName: `Copy ${who}`,
          roles: 'secondary-school-student',
          schoolId: 'copy-school',
          yearDSE: dseYearFromForm(form, t.clock.now),
        })
        .returning({ id: users.id });
      userId[who] = row!.id;
      cookie[who] = await signIn(t, phone);
    }
  });
  afterAll(() => t.close());

  it('refuses once the session stopped taking applications after an earlier apply was accepted', async () => {
    const id = '33333333-0000-4000-8000-000000000001';
    await addEvent(id);
    expect((await apply('a4', id)).data).toMatchObject({ response: 'Yes', holdsSeat: true });
    await t.deps.db.update(events).set({ group: 'ABS' }).where(eq(events.id, id));
    expect((await apply('b4', id)).error?.message).toBe('Applications are not taken for this session.');
    expect(await responseOf('b4', id)).toBeUndefined();
    expect(await seatsTaken(id)).toBe(1);
  });

  it('refuses once the session ended, and once its forms no longer include the student', async () => {
    const id = '33333333-0000-4000-8000-000000000002';
    await addEvent(id);
    expect((await apply('a4', id)).data.response).toBe('Yes');
    await t.deps.db
      .update(events)
      .set({
        // Past the grace after the end, in which applying stays open.
        startTime: new Date(t.clock.now.getTime() - 3 * 86_400_000),
        endTime: new Date(t.clock.now.getTime() - 2 * 86_400_000),
      })
      .where(eq(events.id, id));
    expect((await apply('b4', id)).error?.message).toBe('This session has ended.');

    const forms = '33333333-0000-4000-8000-000000000003';
    await addEvent(forms, { studentForms: ['F.4', 'F.5'] });
    expect((await apply('d5', forms)).data.response).toBe('Yes');
    await t.deps.db
      .update(events)
      .set({ studentForms: ['F.4'] })
      .where(eq(events.id, forms));
    expect((await apply('e5', forms)).error?.message).toBe('This session is not open to your form.');
    expect(await responseOf('e5', forms)).toBeUndefined();
    expect(await seatsTaken(forms)).toBe(1);
  });

  it('follows a change of the service’s forms when the session has none of its own', async () => {
    await t.deps.db
      .insert(services)
      .values({ id: 'copy-service', name: 'Copy service', type: 'Talk', targetForms: ['F.4', 'F.5'] });
    const id = '33333333-0000-4000-8000-000000000004';
    await addEvent(id, { serviceId: 'copy-service' });
    expect((await apply('b4', id)).data.response).toBe('Yes');
    await t.deps.db
      .update(services)
      .set({ targetForms: ['F.4'] })
      .where(eq(services.id, 'copy-service'));
    expect((await apply('d5', id)).error?.message).toBe('This session is not open to your form.');
    expect(await responseOf('d5', id)).toBeUndefined();
  });

  it('accepts once the session opened to the student’s form after refusing them', async () => {
    const id = '33333333-0000-4000-8000-000000000005';
    await addEvent(id, { studentForms: ['F.4'] });
    expect((await apply('c4', id)).data.response).toBe('Yes');
    await t.deps.db
      .update(events)
      .set({ studentForms: ['F.4', 'F.5'] })
      .where(eq(events.id, id));
    expect((await apply('e5', id)).data).toMatchObject({
      response: 'Yes',
      holdsSeat: true,
      remainingSeats: 8,
    });
    expect(await seatsTaken(id)).toBe(2);
  });

  it('seats by the capacity of now, and a second apply changes nothing', async () => {
    const id = '33333333-0000-4000-8000-000000000006';
    await addEvent(id, { capacity: 1 });
    expect((await apply('a4', id)).data).toMatchObject({ holdsSeat: true, remainingSeats: 0 });
    expect((await apply('b4', id)).data).toMatchObject({ holdsSeat: false, waitingListPlace: 1 });
    await t.deps.db.update(events).set({ capacity: 3 }).where(eq(events.id, id));
    expect((await apply('c4', id)).data).toMatchObject({ holdsSeat: true, remainingSeats: 1 });
    expect((await apply('c4', id)).data).toMatchObject({ response: 'Yes', holdsSeat: true });
    expect(await seatsTaken(id)).toBe(2);
  });
});
