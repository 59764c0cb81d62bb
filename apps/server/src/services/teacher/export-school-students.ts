import { type DbOrTx, schema } from '@waypoint/db';
import { and, asc, eq, gte, sql } from 'drizzle-orm';
import { appliedSql } from '../events/applied-sql.ts';
import { isSecondaryStudentSql } from './list-school-students.ts';

const { users } = schema;

export interface ExportedStudent {
  id: string;
  class: string | null;
  studentNumber: string | null;
  fullName: string;
  chineseName: string | null;
  yearDSE: number | null;
  verificationResult: string | null;
  choiceCount: number;
  /** Ranked JUPAS choices, '1. JS6456 Bachelor of …' in rank order. */
  choices: string[];
  /** Sessions a teacher nominated the student for (and the nomination still stands), earliest first. */
  nominations: string[];
  /** Sessions the student attended (roll call), earliest first. */
  attended: string[];
  lastAttendedAt: Date | null;
}

export interface ExportSchoolStudentsOptions {
  schoolId: string;
  /** Students still at school: DSE this intake year or later, as the school student modal lists them. */
  minYearDSE: number;
  /** Programme and session names in this language where the row has one. */
  chinese: boolean;
}

/**
 * The school's students, one row each, with their verification, JUPAS choices, nominations and
 * attendance: the school's own list to download (docs/decisions/024-school-list-exports.md). Only rows of
 * this school: a student's choices and responses are joined through the student, who belongs to it.
 */
export async function exportSchoolStudents(
  db: DbOrTx,
  o: ExportSchoolStudentsOptions,
): Promise<ExportedStudent[]> {
  const programName = o.chinese ? sql.raw(`coalesce(nullif(p.name_chi, ''), p.name)`) : sql.raw('p.name');
  const eventName = o.chinese ? sql.raw(`coalesce(nullif(e.name_chi, ''), e.name)`) : sql.raw('e.name');
  const sessions = (condition: ReturnType<typeof sql>) => sql<string[]>`coalesce((
    select json_agg(${eventName} order by e.start_time, e.id)
    from event_responses er join events e on e.id = er.event_id
    where er.user_id = users.id and ${condition}), '[]'::json)`;
  const rows = await db
    .select({
      id: users.id,
      class: users.class,
      studentNumber: users.studentNumber,
      fullName: users.fullName,
      chineseName: users.chineseName,
      yearDSE: users.yearDSE,
      verificationResult: users.verificationResult,
      choices: sql<string[]>`coalesce((
        select json_agg(up."order" || '. ' || p.jupas_code || ' ' || ${programName} order by up."order")
        from user_programs up join programs p on p.id = up.program_id
        where up.user_id = users.id and up."order" is not null), '[]'::json)`,
      nominations: sessions(sql`er.nominated_by is not null and ${appliedSql(sql`er.response`)}`),
      attended: sessions(sql`er.attended`),
      lastAttendedAt: sql<Date | null>`(select max(e.start_time) from event_responses er
        join events e on e.id = er.event_id where er.user_id = users.id and er.attended)`.mapWith(
        schema.events.startTime,
      ),
    })
    .from(users)
    .where(and(isSecondaryStudentSql, eq(users.schoolId, o.schoolId), gte(users.yearDSE, o.minYearDSE)))
    .orderBy(
      sql`${users.class} nulls last`,
      sql`case when ${users.studentNumber} ~ '^[0-9]{1,9}$' then ${users.studentNumber}::int end nulls last`,
      asc(users.studentNumber),
      asc(users.fullName),
      asc(users.id),
    );
  return rows.map((r) => ({ ...r, choiceCount: r.choices.length }));
}
