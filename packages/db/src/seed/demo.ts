import { eq, inArray } from 'drizzle-orm';
import type { Db } from '../client.ts';
import { schoolSettings, schools } from '../schema/schools.ts';
import { teachers, users } from '../schema/users.ts';
import { DEMO_SCHOOLS, demoPeople } from './demo-people.ts';
import { SETTING_SMS_VERIFICATION, setSetting } from './settings.ts';

/**
 * Demo schools and people so anyone can try each role. Idempotent: rows that exist are left as they are,
 * so a demo that someone has changed is not reset at the next start.
 */
export async function seedDemo(db: Db, now = new Date()): Promise<{ created: number }> {
  return db.transaction(async (tx) => {
    const firstRun =
      (await tx.select({ id: users.id }).from(users).where(eq(users.phone, '90000001'))).length === 0;
    await tx
      .insert(schools)
      .values(DEMO_SCHOOLS.map((s) => ({ ...s, isDemo: true })))
      .onConflictDoNothing({ target: schools.id });
    await tx
      .insert(schoolSettings)
      .values(DEMO_SCHOOLS.map((s) => ({ schoolId: s.id })))
      .onConflictDoNothing({ target: schoolSettings.schoolId });
    const people = demoPeople(now);
    const inserted = await tx
      .insert(users)
      .values(
        people.map((p) => ({
          phone: p.phone,
          fullName: p.fullName,
          chineseName: p.chineseName,
          preferredName: p.preferredName ?? null,
          email: p.email,
          roles: p.roles,
          isAdmin: p.isAdmin ?? false,
          schoolId: p.schoolId ?? null,
          class: p.class ?? null,
          studentNumber: p.studentNumber ?? null,
          yearDSE: p.yearDSE ?? null,
          yearOfStudy: p.yearOfStudy ?? null,
          programId: p.programId ?? null,
          clientId: p.clientId ?? null,
          clientApprovedAt: p.clientApproved ? now : null,
          verificationResult: p.verificationResult ?? null,
          accessDisabled: p.accessDisabled ?? false,
          isPhoneVerified: true,
          isDemo: true,
        })),
      )
      .onConflictDoNothing({ target: users.phone })
      .returning({ id: users.id, phone: users.phone });
    const byPhone = new Map(inserted.map((u) => [u.phone, u.id]));
    const teacherRows = people
      .filter((p) => p.teacher && byPhone.has(p.phone))
      .map((p) => ({
        userId: byPhone.get(p.phone)!,
        schoolId: p.schoolId ?? null,
        employmentStatus: p.teacher!.employmentStatus,
        schoolRoles: p.teacher!.schoolRoles,
        classRoles: p.teacher!.classRoles,
      }));
    if (teacherRows.length > 0) await tx.insert(teachers).values(teacherRows).onConflictDoNothing();
    // The demo is for trying roles with a phone alone; SMS codes can be switched on by an admin later.
    if (firstRun) await setSetting(tx, SETTING_SMS_VERIFICATION, 'FALSE');
    return { created: inserted.length };
  });
}

export async function demoUserIds(db: Db, phones: string[]): Promise<Map<string, string>> {
  const rows = await db
    .select({ id: users.id, phone: users.phone })
    .from(users)
    .where(inArray(users.phone, phones));
  return new Map(rows.map((r) => [r.phone, r.id]));
}
