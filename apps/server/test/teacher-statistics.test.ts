import { schema } from '@waypoint/db';
import { currentIntakeYear } from '@waypoint/domain';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { MockJupasResults } from '../src/routers/teacher/shapes.ts';
import type { PortalData } from '../src/services/programs/shapes.ts';
import { createTestApp, signIn, type TestApp } from './harness.ts';

const { users, teachers, userPrograms } = schema;

describe('teacher.getSchoolMockJUPASResults', () => {
  let t: TestApp;
  let cookies: Record<string, string>;
  let portal: PortalData;
  let f6: string[];
  let best5Programs: PortalData['programs'];
  const intake = currentIntakeYear();

  beforeAll(async () => {
    t = await createTestApp({ demo: true });
    portal = (await t.call<PortalData>('programs.getPortalData')).data;
    best5Programs = portal.programs.filter((p) => p.best5Score !== null);
    const students = await t.deps.db
      .select({ id: users.id, yearDSE: users.yearDSE })
      .from(users)
      .where(and(eq(users.schoolId, 'beacon1'), eq(users.roles, 'secondary-school-student')));
    f6 = students
      .filter((s) => s.yearDSE === intake)
      .map((s) => s.id)
      .sort();
    const f5 = students.find((s) => s.yearDSE === intake + 1)!.id;
    const [other] = await t.deps.db
      .insert(users)
      .values({
        phone: '95100001',
        fullName: 'Other F6',
        roles: 'secondary-school-student',
        schoolId: 'beacon3',
        yearDSE: intake,
      })
      .returning({ id: users.id });
    const [otherTeacher] = await t.deps.db
      .insert(users)
      .values({ phone: '95100002', fullName: 'Other Teacher', roles: 'teacher', schoolId: 'beacon3' })
      .returning({ id: users.id });
    await t.deps.db
      .insert(teachers)
      .values({ userId: otherTeacher!.id, schoolId: 'beacon3', employmentStatus: 'Active' });
    const [a, b, c] = f6;
    const [x, y] = best5Programs;
    await t.deps.db.insert(userPrograms).values([
      // Two F6 students put JS1000 (id 1, CityUHK) first; one of them has two best-5 programmes next.
      { userId: a!, programId: 1, order: 1 },
      { userId: a!, programId: x!.id, order: 2 },
      { userId: a!, programId: y!.id, order: 3 },
      { userId: b!, programId: 1, order: 1 },
      { userId: b!, programId: 2, order: 2 },
      // A reaction without a rank, an F5 student and another school's student do not count.
      { userId: c!, programId: 5, reaction: 'like' },
      { userId: f5, programId: 3, order: 1 },
      { userId: other!.id, programId: 4, order: 1 },
    ]);
    cookies = {};
    for (const phone of ['90000001', '90000003', '90000005', '91000001', '95100002'])
      cookies[phone] = await signIn(t, phone);
  });
  afterAll(() => t.close());

  const stats = (cookie: string | undefined, input: Record<string, unknown>) =>
    t.call<MockJupasResults>('teacher.getSchoolMockJUPASResults', input, { cookie });

  it('answers { [bandOrder]: programId[] } for the school and DSE year, plus the summary', async () => {
    const res = await stats(cookies['90000003'], { schoolId: 'beacon1', yearDSE: intake, bandOrders: [1] });
    expect(res.status).toBe(200);
    // Key 1: one entry per student with a first choice (the spec reads the student count from it).
    expect(res.data[1]).toEqual([1, 1]);
    expect(Object.keys(res.data).sort()).toEqual(['1', 'summary']);
    expect(res.data.summary).toMatchObject({
      studentCount: f6.length,
      studentsWithChoices: 2,
      choiceCount: 2,
      byInstitution: [{ institutionId: 1, count: 2 }],
      topPrograms: [{ programId: 1, count: 2 }],
    });
    const js1000 = portal.programs.find((p) => p.id === 1)!;
    expect(res.data.summary.byDisciplineGroup).toEqual([
      { disciplineGroupId: js1000.mainDisciplineGroupId, count: 2 },
    ]);
  });

  it('counts every asked band order, with best-5 medians from comparable programmes', async () => {
    const res = await stats(cookies['90000003'], {
      schoolId: 'beacon1',
      yearDSE: intake,
      bandOrders: [1, 2, 3, 4],
    });
    const [x, y] = best5Programs;
    expect(res.data[2]!.sort((m, n) => m - n)).toEqual([x!.id, 2].sort((m, n) => m - n));
    expect(res.data[3]).toEqual([y!.id]);
    expect(res.data[4]).toEqual([]);
    const s = res.data.summary;
    expect(s.choiceCount).toBe(5);
    expect(s.studentsWithChoices).toBe(2);
    expect(s.byInstitution.reduce((n, r) => n + r.count, 0)).toBe(5);
    expect(s.topPrograms[0]).toEqual({ programId: 1, count: 2 });
    expect(s.topPrograms).toHaveLength(4);
    expect(s.best5ChoiceCount).toBe(2);
    const medians = [x!.best5Score!, y!.best5Score!].sort((m, n) => m - n);
    expect(s.best5MedianOfChoices).toBeCloseTo((medians[0]! + medians[1]!) / 2, 6);
    expect(s.best5Medians.reduce((n, r) => n + r.count, 0)).toBe(2);
    for (const r of s.best5Medians) expect(medians.some((m) => Math.floor(m) === r.score)).toBe(true);
  });

  it('gives an empty answer for a year nobody chose in', async () => {
    const res = await stats(cookies['90000001'], {
      schoolId: 'beacon1',
      yearDSE: intake + 2,
      bandOrders: [1],
    });
    expect(res.status).toBe(200);
    expect(res.data[1]).toEqual([]);
    expect(res.data.summary).toMatchObject({
      studentsWithChoices: 0,
      choiceCount: 0,
      byInstitution: [],
      topPrograms: [],
      best5MedianOfChoices: null,
    });
  });

  it('refuses visitors, students, unverified teachers and teachers of another school', async () => {
    const input = { schoolId: 'beacon1', yearDSE: intake, bandOrders: [1] };
    expect((await stats(undefined, input)).status).toBe(401);
    expect((await stats(cookies['91000001'], input)).status).toBe(403);
    expect((await stats(cookies['90000005'], input)).status).toBe(403);
    expect((await stats(cookies['95100002'], input)).status).toBe(403);
    const own = await stats(cookies['95100002'], { ...input, schoolId: 'beacon3' });
    expect(own.data[1]).toHaveLength(1);
  });

  it('refuses band orders outside 1–20', async () => {
    for (const bandOrders of [[0], [21], []]) {
      const res = await stats(cookies['90000003'], { schoolId: 'beacon1', yearDSE: intake, bandOrders });
      expect(res.status).toBe(400);
      expect(res.error?.message).toBe('Please choose band choices between 1 and 20.');
    }
  });
});
