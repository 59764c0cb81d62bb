import { APPLIED_RESPONSES } from '@waypoint/domain';
import { type AnyColumn, type SQL, type SQLWrapper, sql } from 'drizzle-orm';

/**
 * The domain's "applied" (`isApplied`: Yes, Confirmed or Attended) for queries that filter in the database.
 * The values go in as literals, not parameters: prepared statements keep one plan and the text stays the
 * same as when the list was written by hand. They are the domain's constants, never input.
 */
export function appliedSql(response: AnyColumn | SQLWrapper): SQL {
  return sql`${response} in (${sql.raw(APPLIED_RESPONSES.map((r) => `'${r}'`).join(', '))})`;
}
