import { schema } from '@waypoint/db';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addPerson, demoIds, subjectId } from './admission-fixtures.ts';
import { createTestApp, signIn, type TestApp } from './harness.ts';

const { userSubjectGrades, schoolSettings } = schema;

type Grades = { grades: { subjectCode: string; source: string; grade: string | null; hidden: boolean }[] };

describe('admission.upsertUserSubjectGrades', () => {
  let t: TestApp;
  let ids: Record<string, string>;
  const cookie: Record<string, string> = {};
  let chi: number;
  let cs: number;
  let apl: number;
  beforeAll(async () => {
    t = await createTestApp();
    ids = await demoIds(t);
    ids.otherTeacher = await addPerson(t, { phone: '96000011', schoolId: 'beacon4', roles: 'teacher' });
    for (const phone of ['90000001', '90000004', '90000005', '91000002', '91000003']) {
      cookie[phone] = await signIn(t, phone);
    }
    cookie.otherTeacher = await signIn(t, '96000011');
    chi = await subjectId(t, 'Chi');
    cs = await subjectId(t, 'CS');
    apl = await subjectId(t, 'Apl668');
  });
  afterAll(() => t.close());

  const stored = async (userId: string, source: string) =>
    t.deps.db
      .select({
        subjectId: userSubjectGrades.subjectId,
        grade: userSubjectGrades.grade,
        updatedBy: userSubjectGrades.updatedBy,
      })
      .from(userSubjectGrades)
      .where(and(eq(userSubjectGrades.userId, userId), eq(userSubjectGrades.source, source)));

  it('lets a student set, change, drop and clear their own prediction', async () => {
    const set = await t.call<Grades>(
      'admission.upsertUserSubjectGrades',
      {
        grades: [
          { subjectId: chi, grade: '5*', source: 'overallTarget' },
          { subjectId: cs, grade: 'A', source: 'overallTarget' },
          { subjectId: apl, grade: 'D1', source: 'overallTarget' },
        ],
      },
      { cookie: cookie['91000002'] },
    );
    expect(set.error).toBeNull();
    expect(set.data.grades.map((g) => [g.subjectCode, g.grade])).toEqual(
      expect.arrayContaining([
        ['Chi', '5*'],
        ['CS', 'A'],
        ['Apl668', 'D1'],
      ]),
    );
    await t.call(
      'admission.upsertUserSubjectGrades',
      { grades: [{ subjectId: chi, grade: 'Dropped', source: 'overallTarget', userId: ids['91000002'] }] },
      { cookie: cookie['91000002'] },
    );
    expect((await stored(ids['91000002']!, 'overallTarget')).find((g) => g.subjectId === chi)).toMatchObject({
      grade: 'Dropped',
      updatedBy: ids['91000002'],
    });
    const cleared = await t.call<Grades>(
      'admission.upsertUserSubjectGrades',
      { grades: [{ subjectId: chi, grade: null, source: 'overallTarget' }] },
      { cookie: cookie['91000002'] },
    );
    expect(cleared.data.grades.some((g) => g.subjectCode === 'Chi')).toBe(false);
  });

  it('refuses a grade the subject does not have, changing nothing', async () => {
    const before = await stored(ids['91000002']!, 'overallTarget');
    const res = await t.call(
      'admission.upsertUserSubjectGrades',
      {
        grades: [
          { subjectId: chi, grade: '4', source: 'overallTarget' },
          { subjectId: cs, grade: '5**', source: 'overallTarget' },
        ],
      },
      { cookie: cookie['91000002'] },
    );
    expect(res.status).toBe(400);
    expect(res.error?.message).toBe(
      "“5**” is not a grade of CS. Please choose one of the subject's own grades.",
    );
    expect(await stored(ids['91000002']!, 'overallTarget')).toEqual(before);
  });

  it.each([['5* '], [' 5'], ['6'], ['5***'], ['D2'], ['__proto__']])(
    'refuses the grade %j for Chinese, exactly as sent, changing nothing',
    async (grade) => {
      const before = await stored(ids['91000002']!, 'overallTarget');
      const res = await t.call(
        'admission.upsertUserSubjectGrades',
        { grades: [{ subjectId: chi, grade, source: 'overallTarget' }] },
        { cookie: cookie['91000002'] },
      );
      expect(res.status).toBe(400);
      expect(res.error?.message).toBe(
        `“${grade}” is not a grade of Chi. Please choose one of the subject's own grades.`,
      );
      expect(await stored(ids['91000002']!, 'overallTarget')).toEqual(before);
    },
  );

  it('refuses M1 and M2 together, in one call or across calls, in the caller’s language', async () => {
    const m1 = await subjectId(t, 'M1');
    const m2 = await subjectId(t, 'M2');
    const student = cookie['91000002'];
    const before = await stored(ids['91000002']!, 'overallTarget');
    const together = await t.call(
      'admission.upsertUserSubjectGrades',
      {
        grades: [
          { subjectId: m1, grade: '4', source: 'overallTarget' },
          { subjectId: m2, grade: '3', source: 'overallTarget' },
        ],
      },
      { cookie: student },
    );
    expect(together.status).toBe(400);
    expect(together.error?.message).toBe(
      'M1 and M2 cannot both have a grade: a candidate takes only one Mathematics extended module. Please clear one of them first.',
    );
    expect(await stored(ids['91000002']!, 'overallTarget')).toEqual(before);

    const first = await t.call(
      'admission.upsertUserSubjectGrades',
      { grades: [{ subjectId: m1, grade: '4', source: 'overallTarget' }] },
      { cookie: student },
    );
    expect(first.error).toBeNull();
    const second = await t.call(
      'admission.upsertUserSubjectGrades',
      { grades: [{ subjectId: m2, grade: '3', source: 'overallTarget' }] },
      { cookie: student, lang: 'zh-HK' },
    );
    expect(second.status).toBe(400);
    expect(second.error?.message).toBe(
      'M1 及 M2 不能同時有成績：考生只可修讀一個數學延伸單元，請先清除其中一個。',
    );
    // Dropping M1 while grading M2 is one valid change.
    const swap = await t.call(
      'admission.upsertUserSubjectGrades',
      {
        grades: [
          { subjectId: m1, grade: 'Dropped', source: 'overallTarget' },
          { subjectId: m2, grade: '3', source: 'overallTarget' },
        ],
      },
      { cookie: student },
    );
    expect(swap.error).toBeNull();
    const after = await t.call(
      'admission.upsertUserSubjectGrades',
      {
        grades: [
          { subjectId: m2, grade: null, source: 'overallTarget' },
          { subjectId: m1, grade: null, source: 'overallTarget' },
        ],
      },
      { cookie: student },
    );
    expect(after.error).toBeNull();
    expect(await stored(ids['91000002']!, 'overallTarget')).toEqual(before);
  });

  it('refuses a student writing the school prediction, even their own', async () => {
    const res = await t.call(
      'admission.upsertUserSubjectGrades',
      { grades: [{ subjectId: chi, grade: '5**', source: 'schoolPredict' }] },
      { cookie: cookie['91000002'] },
    );
    expect(res.status).toBe(403);
    expect(res.error?.message).toBe("Only teachers of the student's school can enter the school prediction.");
    expect(await stored(ids['91000002']!, 'schoolPredict')).toEqual([]);
  });

  it('lets a teacher of the school write the school prediction but not the student’s own', async () => {
    const res = await t.call<Grades>(
      'admission.upsertUserSubjectGrades',
      { grades: [{ subjectId: chi, grade: '3', source: 'schoolPredict', userId: ids['91000002'] }] },
      { cookie: cookie['90000004'] },
    );
    expect(res.error).toBeNull();
    expect(await stored(ids['91000002']!, 'schoolPredict')).toEqual([
      { subjectId: chi, grade: '3', updatedBy: ids['90000004'] },
    ]);
    const own = await t.call(
      'admission.upsertUserSubjectGrades',
      { grades: [{ subjectId: chi, grade: '3', source: 'overallTarget', userId: ids['91000002'] }] },
      { cookie: cookie['90000004'] },
    );
    expect(own.status).toBe(403);
    expect(own.error?.message).toBe('Only the student can change their own prediction.');
  });

  it.each([
    ['a teacher of another school', 'otherTeacher'],
    ['an unverified teacher', '90000005'],
    ['another student', '91000003'],
  ])('refuses %s', async (_label, who) => {
    const res = await t.call(
      'admission.upsertUserSubjectGrades',
      { grades: [{ subjectId: chi, grade: '5', source: 'schoolPredict', userId: ids['91000002'] }] },
      { cookie: cookie[who] },
    );
    expect(res.status).toBe(403);
  });

  it('refuses grades of two students in one call and unknown subjects', async () => {
    const mixed = await t.call(
      'admission.upsertUserSubjectGrades',
      {
        grades: [
          { subjectId: chi, grade: '5', source: 'schoolPredict', userId: ids['91000002'] },
          { subjectId: chi, grade: '5', source: 'schoolPredict', userId: ids['91000003'] },
        ],
      },
      { cookie: cookie['90000001'] },
    );
    expect(mixed.status).toBe(400);
    const unknown = await t.call(
      'admission.upsertUserSubjectGrades',
      { grades: [{ subjectId: 9999, grade: '5', source: 'overallTarget' }] },
      { cookie: cookie['91000002'] },
    );
    expect(unknown.status).toBe(400);
    expect(unknown.error?.message).toBe('This subject was not found.');
  });

  it('answers the student with the school grades hidden when the school hides them', async () => {
    await t.deps.db
      .update(schoolSettings)
      .set({ showPredictedScoresToStudents: false })
      .where(eq(schoolSettings.schoolId, 'beacon1'));
    const res = await t.call<Grades>(
      'admission.upsertUserSubjectGrades',
      { grades: [{ subjectId: cs, grade: 'A', source: 'overallTarget' }] },
      { cookie: cookie['91000002'] },
    );
    expect(res.data.grades.find((g) => g.source === 'schoolPredict')).toEqual({
      subjectId: chi,
      subjectCode: 'Chi',
      source: 'schoolPredict',
      grade: null,
      hidden: true,
    });
  });
});
