import { DEMO_EVENT_IDS, schema, seedDemoEvents } from '@waypoint/db';
import type { NextStep } from '@waypoint/domain';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { type HomeRead, loadHome, loadHomeNextSteps } from '../src/services/home/load-home.ts';
import { addPerson, demoIds } from './admission-fixtures.ts';
import { createTestApp, signIn, type TestApp } from './harness.ts';

const { users, userComments, userTags, tags, seenItems } = schema;
const E = DEMO_EVENT_IDS;

/** Issue 28 items 1 and 2: the home read (one statement) and the seen state behind "not yet seen". */
describe('home.read and home.markSeen', () => {
  let t: TestApp;
  let ids: Record<string, string>;
  let school: string;
  let newcomer: string;
  const cookies: Record<string, string> = {};
  const home = async (phone: string) => {
    const res = await t.call<HomeRead>('home.read', undefined, { cookie: cookies[phone] });
    expect(res.error).toBeNull();
    return res.data;
  };
  const stepIds = (steps: NextStep[]) => steps.map((s) => s.id);

  beforeAll(async () => {
    t = await createTestApp();
    await t.deps.db.transaction((tx) => seedDemoEvents(tx, t.clock.now));
    ids = await demoIds(t);
    const [principal] = await t.deps.db
      .select({ schoolId: users.schoolId })
      .from(users)
      .where(eq(users.id, ids['90000002']!));
    school = principal!.schoolId!;
    newcomer = await addPerson(t, { phone: '91009901', schoolId: school, roles: 'secondary-school-student' });
    for (const phone of ['91000014', '91000001', '90000002', '91009901'])
      cookies[phone] = await signIn(t, phone);
  });
  afterAll(() => t.close());

  it('greets by name in both languages and gives the planner and SLP cards their counts', async () => {
    const data = await home('91009901');
    expect(data.greeting).toEqual({ nameEn: 'Test 91009901', nameZh: null });
    expect(data.cards.planner).toEqual({ done: 0, total: 20 });
    expect(data.cards.slp).toEqual({ done: 0, total: 5 });
    // A new student: no choices, no grades, no interest profile.
    expect(stepIds(data.steps)).toEqual(
      expect.arrayContaining(['choicesMissing:plan', 'gradesMissing:plan', 'interestProfile:me']),
    );
  });

  it('lists an applied event to confirm until it is confirmed', async () => {
    const respond = (response: string) =>
      t.call(
        'events.updateEventResponse',
        { targetEvent: { id: E.campusVisit }, response },
        { cookie: cookies['91000014'] },
      );
    expect((await respond('Yes')).error).toBeNull();
    const before = await home('91000014');
    const step = before.steps.find((s) => s.id === `eventConfirm:${E.campusVisit}`);
    expect(step).toMatchObject({ kind: 'eventConfirm', href: `/events/${E.campusVisit}`, importance: 1 });
    expect(step?.params.titleZh).toBe('校園參觀：海港大學');
    expect((await respond('Confirmed')).error).toBeNull();
    expect(stepIds((await home('91000014')).steps)).not.toContain(`eventConfirm:${E.campusVisit}`);
  });

  it('shows a teacher’s comment and tag until the student marks them seen, on any device', async () => {
    const [comment] = await t.deps.db
      .insert(userComments)
      .values({ userId: newcomer, fromUserId: ids['90000002']!, comment: 'Add two more choices' })
      .returning({ id: userComments.id });
    const [tag] = await t.deps.db.select({ id: tags.id }).from(tags).where(eq(tags.name, 'Elite'));
    await t.deps.db.insert(userTags).values({ tagId: tag!.id, userId: newcomer, addedBy: ids['90000002']! });
    const commentStep = `teacherComment:${comment!.id}`;
    const tagStep = `teacherTag:${tag!.id}`;
    expect(stepIds((await home('91009901')).steps)).toEqual(expect.arrayContaining([commentStep, tagStep]));

    // Another student cannot mark this student's comment seen: nothing is written.
    const other = await t.call(
      'home.markSeen',
      { kind: 'teacherComment', itemIds: [String(comment!.id)] },
      { cookie: cookies['91000014'] },
    );
    expect(other.error?.data.httpStatus).toBe(404);
    expect(
      await t.deps.db
        .select()
        .from(seenItems)
        .where(eq(seenItems.itemId, String(comment!.id))),
    ).toEqual([]);

    for (const [kind, id] of [
      ['teacherComment', comment!.id],
      ['teacherTag', tag!.id],
    ] as const) {
      const res = await t.call(
        'home.markSeen',
        { kind, itemIds: [String(id)] },
        { cookie: cookies['91009901'] },
      );
      expect(res.error).toBeNull();
    }
    // A second sign-in (another phone) sees the same state.
    const again = await signIn(t, '91009901');
    const res = await t.call<HomeRead>('home.read', undefined, { cookie: again });
    expect(stepIds(res.data.steps)).not.toContain(commentStep);
    expect(stepIds(res.data.steps)).not.toContain(tagStep);
  });

  it('counts a teacher’s students waiting for verification, one fewer once verified', async () => {
    const waiting = (d: HomeRead) => d.steps.find((s) => s.kind === 'studentsWaiting')?.params.count ?? 0;
    const before = waiting(await home('90000002'));
    expect(before).toBeGreaterThan(0);
    const res = await t.call(
      'teacher.updateUserVerificationResult',
      { userId: newcomer, verificationResult: 'Yes' },
      { cookie: cookies['90000002'] },
    );
    expect(res.error).toBeNull();
    expect(waiting(await home('90000002'))).toBe(Number(before) - 1);
  });

  it('counts the students whose plans changed since the teacher’s last visit', async () => {
    const changed = (d: HomeRead) => d.steps.find((s) => s.kind === 'plansChanged')?.params.count ?? 0;
    await t.deps.db
      .insert(schema.userPrograms)
      // The change comes before the visit (the service's clock, not the database's, dates the visit).
      .values({
        userId: newcomer,
        programId: await anyProgram(t),
        order: 1,
        updatedAt: new Date(t.clock.now.getTime() - 60_000),
      });
    expect(Number(changed(await home('90000002')))).toBeGreaterThan(0);
    const seen = await t.call(
      'home.markSeen',
      { kind: 'studentPlans', itemIds: [] },
      { cookie: cookies['90000002'] },
    );
    expect(seen.error).toBeNull();
    expect(changed(await home('90000002'))).toBe(0);
    // A student has no school's students to visit.
    const refused = await t.call(
      'home.markSeen',
      { kind: 'studentPlans', itemIds: [] },
      { cookie: cookies['91009901'] },
    );
    expect(refused.error?.data.httpStatus).toBe(403);
  });

  it('gives a university student and a client their own steps and cards', async () => {
    for (const phone of ['92000002', '93000003']) cookies[phone] = await signIn(t, phone);
    const uni = await home('92000002');
    expect(uni.cards.jobex).toMatchObject({ total: expect.any(Number) });
    expect(
      uni.steps.every((s) => ['careerGoals', 'savedJobClosing', 'cvSectionEmpty'].includes(s.kind)),
    ).toBe(true);
    const client = await home('93000003');
    expect(client.cards.jobex).toMatchObject({ count: expect.any(Number) });
    expect(client.steps.every((s) => ['jobExpiring', 'newProgramStudents'].includes(s.kind))).toBe(true);
    // A client's visit to their programmes' students is theirs to mark; a student has none.
    const seen = await t.call(
      'home.markSeen',
      { kind: 'programStudents', itemIds: [] },
      { cookie: cookies['93000003'] },
    );
    expect(seen.error).toBeNull();
    expect((await home('93000003')).steps.some((s) => s.kind === 'newProgramStudents')).toBe(false);
  });

  it('reads the whole home in one statement', async () => {
    const database = t.database;
    const target = (database.pglite ?? database.pool) as unknown as { query: (...a: unknown[]) => unknown };
    const spy = vi.spyOn(target, 'query');
    try {
      const read = await loadHome({ db: t.deps.db, now: () => t.clock.now }, { id: ids['91000001']! });
      expect(read?.steps.length).toBeGreaterThan(0);
      expect(spy).toHaveBeenCalledTimes(1);
      spy.mockClear();
      await loadHome({ db: t.deps.db, now: () => t.clock.now }, { id: ids['90000002']! });
      expect(spy).toHaveBeenCalledTimes(1);
    } finally {
      spy.mockRestore();
    }
  });

  it('gives the digest the same steps as the home', async () => {
    const deps = { db: t.deps.db, now: () => t.clock.now };
    const steps = await loadHomeNextSteps(deps, { id: newcomer });
    expect(steps).toEqual((await home('91009901')).steps);
    expect(await loadHomeNextSteps(deps, { id: '00000000-0000-4000-8000-000000000000' })).toEqual([]);
  });
});

async function anyProgram(t: TestApp): Promise<number> {
  const [row] = await t.deps.db.select({ id: schema.programs.id }).from(schema.programs).limit(1);
  return row!.id;
}
