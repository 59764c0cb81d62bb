import { type DbOrTx, schema } from '@waypoint/db';
import type { RosterRole } from '@waypoint/domain';
import { and, asc, desc, eq, isNull, sql } from 'drizzle-orm';

const { schoolRoster, schoolRosterImports, users } = schema;

export interface RosterListItem {
  id: string;
  className: string | null;
  classNo: number | null;
  nameEn: string;
  nameZh: string | null;
  phone: string | null;
  email: string | null;
  schoolYear: string;
  /** Whether the person has an account: linked on registration or invitation, or registered at the school with the phone. */
  registered: boolean;
  leftAt: string | null;
  invitedAt: string | null;
}

export interface RosterLastImport {
  fileName: string;
  schoolYear: string;
  createdAt: string;
  added: number;
  updated: number;
  left: number;
  skipped: number;
}

/** The school's list of one role in class order, with the last import's record. */
export async function listRoster(
  db: DbOrTx,
  o: { schoolId: string; role: RosterRole; includeLeft: boolean },
): Promise<{ rows: RosterListItem[]; lastImport: RosterLastImport | null }> {
  const where = and(
    eq(schoolRoster.schoolId, o.schoolId),
    eq(schoolRoster.role, o.role),
    o.includeLeft ? undefined : isNull(schoolRoster.leftAt),
  );
  const rows = await db
    .select({
      id: schoolRoster.id,
      className: schoolRoster.className,
      classNo: schoolRoster.classNo,
      nameEn: schoolRoster.nameEn,
      nameZh: schoolRoster.nameZh,
      phone: schoolRoster.phone,
      email: schoolRoster.email,
      schoolYear: schoolRoster.schoolYear,
      // Qualified by hand: in a one-table select Drizzle writes bare column names, which inside the subquery
      // would bind to the users table.
      registered: sql<boolean>`("school_roster"."user_id" is not null or exists (select 1 from ${users} u
        where u.phone = "school_roster"."phone" and u.school_id = "school_roster"."school_id"))`,
      leftAt: schoolRoster.leftAt,
      invitedAt: schoolRoster.invitedAt,
    })
    .from(schoolRoster)
    .where(where)
    .orderBy(
      sql`${schoolRoster.leftAt} is not null`,
      asc(schoolRoster.className),
      asc(schoolRoster.classNo),
      asc(schoolRoster.nameEn),
    );
  const [last] = await db
    .select()
    .from(schoolRosterImports)
    .where(and(eq(schoolRosterImports.schoolId, o.schoolId), eq(schoolRosterImports.role, o.role)))
    .orderBy(desc(schoolRosterImports.createdAt))
    .limit(1);
  return {
    rows: rows.map((row) => ({
      ...row,
      registered: Boolean(row.registered),
      leftAt: row.leftAt ? row.leftAt.toISOString() : null,
      invitedAt: row.invitedAt ? row.invitedAt.toISOString() : null,
    })),
    lastImport: last
      ? {
          fileName: last.fileName,
          schoolYear: last.schoolYear,
          createdAt: last.createdAt.toISOString(),
          added: last.added,
          updated: last.updated,
          left: last.left,
          skipped: last.skipped,
        }
      : null,
  };
}
