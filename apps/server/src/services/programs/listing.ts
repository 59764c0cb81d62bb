import { schema } from '@waypoint/db';
import { LISTED_INSTITUTION_IDS, LISTED_PROGRAM_STATUS } from '@waypoint/domain';
import { and, eq, inArray, type SQL, sql } from 'drizzle-orm';

// The rule is the domain's (isListedProgram: Published, at a listed institution); these are the same rule
// as query conditions, built from the same constants, so that the database and the domain never disagree.

/** Programmes a student may see and choose, as a query condition on `programs`. */
export function listedProgramCondition(): SQL {
  const { programs } = schema;
  return and(
    eq(programs.status, LISTED_PROGRAM_STATUS),
    inArray(programs.institutionId, [...LISTED_INSTITUTION_IDS]),
  )!;
}

/** The same condition on a raw-SQL alias of programs (e.g. `p`). */
export function listedProgramSqlOn(alias: string): SQL {
  const table = sql.identifier(alias);
  return sql`${table}.status = ${LISTED_PROGRAM_STATUS} and ${table}.institution_id in (${sql.join(
    LISTED_INSTITUTION_IDS.map((id) => sql`${id}`),
    sql`, `,
  )})`;
}
