import { DEMO_EVENT_IDS, DEMO_ROLL_CALL_CODE, schema, seedDemoEvents } from '@waypoint/db';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { respondToEvent, updateEventResponse } from '../src/services/events/update-event-response.ts';
import { demoIds } from './admission-fixtures.ts';
import { createTestApp, signIn, type TestApp } from './harness.ts';

const { events, eventResponses, formResponses, userConsentRecords, users } = schema;
const E = DEMO_EVENT_IDS;

interface Task {
  id: string;
  done: boolean;
  questions: { id: string; type: string; isRequired: boolean }[];
  answers: Record<string, string>;
}

describe('events: anchor tasks, form responses, services and seats under load', () => {
  let t: TestApp;
  let ids: Record<string, string>;
  const c: Record<string, string> = {};
  const en = { lang: 'en' as const };

  beforeAll(async () => {
    t = await createTestApp();
    await t.deps.db.transaction((tx) => seedDemoEvents(tx, t.clock.now));
    ids = await demoIds(t);
    for (const phone of ['90000001', '90000003', '91000014', '91000015', '91000017'])
      c[phone] = await signIn(t, phone);
  });
  afterAll(() => t.close());

  const detail = (phone: string, id: string) =>
    t.call<{ tasks: Task[]; parentConsent: { obtained: boolean } | null }>(
      'events.getEvent',
      { id },
      { cookie: c[phone] },
    );
  const upsert = (phone: string, taskId: string, responses: { questionId: string; answer: string }[]) =>
    t.call(
      'events.upsertFormResponses',
      { sessionId: E.seminarToday, taskId, responses },
      { cookie: c[phone], ...en },
    );

  it('shows the seminar reflection only after attendance', async () => {
    await t.call(
      'events.updateEventResponse',
      { targetEvent: { id: E.seminarToday }, response: 'Yes' },
      { cookie: c['91000014'] },
    );
    expect((await detail('91000014', E.seminarToday)).data.tasks).toEqual([]);
    const early = await upsert('91000014', 'demo-task-seminar-reflection', [
      { questionId: 'demo-q-seminar-rating', answer: '4' },
    ]);
    expect(early.error?.message).toBe('This task is not available for this session.');
    await t.call(
      'events.updateEventResponse',
      { targetEvent: { id: E.seminarToday }, response: 'Attended', rollCallCode: DEMO_ROLL_CALL_CODE },
      { cookie: c['91000014'] },
    );
    const tasks = (await detail('91000014', E.seminarToday)).data.tasks;
    expect(tasks.map((x) => x.id)).toEqual(['demo-task-seminar-reflection']);
    expect(tasks[0]!.done).toBe(false);
    expect(tasks[0]!.questions.map((q) => q.type)).toEqual(['linear-scale', 'multiple-choice', 'paragraph']);
  });

  it('refuses a form with a required answer missing, a foreign question or a malformed answer', async () => {
    const missing = await upsert('91000014', 'demo-task-seminar-reflection', [
      { questionId: 'demo-q-seminar-rating', answer: '4' },
    ]);
    expect(missing.error?.message).toBe('Please answer "Which field interests you most now?".');
    const foreign = await upsert('91000014', 'demo-task-seminar-reflection', [
      { questionId: 'demo-q-visit-part', answer: 'labs' },
    ]);
    expect(foreign.error?.message).toBe('This question is not part of the task.');
    const bad = await upsert('91000014', 'demo-task-seminar-reflection', [
      { questionId: 'demo-q-seminar-rating', answer: '9' },
      { questionId: 'demo-q-seminar-interest', answer: 'law' },
    ]);
    expect(bad.error?.message).toBe('The answer to "How useful was the seminar?" is not valid.');
    const rows = await t.deps.db
      .select()
      .from(formResponses)
      .where(eq(formResponses.userId, ids['91000014']!));
    expect(rows).toEqual([]);
  });

  it('stores the answers, marks the task done and updates a changed answer', async () => {
    const ok = await upsert('91000014', 'demo-task-seminar-reflection', [
      { questionId: 'demo-q-seminar-rating', answer: '4' },
      { questionId: 'demo-q-seminar-interest', answer: 'law' },
    ]);
    expect(ok.error).toBeNull();
    let task = (await detail('91000014', E.seminarToday)).data.tasks[0]!;
    expect(task.done).toBe(true);
    expect(task.answers).toEqual({ 'demo-q-seminar-rating': '4', 'demo-q-seminar-interest': 'law' });
    await upsert('91000014', 'demo-task-seminar-reflection', [
      { questionId: 'demo-q-seminar-rating', answer: '5' },
    ]);
    task = (await detail('91000014', E.seminarToday)).data.tasks[0]!;
    expect(task.answers['demo-q-seminar-rating']).toBe('5');
    const mine = await t.call<{ formResponses: { answer: string }[] }>(
      'events.getUserFormResponses',
      undefined,
      { cookie: c['91000014'] },
    );
    expect(mine.data.formResponses).toHaveLength(2);
  });

  it('refuses answers from someone who did not apply', async () => {
    const res = await upsert('91000015', 'demo-task-seminar-reflection', [
      { questionId: 'demo-q-seminar-rating', answer: '3' },
    ]);
    expect(res.error?.message).toBe('Please apply for this session first.');
  });

  it('shows Bluebird Seed as needing parent consent until a consent record exists', async () => {
    const apply = await t.call<{ service: { userResponse: string; parentConsent: string | null } }>(
      'services.upsertServiceResponse',
      { serviceId: 'bluebird-seed', response: 'Yes' },
      { cookie: c['91000015'] },
    );
    expect(apply.data.service).toMatchObject({ userResponse: 'Yes', parentConsent: 'required' });
    await t.deps.db
      .insert(userConsentRecords)
      .values({ userId: ids['91000015']!, target: 'bluebird-seed', schoolId: 'beacon1' });
    const list = await t.call<{ services: { id: string; parentConsent: string | null }[] }>(
      'services.getServices',
      undefined,
      {
        cookie: c['91000015'],
      },
    );
    expect(list.data.services.find((s) => s.id === 'bluebird-seed')!.parentConsent).toBe('obtained');
    expect((await detail('91000015', E.bluebirdSeed)).data.parentConsent).toEqual({
      target: 'bluebird-seed',
      obtained: true,
    });
  });

  it('refuses service applications from teachers and unknown services', async () => {
    const teacher = await t.call(
      'services.upsertServiceResponse',
      { serviceId: 'bluebird-seed', response: 'Yes' },
      { cookie: c['90000003'], ...en },
    );
    expect(teacher.error?.message).toBe('This function is for students only');
    const unknown = await t.call(
      'services.upsertServiceResponse',
      { serviceId: 'nope', response: 'Yes' },
      { cookie: c['91000015'], ...en },
    );
    expect(unknown.error?.message).toBe('This service was not found.');
  });

  it('lists a service with its sessions for visitors', async () => {
    const res = await t.call<{ service: { id: string }; events: { id: string }[] }>('services.getService', {
      id: 'demo-work-seminar',
    });
    expect(res.data.events.map((e) => e.id)).toContain(E.seminarToday);
  });

  it('holds exactly 10 seats under 50 parallel applies, the rest waiting in order', async () => {
    const eventId = '22222222-0000-4000-8000-000000000001';
    await t.deps.db.insert(events).values({
      id: eventId,
      name: 'Ten seats',
      startTime: new Date(t.clock.now.getTime() + 86_400_000),
      endTime: new Date(t.clock.now.getTime() + 90_000_000),
      capacity: 10,
    });
    const students = await t.deps.db
      .insert(users)
      .values(
        Array.from({ length: 50 }, (_, i) => ({
          phone: `97${String(i).padStart(6, '0')}`,
          fullName: `Load ${i}`,
          roles: 'secondary-school-student',
          schoolId: 'beacon1',
          yearDSE: 2027,
        })),
      )
      .returning({ id: users.id });
    const now = t.clock.now;
    const results = await Promise.allSettled(
      students.map((s) =>
        t.deps.db.transaction((tx) =>
          updateEventResponse(tx, {
            eventId,
            userId: s.id,
            response: 'Yes',
            actor: { id: s.id, isAdmin: false },
            now,
            skipEligibility: true,
          }),
        ),
      ),
    );
    expect(results.filter((r) => r.status === 'rejected')).toEqual([]);
    const rows = await t.deps.db.select().from(eventResponses).where(eq(eventResponses.eventId, eventId));
    expect(rows).toHaveLength(50);
    expect(rows.filter((r) => r.holdsSeat)).toHaveLength(10);
    expect(rows.filter((r) => r.waitlistedAt !== null)).toHaveLength(40);
    const [e] = await t.deps.db.select({ n: events.seatsTaken }).from(events).where(eq(events.id, eventId));
    expect(e!.n).toBe(10);
    // A withdrawal promotes exactly one.
    const holder = rows.find((r) => r.holdsSeat)!;
    await t.deps.db.transaction((tx) =>
      updateEventResponse(tx, {
        eventId,
        userId: holder.userId,
        response: 'No',
        actor: { id: holder.userId, isAdmin: false },
        now,
        withdrawReason: 'x',
      }),
    );
    const after = await t.deps.db
      .select()
      .from(eventResponses)
      .where(and(eq(eventResponses.eventId, eventId), eq(eventResponses.holdsSeat, true)));
    expect(after).toHaveLength(10);
  });

  it('holds the seats on the API path too: 40 parallel first applies (each twice) on 5 seats', async () => {
    const eventId = '22222222-0000-4000-8000-000000000002';
    await t.deps.db.insert(events).values({
      id: eventId,
      name: 'Five seats',
      startTime: new Date(t.clock.now.getTime() + 86_400_000),
      endTime: new Date(t.clock.now.getTime() + 90_000_000),
      capacity: 5,
    });
    const students = await t.deps.db
      .insert(users)
      .values(
        Array.from({ length: 40 }, (_, i) => ({
          phone: `98${String(i).padStart(6, '0')}`,
          fullName: `Twice ${i}`,
          roles: 'secondary-school-student',
          schoolId: 'beacon1',
          yearDSE: 2027,
        })),
      )
      .returning({ id: users.id });
    const now = t.clock.now;
    // Every student taps twice at once: the second tap must not take a second seat or a second place.
    const results = await Promise.allSettled(
      [...students, ...students].map((s) =>
        respondToEvent(t.deps.db, {
          eventId,
          userId: s.id,
          response: 'Yes',
          actor: { id: s.id, isAdmin: false },
          now,
        }),
      ),
    );
    expect(results.filter((r) => r.status === 'rejected')).toEqual([]);
    const rows = await t.deps.db.select().from(eventResponses).where(eq(eventResponses.eventId, eventId));
    expect(rows).toHaveLength(40);
    expect(rows.filter((r) => r.holdsSeat)).toHaveLength(5);
    expect(rows.filter((r) => r.waitlistedAt !== null)).toHaveLength(35);
    const [e] = await t.deps.db.select({ n: events.seatsTaken }).from(events).where(eq(events.id, eventId));
    expect(e!.n).toBe(5);
  });
});
