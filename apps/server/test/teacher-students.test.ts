import { schema } from '@waypoint/db';
import { currentIntakeYear } from '@waypoint/domain';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, signIn, type TestApp } from './harness.ts';

const { users, teachers, userPrograms, tags, userTags } = schema;

interface Page {
  items: {
    id: string;
    fullName: string;
    class: string | null;
    studentNumber: string | null;
    yearDSE: number | null;
    verificationResult: string | null;
    tags: { id: number; name: string }[];
    choiceCount: number;
  }[];
  nextCursor: number | null;
  total: number;
}

async function addPerson(
  t: TestApp,
  p: { phone: string; schoolId: string; roles: string; yearDSE?: number; class?: string; status?: string },
): Promise<string> {
  const [row] = await t.deps.db
    .insert(users)
    .values({
      phone: p.phone,
      fullName: `Test ${p.phone}`,
      roles: p.roles,
      schoolId: p.schoolId,
      yearDSE: p.yearDSE ?? null,
      class: p.class ?? null,
      studentNumber: p.class ? p.phone.slice(-2) : null,
    })
    .returning({ id: users.id });
  if (p.roles === 'teacher')
    await t.deps.db.insert(teachers).values({
      userId: row!.id,
      schoolId: p.schoolId,
      employmentStatus: p.status ?? 'Active',
      schoolRoles: ['Other teacher'],
    });
  return row!.id;
}

describe('teacher.getUsersBySchoolId, updateUserVerificationResult and programs.getUsersByProgramId', () => {
  let t: TestApp;
  let ids: Record<string, string>;
  let cookies: Record<string, string>;
  const intake = currentIntakeYear();
  beforeAll(async () => {
    t = await createTestApp({ demo: true });
    // The demo's students come verified (decision 018); these tests start from a school no teacher has
    // verified yet.
    await t.deps.db.update(users).set({ verificationResult: null });
    const rows = await t.deps.db.select({ id: users.id, phone: users.phone }).from(users);
    ids = Object.fromEntries(rows.map((r) => [r.phone, r.id]));
    ids.graduate = await addPerson(t, {
      phone: '95000001',
      schoolId: 'beacon1',
      roles: 'secondary-school-student',
      yearDSE: intake - 1,
      class: '6A',
    });
    ids.otherStudent = await addPerson(t, {
      phone: '95000002',
      schoolId: 'beacon3',
      roles: 'secondary-school-student',
      yearDSE: intake,
      class: '6A',
    });
    ids.otherTeacher = await addPerson(t, { phone: '95000003', schoolId: 'beacon3', roles: 'teacher' });
    cookies = {};
    for (const phone of ['90000001', '90000002', '90000004', '90000005', '91000001', '95000003'])
      cookies[phone] = await signIn(t, phone);
    // Two choices for one beacon1 student, one for the beacon3 student, a reaction without a rank.
    await t.deps.db.insert(userPrograms).values([
      { userId: ids['91000001']!, programId: 1, order: 1 },
      { userId: ids['91000001']!, programId: 2, order: 2 },
      { userId: ids['91000001']!, programId: 3, reaction: 'like' },
      { userId: ids.otherStudent!, programId: 1, order: 1 },
      { userId: ids.graduate!, programId: 1, order: 1 },
    ]);
    const [own] = await t.deps.db
      .insert(tags)
      .values({ name: 'Needs help', schoolId: 'beacon1' })
      .returning();
    const [foreign] = await t.deps.db
      .insert(tags)
      .values({ name: 'Foreign', schoolId: 'beacon3' })
      .returning();
    await t.deps.db.insert(userTags).values([
      { tagId: own!.id, userId: ids['91000001']! },
      { tagId: foreign!.id, userId: ids['91000001']! },
    ]);
  });
  afterAll(() => t.close());

  const list = (cookie: string | undefined, input: Record<string, unknown>) =>
    t.call<Page>('teacher.getUsersBySchoolId', input, { cookie });

  it('lists the school’s students still at school, with tags and choice counts', async () => {
    const res = await list(cookies['90000004'], { schoolId: 'beacon1' });
    expect(res.status).toBe(200);
    // 40 demo students and the blocked one; the graduate (DSE last intake year) is left out.
    expect(res.data.total).toBe(41);
    expect(res.data.items.every((s) => (s.yearDSE ?? 0) >= intake)).toBe(true);
    expect(res.data.items.some((s) => s.id === ids.graduate)).toBe(false);
    expect(res.data.items.some((s) => s.id === ids.otherStudent)).toBe(false);
    const first = res.data.items.find((s) => s.id === ids['91000001'])!;
    expect(first.choiceCount).toBe(2);
    expect(first.tags.map((tag) => tag.name)).toEqual(['Needs help']);
    // Teachers are not students.
    expect(res.data.items.some((s) => s.id === ids['90000004'])).toBe(false);
    // Ordered by class, then student number.
    const classes = res.data.items.map((s) => s.class ?? '');
    expect(classes).toEqual([...classes].sort());
    expect(res.data.nextCursor).toBeNull();
  });

  it('pages 100 at a time with a cursor', async () => {
    const extra = Array.from({ length: 120 }, (_, i) => ({
      phone: `96${String(i).padStart(6, '0')}`,
      fullName: `Paged ${i}`,
      roles: 'secondary-school-student',
      schoolId: 'beacon4',
      yearDSE: intake + 1,
      class: '5C',
      studentNumber: String(i + 1),
    }));
    await t.deps.db.insert(users).values(extra);
    const admin = cookies['90000001'];
    const one = await list(admin, { schoolId: 'beacon4' });
    expect(one.data.items).toHaveLength(100);
    expect(one.data.total).toBe(120);
    expect(one.data.nextCursor).toBe(100);
    // Student numbers sort as numbers: 1, 2, … not 1, 10, 100.
    expect(one.data.items.slice(0, 3).map((s) => s.studentNumber)).toEqual(['1', '2', '3']);
    const two = await list(admin, { schoolId: 'beacon4', cursor: 100 });
    expect(two.data.items).toHaveLength(20);
    expect(two.data.nextCursor).toBeNull();
    const seen = new Set([...one.data.items, ...two.data.items].map((s) => s.id));
    expect(seen.size).toBe(120);
  });

  it('filters by class, search and unverified', async () => {
    const teacher = cookies['90000004'];
    const fiveA = await list(teacher, { schoolId: 'beacon1', className: '5A' });
    expect(fiveA.data.items.length).toBeGreaterThan(0);
    expect(fiveA.data.items.every((s) => s.class === '5A')).toBe(true);
    const found = await list(teacher, { schoolId: 'beacon1', search: 'chan ka yan' });
    expect(found.data.items.map((s) => s.id)).toEqual([ids['91000001']]);
  });

  it('lets an admin load every school with isAdmin, and nobody else', async () => {
    const all = await list(cookies['90000001'], { isAdmin: true });
    expect(all.status).toBe(200);
    expect(all.data.total).toBe(41 + 1 + 120);
    const teacherTries = await list(cookies['90000004'], { isAdmin: true });
    expect(teacherTries.status).toBe(400);
  });

  it('refuses visitors, students, unverified teachers and teachers of another school', async () => {
    expect((await list(undefined, { schoolId: 'beacon1' })).status).toBe(401);
    expect((await list(cookies['91000001'], { schoolId: 'beacon1' })).status).toBe(403);
    expect((await list(cookies['90000005'], { schoolId: 'beacon1' })).status).toBe(403);
    const other = await list(cookies['95000003'], { schoolId: 'beacon1' });
    expect(other.status).toBe(403);
    expect(other.error?.message).toBe('Only active teachers of this school can do this.');
    expect((await list(cookies['95000003'], { schoolId: 'beacon3' })).status).toBe(200);
  });

  it('toggles a student’s verification: the same value again clears it', async () => {
    const call = (cookie: string | undefined, userId: string, verificationResult: string | null) =>
      t.call<{ verificationResult: string | null }>(
        'teacher.updateUserVerificationResult',
        { userId, verificationResult },
        { cookie },
      );
    const target = ids['91000002']!;
    const teacher = cookies['90000004'];
    expect((await call(teacher, target, 'Yes')).data.verificationResult).toBe('Yes');
    expect((await call(teacher, target, 'Yes')).data.verificationResult).toBeNull();
    expect((await call(teacher, target, 'No')).data.verificationResult).toBe('No');
    expect((await call(teacher, target, 'Yes')).data.verificationResult).toBe('Yes');
    const [row] = await t.deps.db.select().from(users).where(eq(users.id, target));
    expect(row!.verificationResult).toBe('Yes');
    // The unverified filter now leaves that student out.
    const unverified = await list(teacher, { schoolId: 'beacon1', unverifiedOnly: true });
    expect(unverified.data.items.some((s) => s.id === target)).toBe(false);
    expect(unverified.data.total).toBe(40);
    // An admin may too.
    expect((await call(cookies['90000001'], target, null)).data.verificationResult).toBeNull();
  });

  it('keeps two teachers clicking Yes at once consistent: one sets it, the other clears it', async () => {
    const target = ids['91000004']!;
    const both = await Promise.all(
      ['90000002', '90000004'].map((phone) =>
        t.call<{ verificationResult: string | null }>(
          'teacher.updateUserVerificationResult',
          { userId: target, verificationResult: 'Yes' },
          { cookie: cookies[phone] },
        ),
      ),
    );
    expect(both.map((r) => r.data.verificationResult).sort()).toEqual(['Yes', null].sort());
    const [row] = await t.deps.db.select().from(users).where(eq(users.id, target));
    expect(row!.verificationResult).toBeNull();
  });

  it('refuses verification by students, unverified teachers, other schools, and of non-students', async () => {
    const call = (cookie: string | undefined, userId: string, verificationResult: unknown) =>
      t.call('teacher.updateUserVerificationResult', { userId, verificationResult }, { cookie });
    const target = ids['91000003']!;
    expect((await call(undefined, target, 'Yes')).status).toBe(401);
    expect((await call(cookies['91000001'], target, 'Yes')).status).toBe(403);
    expect((await call(cookies['90000005'], target, 'Yes')).status).toBe(403);
    expect((await call(cookies['95000003'], target, 'Yes')).status).toBe(403);
    const onTeacher = await call(cookies['90000002'], ids['90000005']!, 'Yes');
    expect(onTeacher.status).toBe(400);
    expect(onTeacher.error?.message).toBe('This user is not a secondary-school student.');
    const bad = await call(cookies['90000002'], target, 'Maybe');
    expect(bad.status).toBe(400);
    expect(bad.error?.message).toBe('The verification result must be Yes or No.');
    expect((await call(cookies['90000002'], 'not-a-uuid', 'Yes')).status).toBe(400);
    const [row] = await t.deps.db.select().from(users).where(eq(users.id, target));
    expect(row!.verificationResult).toBeNull();
  });

  it('lists who chose a programme: own school for teachers, all for admins', async () => {
    type Chooser = { userId: string; order: number };
    const teacher = await t.call<Chooser[]>(
      'programs.getUsersByProgramId',
      { programId: 1 },
      { cookie: cookies['90000004'] },
    );
    expect(teacher.status).toBe(200);
    expect(teacher.data.map((r) => r.userId)).toEqual([ids['91000001']]);
    const admin = await t.call<Chooser[]>(
      'programs.getUsersByProgramId',
      { programId: 1 },
      { cookie: cookies['90000001'] },
    );
    expect(new Set(admin.data.map((r) => r.userId))).toEqual(
      new Set([ids['91000001'], ids.otherStudent, ids.graduate]),
    );
    // A reaction alone is not a choice.
    const liked = await t.call<Chooser[]>(
      'programs.getUsersByProgramId',
      { programId: 3 },
      { cookie: cookies['90000001'] },
    );
    expect(liked.data).toEqual([]);
    expect(
      (await t.call('programs.getUsersByProgramId', { programId: 1 }, { cookie: cookies['91000001'] }))
        .status,
    ).toBe(403);
    expect(
      (await t.call('programs.getUsersByProgramId', { programId: 1 }, { cookie: cookies['90000005'] }))
        .status,
    ).toBe(403);
    const other = await t.call<Chooser[]>(
      'programs.getUsersByProgramId',
      { programId: 1 },
      { cookie: cookies['95000003'] },
    );
    expect(other.data.map((r) => r.userId)).toEqual([ids.otherStudent]);
  });
});
