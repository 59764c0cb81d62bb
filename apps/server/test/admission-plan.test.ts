import { schema } from '@waypoint/db';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addPerson, demoIds, seedDemoPlans } from './admission-fixtures.ts';
import { createTestApp, signIn, type TestApp } from './harness.ts';

const { schoolSettings, userPrograms, consultationRecords, userComments } = schema;

interface Plan {
  student: { id: string; fullName: string; class: string | null; school: { id: string } | null };
  viewer: {
    isSelf: boolean;
    isStaff: boolean;
    isAdmin: boolean;
    canEditChoices: boolean;
    canEditOwnPrediction: boolean;
    canEditSchoolPrediction: boolean;
    canManage: boolean;
    canSeeDeadlines: boolean;
  };
  schoolSettings: { showPredictedScoresToStudents: boolean; achievejupasDeadline1: string | null };
  grades: { subjectCode: string; source: string; grade: string | null; hidden: boolean }[];
  choices: { programId: number; order: number }[];
  programs: { programId: number; reaction: string | null; order: number | null }[];
  disciplines: { disciplineId: number; reaction: string | null }[];
  electives: { electiveId: number; order: number }[];
  tags: { name: string; isDefault: boolean }[];
  deadlineInputs: { choiceCount: number; hasActivityResponse: boolean; hasParentConsent: boolean };
}

describe('admission.getStudentByUserId', () => {
  let t: TestApp;
  let ids: Record<string, string>;
  const cookie: Record<string, string> = {};
  beforeAll(async () => {
    t = await createTestApp();
    await seedDemoPlans(t);
    ids = await demoIds(t);
    ids.otherTeacher = await addPerson(t, { phone: '96000001', schoolId: 'beacon3', roles: 'teacher' });
    ids.inactiveTeacher = await addPerson(t, {
      phone: '96000002',
      schoolId: 'beacon1',
      roles: 'teacher',
      status: 'Inactive',
    });
    for (const phone of [
      '90000001',
      '90000003',
      '90000004',
      '90000005',
      '91000001',
      '91000002',
      '92000001',
    ]) {
      cookie[phone] = await signIn(t, phone);
    }
    cookie.otherTeacher = await signIn(t, '96000001');
    cookie.inactiveTeacher = await signIn(t, '96000002');
  });
  afterAll(() => t.close());

  it('gives a student their own demo plan: 20 choices, both predictions, reactions, electives, deadlines', async () => {
    const res = await t.call<Plan>('admission.getStudentByUserId', {}, { cookie: cookie['91000001'] });
    expect(res.error).toBeNull();
    const plan = res.data;
    expect(plan.student.id).toBe(ids['91000001']);
    expect(plan.student.school?.id).toBe('beacon1');
    expect(plan.choices).toHaveLength(20);
    expect(plan.choices.map((c) => c.order)).toEqual(Array.from({ length: 20 }, (_, i) => i + 1));
    expect(
      plan.grades.some((g) => g.source === 'overallTarget' && g.subjectCode === 'Maths' && g.grade === '5*'),
    ).toBe(true);
    expect(
      plan.grades.some((g) => g.source === 'schoolPredict' && g.subjectCode === 'Chi' && g.grade === '3'),
    ).toBe(true);
    expect(plan.programs.some((p) => p.reaction === 'dislike' && p.order === null)).toBe(true);
    expect(plan.disciplines.length).toBeGreaterThan(0);
    expect(plan.electives.map((e) => e.order)).toEqual([1, 2, 3, 4]);
    expect(plan.viewer).toMatchObject({
      isSelf: true,
      isStaff: false,
      canEditChoices: true,
      canEditOwnPrediction: true,
      canEditSchoolPrediction: false,
      canManage: false,
      canSeeDeadlines: true,
    });
    expect(plan.schoolSettings.achievejupasDeadline1).not.toBeNull();
    expect(plan.deadlineInputs).toEqual({
      choiceCount: 20,
      hasActivityResponse: false,
      hasParentConsent: false,
    });
    // A student never sees how teachers tag them.
    expect(plan.tags).toEqual([]);
  });

  it('seeds the demo plans once: a second run (the next start) adds nothing', async () => {
    const count = async () => [
      (await t.deps.db.select().from(userPrograms)).length,
      (await t.deps.db.select().from(consultationRecords)).length,
      (await t.deps.db.select().from(userComments)).length,
    ];
    const before = await count();
    expect(before[0]).toBeGreaterThan(20);
    await seedDemoPlans(t);
    expect(await count()).toEqual(before);
  });

  it('leaves 91000002 with an empty plan', async () => {
    const res = await t.call<Plan>('admission.getStudentByUserId', undefined, { cookie: cookie['91000002'] });
    expect(res.error).toBeNull();
    expect(res.data.choices).toEqual([]);
    expect(res.data.grades).toEqual([]);
  });

  it('lets an active teacher of the school read the plan read-only, with tags', async () => {
    const res = await t.call<Plan>(
      'admission.getStudentByUserId',
      { userId: ids['91000001'] },
      { cookie: cookie['90000004'] },
    );
    expect(res.error).toBeNull();
    expect(res.data.viewer).toMatchObject({
      isSelf: false,
      isStaff: true,
      isAdmin: false,
      canEditChoices: false,
      canEditOwnPrediction: false,
      canEditSchoolPrediction: true,
      canManage: true,
    });
    expect(res.data.tags).toEqual([expect.objectContaining({ name: 'Elite', isDefault: true })]);
  });

  it('lets an admin read and edit everything', async () => {
    const res = await t.call<Plan>(
      'admission.getStudentByUserId',
      { userId: ids['91000001'] },
      { cookie: cookie['90000001'] },
    );
    expect(res.error).toBeNull();
    expect(res.data.viewer).toMatchObject({
      isAdmin: true,
      canEditChoices: true,
      canEditSchoolPrediction: true,
    });
  });

  it.each([
    ['a student reading another student', '91000002'],
    ['a teacher of another school', 'otherTeacher'],
    ['an unverified teacher of the school', '90000005'],
    ['an inactive teacher of the school', 'inactiveTeacher'],
    ['a university student', '92000001'],
  ])('refuses %s', async (_label, who) => {
    const res = await t.call(
      'admission.getStudentByUserId',
      { userId: ids['91000001'] },
      { cookie: cookie[who] },
    );
    expect(res.status).toBe(403);
    expect(res.data).toBeUndefined();
  });

  it('refuses a teacher reading a colleague (plans are students’)', async () => {
    const res = await t.call(
      'admission.getStudentByUserId',
      { userId: ids['90000005'] },
      { cookie: cookie['90000004'] },
    );
    expect(res.status).toBe(403);
  });

  it('asks for sign-in and answers 404 for unknown or malformed ids', async () => {
    expect((await t.call('admission.getStudentByUserId', {})).status).toBe(401);
    const unknown = await t.call(
      'admission.getStudentByUserId',
      { userId: '00000000-0000-4000-8000-000000000000' },
      { cookie: cookie['90000001'] },
    );
    expect(unknown.status).toBe(404);
    const malformed = await t.call(
      'admission.getStudentByUserId',
      { userId: 'x' },
      { cookie: cookie['90000001'] },
    );
    expect(malformed.status).toBe(400);
    expect(malformed.error?.message).toBe('Not found.');
  });

  describe('when the school hides its predictions from students', () => {
    beforeAll(async () => {
      await t.deps.db
        .update(schoolSettings)
        .set({ showPredictedScoresToStudents: false })
        .where(eq(schoolSettings.schoolId, 'beacon1'));
    });
    afterAll(async () => {
      await t.deps.db
        .update(schoolSettings)
        .set({ showPredictedScoresToStudents: true })
        .where(eq(schoolSettings.schoolId, 'beacon1'));
    });

    it('withholds the school grades from the student (value null, hidden), keeps their own', async () => {
      const res = await t.call<Plan>('admission.getStudentByUserId', {}, { cookie: cookie['91000001'] });
      const school = res.data.grades.filter((g) => g.source === 'schoolPredict');
      expect(school.length).toBeGreaterThan(0);
      for (const g of school) expect(g).toMatchObject({ grade: null, hidden: true });
      const own = res.data.grades.filter((g) => g.source === 'overallTarget');
      expect(own.length).toBeGreaterThan(0);
      for (const g of own) expect(g).toMatchObject({ grade: expect.any(String), hidden: false });
      expect(res.data.schoolSettings.showPredictedScoresToStudents).toBe(false);
      // The wire carries no grade at all for the hidden rows.
      expect(JSON.stringify(school)).not.toMatch(/"grade":"/);
    });

    it('still shows them to the teacher', async () => {
      const res = await t.call<Plan>(
        'admission.getStudentByUserId',
        { userId: ids['91000001'] },
        { cookie: cookie['90000003'] },
      );
      const school = res.data.grades.filter((g) => g.source === 'schoolPredict');
      expect(school.length).toBeGreaterThan(0);
      for (const g of school) expect(g).toMatchObject({ grade: expect.any(String), hidden: false });
    });
  });
});
