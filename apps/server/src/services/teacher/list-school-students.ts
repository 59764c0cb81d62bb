import { type DbOrTx, schema } from '@waypoint/db';
import { ROLE_SECONDARY } from '@waypoint/domain';
import { and, asc, count, eq, gte, ilike, isNull, lte, or, type SQL, sql } from 'drizzle-orm';
import type { SchoolStudent } from './shapes.ts';
import { attendedEarlierOf, eventColumns } from './student-event-flags.ts';

const { users } = schema;

export interface ListSchoolStudentsOptions {
  /** Null: every school (admins only). */
  schoolId: string | null;
  minYearDSE: number;
  maxYearDSE?: number | null | undefined;
  className?: string | null | undefined;
  /** Only students whose verification result is not yet 'Yes' or 'No'. */
  unverifiedOnly?: boolean | undefined;
  search?: string | null | undefined;
  /** Event flags for this session only (and its response per student); otherwise over every event. */
  sessionId?: string | null | undefined;
  offset: number;
  limit: number;
}

/** Roles are stored as text joined by ' , ' (users.roles); match the whole word. */
export const isSecondaryStudentSql = sql`${users.roles} ~ ${`(^|[\\s,])${ROLE_SECONDARY}([\\s,]|$)`}`;

function conditions(o: ListSchoolStudentsOptions): SQL[] {
  const list: SQL[] = [isSecondaryStudentSql, gte(users.yearDSE, o.minYearDSE)];
  if (o.schoolId !== null) list.push(eq(users.schoolId, o.schoolId));
  if (o.maxYearDSE != null) list.push(lte(users.yearDSE, o.maxYearDSE));
  if (o.className) list.push(eq(users.class, o.className));
  if (o.unverifiedOnly) list.push(isNull(users.verificationResult));
  const term = o.search?.trim();
  if (term) {
    const like = `%${term.replace(/[%_\\]/g, (c) => `\\${c}`)}%`;
    list.push(
      or(
        ilike(users.fullName, like),
        ilike(users.preferredName, like),
        ilike(users.chineseName, like),
        ilike(users.studentNumber, like),
        ilike(users.class, like),
      )!,
    );
  }
  return list;
}

/** One page of a school's students for the school student modal, with tags and choice counts. */
export async function listSchoolStudents(
  db: DbOrTx,
  o: ListSchoolStudentsOptions,
): Promise<{ items: SchoolStudent[]; total: number }> {
  const where = and(...conditions(o));
  const [rows, [totalRow]] = await Promise.all([
    db
      .select({
        id: users.id,
        fullName: users.fullName,
        preferredName: users.preferredName,
        chineseName: users.chineseName,
        class: users.class,
        studentNumber: users.studentNumber,
        yearDSE: users.yearDSE,
        schoolId: users.schoolId,
        verificationResult: users.verificationResult,
        // Default tags and the student's school's own; a tag of another school never shows. (Drizzle
        // writes a single table's columns unqualified, so the outer row is named in full here.)
        tags: sql<SchoolStudent['tags']>`coalesce((
          select json_agg(json_build_object('id', t.id, 'name', t.name, 'nameChi', t.name_chi) order by t.name)
          from user_tags ut join tags t on t.id = ut.tag_id
          where ut.user_id = users.id and (t.school_id is null or t.school_id = users.school_id)
        ), '[]'::json)`,
        choiceCount: sql<number>`(select count(*)::int from user_programs up
          where up.user_id = users.id and up."order" is not null)`,
        ...eventColumns(o.sessionId ?? null),
      })
      .from(users)
      .where(where)
      // Class then student number as a number where it is one, as a class list reads.
      .orderBy(
        sql`${users.class} nulls last`,
        sql`case when ${users.studentNumber} ~ '^[0-9]{1,9}$' then ${users.studentNumber}::int end nulls last`,
        asc(users.studentNumber),
        asc(users.fullName),
        asc(users.id),
      )
      .limit(o.limit)
      .offset(o.offset),
    db.select({ n: count() }).from(users).where(where),
  ]);
  return {
    items: rows.map(({ attendedSameAnchor, sessionStart, ...r }) => ({
      ...r,
      tags: r.tags.map((t) => ({ ...t, id: Number(t.id) })),
      ...(o.sessionId ? attendedEarlierOf(sessionStart, attendedSameAnchor) : {}),
    })),
    total: totalRow?.n ?? 0,
  };
}
