import { schema } from '@waypoint/db';
import { isListedProgram as isListedInDomain, LISTED_INSTITUTION_IDS } from '@waypoint/domain';
import { and, eq, inArray, type SQL, sql } from 'drizzle-orm';

// The domain's rule (spec 2 §9: Draft never, only institutions 1–7, 9, 11, 12) plus one of the data's
// own: a Withdrawn programme (gone from the current JUPAS list) is not offered either, so only Published.

/** Programmes a student may see and choose, as a query condition on `programs`. */
export function listedProgramCondition(): SQL {
  const { programs } = schema;
  return and(eq(programs.status, 'Published'), inArray(programs.institutionId, [...LISTED_INSTITUTION_IDS]))!;
}

/** The same condition on a raw-SQL alias of programs (e.g. `p`). */
export function listedProgramSqlOn(alias: string): SQL {
  const table = sql.identifier(alias);
  return sql`${table}.status = 'Published' and ${table}.institution_id in (${sql.join(
    LISTED_INSTITUTION_IDS.map((id) => sql`${id}`),
    sql`, `,
  )})`;
}

export function isListedProgram(row: { status: string; institutionId: number }): boolean {
  return row.status === 'Published' && isListedInDomain(row);
}
