import { type DbOrTx, schema } from '@waypoint/db';
import type { RosterListed, RosterRole } from '@waypoint/domain';
import { and, eq, inArray, isNull, ne } from 'drizzle-orm';

const { schoolRoster, schools } = schema;

/** The school's current list of one role: the people the next import is compared with. */
export async function currentRoster(db: DbOrTx, schoolId: string, role: RosterRole): Promise<RosterListed[]> {
  return db
    .select({
      id: schoolRoster.id,
      phone: schoolRoster.phone,
      nameEn: schoolRoster.nameEn,
      className: schoolRoster.className,
      classNo: schoolRoster.classNo,
    })
    .from(schoolRoster)
    .where(
      and(eq(schoolRoster.schoolId, schoolId), eq(schoolRoster.role, role), isNull(schoolRoster.leftAt)),
    );
}

/** Which of these phones another school lists now: one person is on one school's list at a time. */
export async function phonesListedElsewhere(
  db: DbOrTx,
  schoolId: string,
  phones: readonly string[],
): Promise<Set<string>> {
  const wanted = [...new Set(phones)];
  if (wanted.length === 0) return new Set();
  const rows = await db
    .select({ phone: schoolRoster.phone })
    .from(schoolRoster)
    .where(
      and(
        inArray(schoolRoster.phone, wanted),
        ne(schoolRoster.schoolId, schoolId),
        isNull(schoolRoster.leftAt),
      ),
    );
  return new Set(rows.map((row) => row.phone).filter((phone): phone is string => phone !== null));
}

export async function schoolExists(db: DbOrTx, schoolId: string): Promise<boolean> {
  const [row] = await db.select({ id: schools.id }).from(schools).where(eq(schools.id, schoolId));
  return row !== undefined;
}
