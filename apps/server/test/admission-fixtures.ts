import { schema, seedDemoAdmission } from '@waypoint/db';
import { and, eq, inArray } from 'drizzle-orm';
import type { TestApp } from './harness.ts';

const { users, teachers, programs, subjects } = schema;

/** Ids of the demo people by phone. */
export async function demoIds(t: TestApp): Promise<Record<string, string>> {
  const rows = await t.deps.db.select({ id: users.id, phone: users.phone }).from(users);
  return Object.fromEntries(rows.map((r) => [r.phone, r.id]));
}

/** A person the demo does not have: a teacher or student of another school, an inactive teacher… */
export async function addPerson(
  t: TestApp,
  p: { phone: string; schoolId: string; roles: string; status?: string; waGroupId?: string; class?: string },
): Promise<string> {
  const [row] = await t.deps.db
    .insert(users)
    .values({
      phone: p.phone,
      fullName: `Test ${p.phone}`,
      roles: p.roles,
      schoolId: p.schoolId,
      class: p.class ?? null,
      yearDSE: p.roles === 'teacher' ? null : 2030,
      waGroupId: p.waGroupId ?? null,
    })
    .returning({ id: users.id });
  if (p.roles === 'teacher') {
    await t.deps.db.insert(teachers).values({
      userId: row!.id,
      schoolId: p.schoolId,
      employmentStatus: p.status ?? 'Active',
      schoolRoles: ['Other teacher'],
    });
  }
  return row!.id;
}

/** Programme ids by JUPAS code (real reference data). */
export async function programIds(t: TestApp, codes: string[]): Promise<number[]> {
  const rows = await t.deps.db
    .select({ id: programs.id, code: programs.jupasCode })
    .from(programs)
    .where(inArray(programs.jupasCode, codes));
  const byCode = new Map(rows.map((r) => [r.code, r.id]));
  return codes.map((c) => {
    const id = byCode.get(c);
    if (id === undefined) throw new Error(`no programme ${c}`);
    return id;
  });
}

/** `n` distinct listed (Published, listing institution) programme ids. */
export async function listedProgramIds(t: TestApp, n: number): Promise<number[]> {
  const rows = await t.deps.db
    .select({ id: programs.id })
    .from(programs)
    .where(and(inArray(programs.institutionId, [1, 4, 5, 6]), eq(programs.status, 'Published')))
    .orderBy(programs.id)
    .limit(n);
  return rows.map((r) => r.id);
}

export async function subjectId(t: TestApp, code: string): Promise<number> {
  const [row] = await t.deps.db.select({ id: subjects.id }).from(subjects).where(eq(subjects.code, code));
  if (!row) throw new Error(`no subject ${code}`);
  return row.id;
}

/** The demo plans (91000001 full, 91000003 and 91000006 smaller) that seedAll adds after the demo people. */
export async function seedDemoPlans(t: TestApp): Promise<void> {
  await t.deps.db.transaction((tx) => seedDemoAdmission(tx, t.clock.now));
}
