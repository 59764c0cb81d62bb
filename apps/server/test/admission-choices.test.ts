import { schema } from '@waypoint/db';
import { and, eq, isNotNull } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { demoIds, listedProgramIds, programIds, subjectId } from './admission-fixtures.ts';
import { createTestApp, signIn, type TestApp } from './harness.ts';

const { programs, userPrograms, schoolSettings, users } = schema;

type Choices = { choices: { programId: number; order: number }[] };

describe('admission choices, reactions, disciplines and electives', () => {
  let t: TestApp;
  let ids: Record<string, string>;
  const cookie: Record<string, string> = {};
  let listed: number[];
  beforeAll(async () => {
    t = await createTestApp();
    ids = await demoIds(t);
    for (const phone of ['90000001', '90000003', '91000002', '91000003'])
      cookie[phone] = await signIn(t, phone);
    listed = await listedProgramIds(t, 25);
  });
  afterAll(() => t.close());

  const save = (programIds: number[], who = '91000002', userId?: string) =>
    t.call<Choices>(
      'admission.saveUserChoices',
      { programIds, ...(userId ? { userId } : {}) },
      { cookie: cookie[who] },
    );

  const storedOrders = async (userId: string) =>
    (
      await t.deps.db
        .select({ programId: userPrograms.programId, order: userPrograms.order })
        .from(userPrograms)
        .where(and(eq(userPrograms.userId, userId), isNotNull(userPrograms.order)))
        .orderBy(userPrograms.order)
    ).map((r) => r.programId);

  describe('saveUserChoices', () => {
    it('replaces the ranked list 1…n and keeps reactions of programmes that leave it', async () => {
      const first = await save(listed.slice(0, 5));
      expect(first.error).toBeNull();
      expect(first.data.choices).toEqual(
        listed.slice(0, 5).map((programId, i) => ({ programId, order: i + 1 })),
      );
      await t.call(
        'admission.upsertUserPrograms',
        { programs: [{ programId: listed[0], reaction: 'like' }] },
        { cookie: cookie['91000002'] },
      );
      const reordered = [listed[4]!, listed[2]!, listed[6]!];
      const second = await save(reordered);
      expect(second.data.choices.map((c) => c.programId)).toEqual(reordered);
      expect(await storedOrders(ids['91000002']!)).toEqual(reordered);
      const [liked] = await t.deps.db
        .select()
        .from(userPrograms)
        .where(and(eq(userPrograms.userId, ids['91000002']!), eq(userPrograms.programId, listed[0]!)));
      expect(liked).toMatchObject({ reaction: 'like', order: null });
      // Rows with nothing left in them are gone.
      const rows = await t.deps.db
        .select()
        .from(userPrograms)
        .where(eq(userPrograms.userId, ids['91000002']!));
      expect(rows).toHaveLength(4);
    });

    it('accepts exactly 20 and refuses 21, changing nothing', async () => {
      expect((await save(listed.slice(0, 20))).error).toBeNull();
      const before = await storedOrders(ids['91000002']!);
      const res = await save(listed.slice(0, 21));
      expect(res.status).toBe(400);
      expect(res.error?.message).toBe('You can choose at most 20 programmes.');
      expect(await storedOrders(ids['91000002']!)).toEqual(before);
    });

    it('refuses duplicate ids', async () => {
      const res = await save([listed[0]!, listed[1]!, listed[0]!]);
      expect(res.status).toBe(400);
      expect(res.error?.message).toBe('A programme appears twice in your choices.');
    });

    it('refuses a Draft programme and one of an institution not listed, atomically', async () => {
      const [draft] = await programIds(t, ['JS4006']);
      await t.deps.db.update(programs).set({ status: 'Draft' }).where(eq(programs.id, draft!));
      const before = await storedOrders(ids['91000002']!);
      const res = await save([listed[0]!, draft!]);
      expect(res.status).toBe(400);
      expect(res.error?.message).toBe('This programme cannot be chosen.');
      expect(await storedOrders(ids['91000002']!)).toEqual(before);
      await t.deps.db.update(programs).set({ status: 'Published' }).where(eq(programs.id, draft!));
      // EdUHK (institution 8) is not among the listing institutions (spec 2 §9).
      const [eduhk] = await t.deps.db
        .select({ id: programs.id })
        .from(programs)
        .where(eq(programs.institutionId, 8))
        .limit(1);
      expect(eduhk).toBeDefined();
      const unlisted = await save([eduhk!.id]);
      expect(unlisted.status).toBe(400);
      expect(unlisted.error?.message).toBe('This programme cannot be chosen.');
      const unknown = await save([2_000_000]);
      expect(unknown.status).toBe(400);
      expect(unknown.error?.message).toBe('This programme was not found.');
    });

    it('refuses a teacher reordering a student’s choices (read-only) and lets an admin', async () => {
      const before = await storedOrders(ids['91000002']!);
      const res = await save([...before].reverse(), '90000003', ids['91000002']);
      expect(res.status).toBe(403);
      expect(res.error?.message).toBe("Teachers can view a student's plan but cannot change it.");
      expect(await storedOrders(ids['91000002']!)).toEqual(before);
      const admin = await save([...before].reverse(), '90000001', ids['91000002']);
      expect(admin.error).toBeNull();
      expect(await storedOrders(ids['91000002']!)).toEqual([...before].reverse());
    });

    it('refuses a student saving another student’s list', async () => {
      const res = await save([listed[0]!], '91000003', ids['91000002']);
      expect(res.status).toBe(403);
    });

    it('keeps one programme per rank under concurrent saves (partial unique index on user_id, order)', async () => {
      const lists = Array.from({ length: 8 }, (_, k) =>
        Array.from({ length: 10 }, (_, i) => listed[(i + k * 3) % listed.length]!),
      );
      const results = await Promise.all(lists.map((l) => save(l)));
      expect(results.every((r) => r.error === null)).toBe(true);
      const final = await storedOrders(ids['91000002']!);
      expect(lists.map((l) => l.join(','))).toContain(final.join(','));
      const rows = await t.deps.db
        .select({ order: userPrograms.order })
        .from(userPrograms)
        .where(and(eq(userPrograms.userId, ids['91000002']!), isNotNull(userPrograms.order)));
      expect(rows.map((r) => r.order).sort((a, b) => a! - b!)).toEqual(
        Array.from({ length: 10 }, (_, i) => i + 1),
      );
      // The database itself refuses a second programme at a taken rank.
      await expect(
        t.deps.db.insert(userPrograms).values({ userId: ids['91000002']!, programId: listed[24]!, order: 1 }),
      ).rejects.toThrow();
    });
  });

  describe('deleteUserChoice and clearUserChoices', () => {
    it('deletes one choice and closes the gap', async () => {
      await save(listed.slice(0, 4));
      const res = await t.call<Choices>(
        'admission.deleteUserChoice',
        { programId: listed[1] },
        { cookie: cookie['91000002'] },
      );
      expect(res.error).toBeNull();
      expect(res.data.choices).toEqual([
        { programId: listed[0], order: 1 },
        { programId: listed[2], order: 2 },
        { programId: listed[3], order: 3 },
      ]);
      const missing = await t.call(
        'admission.deleteUserChoice',
        { programId: listed[1] },
        { cookie: cookie['91000002'] },
      );
      expect(missing.status).toBe(404);
    });

    it('refuses a teacher deleting or clearing, then clears for the student', async () => {
      const del = await t.call(
        'admission.deleteUserChoice',
        { userId: ids['91000002'], programId: listed[0] },
        { cookie: cookie['90000003'] },
      );
      expect(del.status).toBe(403);
      const clearByTeacher = await t.call(
        'admission.clearUserChoices',
        { userId: ids['91000002'] },
        { cookie: cookie['90000003'] },
      );
      expect(clearByTeacher.status).toBe(403);
      expect(await storedOrders(ids['91000002']!)).toHaveLength(3);
      const clear = await t.call<Choices>('admission.clearUserChoices', {}, { cookie: cookie['91000002'] });
      expect(clear.data.choices).toEqual([]);
      expect(await storedOrders(ids['91000002']!)).toEqual([]);
    });
  });

  describe('upsertUserPrograms', () => {
    it('sets and clears reactions without touching ranks', async () => {
      await save([listed[0]!]);
      const res = await t.call<{
        programs: { programId: number; reaction: string | null; order: number | null }[];
      }>(
        'admission.upsertUserPrograms',
        {
          programs: [
            { programId: listed[0], reaction: 'dislike', reason: 'Too far' },
            { programId: listed[5], reaction: 'like' },
          ],
        },
        { cookie: cookie['91000002'] },
      );
      expect(res.error).toBeNull();
      expect(res.data.programs).toEqual(
        expect.arrayContaining([
          { programId: listed[0], reaction: 'dislike', reason: 'Too far', order: 1 },
          { programId: listed[5], reaction: 'like', reason: null, order: null },
        ]),
      );
      const cleared = await t.call<{ programs: { programId: number }[] }>(
        'admission.upsertUserPrograms',
        { programs: [{ programId: listed[5], reaction: null }] },
        { cookie: cookie['91000002'] },
      );
      expect(cleared.data.programs.map((p) => p.programId)).toEqual([listed[0]]);
    });

    it('refuses a bad reaction, a teacher, and a Draft programme', async () => {
      const bad = await t.call(
        'admission.upsertUserPrograms',
        { programs: [{ programId: listed[0], reaction: 'love' }] },
        { cookie: cookie['91000002'] },
      );
      expect(bad.status).toBe(400);
      expect(bad.error?.message).toBe('The reaction must be like, dislike or empty.');
      const teacher = await t.call(
        'admission.upsertUserPrograms',
        { userId: ids['91000002'], programs: [{ programId: listed[0], reaction: 'like' }] },
        { cookie: cookie['90000003'] },
      );
      expect(teacher.status).toBe(403);
    });
  });

  describe('upsertUserDisciplines', () => {
    it('likes, explains and removes disciplines', async () => {
      const res = await t.call<{
        disciplines: { disciplineId: number; reaction: string | null; botExplanation: string | null }[];
      }>(
        'admission.upsertUserDisciplines',
        {
          disciplines: [
            { disciplineId: 1, reaction: 'like' },
            { disciplineId: 2, reaction: null, botExplanation: 'You like drawing.' },
          ],
        },
        { cookie: cookie['91000002'] },
      );
      expect(res.error).toBeNull();
      expect(res.data.disciplines).toEqual([
        expect.objectContaining({ disciplineId: 1, reaction: 'like' }),
        expect.objectContaining({ disciplineId: 2, reaction: null, botExplanation: 'You like drawing.' }),
      ]);
      const removed = await t.call<{ disciplines: unknown[] }>(
        'admission.upsertUserDisciplines',
        { disciplines: [{ disciplineId: 1, reaction: null }] },
        { cookie: cookie['91000002'] },
      );
      expect(removed.data.disciplines).toHaveLength(1);
    });

    it('refuses an unknown discipline and a teacher', async () => {
      const unknown = await t.call(
        'admission.upsertUserDisciplines',
        { disciplines: [{ disciplineId: 999, reaction: 'like' }] },
        { cookie: cookie['91000002'] },
      );
      expect(unknown.status).toBe(400);
      expect(unknown.error?.message).toBe('This discipline was not found.');
      const teacher = await t.call(
        'admission.upsertUserDisciplines',
        { userId: ids['91000002'], disciplines: [{ disciplineId: 1, reaction: 'like' }] },
        { cookie: cookie['90000003'] },
      );
      expect(teacher.status).toBe(403);
    });
  });

  describe('upsertUserElectives', () => {
    it('follows the ordering rules: 2 after 1, Math Options only M1/M2, streams per class', async () => {
      const [econ, phys, m1, chem] = await Promise.all(
        ['Econ', 'Phys', 'M1', 'Chem'].map((c) => subjectId(t, c)),
      );
      const call = (electives: unknown[]) =>
        t.call<{ electives: { electiveId: number; order: number }[] }>(
          'admission.upsertUserElectives',
          { electives },
          { cookie: cookie['91000002'] },
        );
      const early = await call([{ electiveId: phys, order: 2, reaction: 'like' }]);
      expect(early.status).toBe(400);
      expect(early.error?.message).toBe('Please choose the earlier electives first.');
      const ok = await call([
        { electiveId: econ, order: 1, reaction: 'like' },
        { electiveId: phys, order: 2, reaction: 'like' },
        { electiveId: m1, order: 4, reaction: 'like' },
      ]);
      expect(ok.error).toBeNull();
      expect(ok.data.electives.map((e) => e.order)).toEqual([1, 2, 4]);
      const notMaths = await call([{ electiveId: chem, order: 4, reaction: 'like' }]);
      expect(notMaths.status).toBe(400);
      expect(notMaths.error?.message).toBe('This elective is not offered for this choice.');
      const core = await call([{ electiveId: await subjectId(t, 'Chi'), order: 3, reaction: 'like' }]);
      expect(core.error?.message).toBe('This subject is not an elective.');
      // 91000002 is in 4B; a stream for 4B that offers only Chem at order 3 refuses Phys there.
      await t.deps.db
        .update(schoolSettings)
        .set({ f3ClassChart: { '4B': { 3: ['Chem'] } } })
        .where(eq(schoolSettings.schoolId, 'beacon1'));
      const [student] = await t.deps.db
        .select({ class: users.class })
        .from(users)
        .where(eq(users.id, ids['91000002']!));
      expect(student?.class).toBe('4B');
      const streamed = await call([{ electiveId: phys, order: 3, reaction: 'like' }]);
      expect(streamed.error?.message).toBe('This elective is not offered for this choice.');
      expect((await call([{ electiveId: chem, order: 3, reaction: 'like' }])).error).toBeNull();
      const removed = await call([{ electiveId: chem, order: 3, reaction: null }]);
      expect(removed.data.electives.map((e) => e.order)).toEqual([1, 2, 4]);
    });

    it('refuses a teacher', async () => {
      const res = await t.call(
        'admission.upsertUserElectives',
        {
          userId: ids['91000002'],
          electives: [{ electiveId: await subjectId(t, 'Econ'), order: 1, reaction: 'like' }],
        },
        { cookie: cookie['90000003'] },
      );
      expect(res.status).toBe(403);
    });
  });
});
