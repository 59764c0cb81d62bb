import { type DbOrTx, schema } from '@waypoint/db';
import { parseRoles, ROLE_SECONDARY, ROLE_TEACHER, verifiesOnArrival } from '@waypoint/domain';
import { and, eq, inArray, isNotNull, isNull } from 'drizzle-orm';

const { schoolRoster, users, teachers } = schema;

type RosterRow = typeof schoolRoster.$inferSelect;

/** The current roster row (any school) that lists this phone: at most one, the database sees to that. */
export async function findCurrentRosterRowByPhone(tx: DbOrTx, phone: string): Promise<RosterRow | null> {
  const [row] = await tx
    .select()
    .from(schoolRoster)
    .where(and(eq(schoolRoster.phone, phone), isNull(schoolRoster.leftAt)))
    .for('update');
  return row ?? null;
}

/**
 * Applies a school's listing to an account whose phone is proven: a student takes the list's school and
 * class and is verified ('Yes', as if a teacher of the school had said so); a teacher joins the school's
 * teacher list but stays Unverified for the principal (decision 027). Returns whether a student was verified.
 */
export async function applyRosterRow(
  tx: DbOrTx,
  row: RosterRow,
  user: { id: string; roles: string | null; phoneProven: boolean },
  now: Date,
): Promise<'verified' | 'linked' | 'none'> {
  if (!user.phoneProven || row.leftAt !== null) return 'none';
  const roles = parseRoles(user.roles);
  const accountRole = roles.includes(ROLE_SECONDARY)
    ? 'student'
    : roles.includes(ROLE_TEACHER)
      ? 'teacher'
      : 'other';
  if (
    verifiesOnArrival({
      phoneProven: user.phoneProven,
      rosterRole: row.role,
      accountRole,
      leftAt: row.leftAt,
    })
  ) {
    await tx
      .update(users)
      .set({
        schoolId: row.schoolId,
        class: row.className,
        // A list without class numbers leaves the one the student gave.
        ...(row.classNo === null ? {} : { studentNumber: String(row.classNo) }),
        verificationResult: 'Yes',
        updatedAt: now,
      })
      .where(eq(users.id, user.id));
    await tx.update(schoolRoster).set({ userId: user.id, updatedAt: now }).where(eq(schoolRoster.id, row.id));
    return 'verified';
  }
  if (row.role === 'teacher' && accountRole === 'teacher') {
    await tx.update(users).set({ schoolId: row.schoolId, updatedAt: now }).where(eq(users.id, user.id));
    await tx.update(teachers).set({ schoolId: row.schoolId }).where(eq(teachers.userId, user.id));
    await tx.update(schoolRoster).set({ userId: user.id, updatedAt: now }).where(eq(schoolRoster.id, row.id));
    return 'linked';
  }
  return 'none';
}

/**
 * After an import: links and verifies people who registered before the school listed them. Only accounts
 * whose phone was proven at registration (SMS code or an invitation link) count; a typed, unproven number
 * would let anyone claim a listed student's place. Call inside the import's transaction.
 */
export async function linkRosterAccounts(
  tx: DbOrTx,
  schoolId: string,
  now: Date = new Date(),
): Promise<{ verified: number; linked: number }> {
  const rows = await tx
    .select()
    .from(schoolRoster)
    .where(
      and(
        eq(schoolRoster.schoolId, schoolId),
        isNull(schoolRoster.leftAt),
        isNull(schoolRoster.userId),
        isNotNull(schoolRoster.phone),
      ),
    );
  if (rows.length === 0) return { verified: 0, linked: 0 };
  const accounts = await tx
    .select({ id: users.id, phone: users.phone, roles: users.roles })
    .from(users)
    .where(
      and(
        inArray(
          users.phone,
          rows.map((r) => r.phone!),
        ),
        eq(users.isPhoneVerified, true),
        isNull(users.erasedAt),
      ),
    );
  const byPhone = new Map(accounts.map((a) => [a.phone, a]));
  let verified = 0;
  let linked = 0;
  for (const row of rows) {
    const account = byPhone.get(row.phone!);
    if (!account) continue;
    // The query kept proven phones only.
    const result = await applyRosterRow(tx, row, { ...account, phoneProven: true }, now);
    if (result === 'verified') verified += 1;
    if (result === 'linked') linked += 1;
  }
  return { verified, linked };
}
