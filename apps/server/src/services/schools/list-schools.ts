import { type DbOrTx, schema } from '@waypoint/db';
import { HIDDEN_SCHOOL_IDS, SCHOOL_LIST_PAGE } from '@waypoint/domain';
import { and, asc, ilike, notInArray, or, type SQL } from 'drizzle-orm';
import { schoolColumns } from './school-columns.ts';

const { schools } = schema;

/**
 * One page of the school selector, searched on every name. Whether the hidden ids show is the caller's
 * decision (admins asking for all); one row past the page tells whether another page follows.
 */
export async function listSchools(
  db: DbOrTx,
  { search, includeHidden, offset }: { search: string | undefined; includeHidden: boolean; offset: number },
) {
  const conditions: SQL[] = [];
  if (!includeHidden) conditions.push(notInArray(schools.id, [...HIDDEN_SCHOOL_IDS]));
  const term = search?.trim();
  if (term) {
    const like = `%${term.replace(/[%_\\]/g, (c) => `\\${c}`)}%`;
    conditions.push(
      or(ilike(schools.name, like), ilike(schools.nameChi, like), ilike(schools.nameShort, like))!,
    );
  }
  const rows = await db
    .select(schoolColumns)
    .from(schools)
    .where(conditions.length ? and(...conditions) : undefined)
    .orderBy(asc(schools.name))
    .limit(SCHOOL_LIST_PAGE + 1)
    .offset(offset);
  const hasMore = rows.length > SCHOOL_LIST_PAGE;
  return {
    items: rows.slice(0, SCHOOL_LIST_PAGE),
    nextCursor: hasMore ? offset + SCHOOL_LIST_PAGE : null,
  };
}
