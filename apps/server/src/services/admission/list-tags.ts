import { type DbOrTx, schema } from '@waypoint/db';
import { asc, eq, isNull, or, sql } from 'drizzle-orm';
import type { TagRow } from './shapes.ts';

const { tags } = schema;

/**
 * The tags a teacher of `schoolId` can put on students: the defaults, then the school's own, oldest first.
 * `schoolId` null lists the defaults only; `allSchools` (admins) lists every school's tags too.
 */
export async function listTags(
  db: DbOrTx,
  { schoolId, allSchools = false }: { schoolId: string | null; allSchools?: boolean },
): Promise<TagRow[]> {
  const where = allSchools
    ? undefined
    : schoolId
      ? or(isNull(tags.schoolId), eq(tags.schoolId, schoolId))
      : isNull(tags.schoolId);
  const rows = await db
    .select({ id: tags.id, name: tags.name, nameChi: tags.nameChi, schoolId: tags.schoolId })
    .from(tags)
    .where(where)
    .orderBy(sql`${tags.schoolId} nulls first`, asc(tags.schoolId), asc(tags.id));
  return rows.map((r) => ({ ...r, isDefault: r.schoolId === null }));
}

export async function loadTag(db: DbOrTx, tagId: number): Promise<TagRow | null> {
  const [row] = await db
    .select({ id: tags.id, name: tags.name, nameChi: tags.nameChi, schoolId: tags.schoolId })
    .from(tags)
    .where(eq(tags.id, tagId));
  return row ? { ...row, isDefault: row.schoolId === null } : null;
}
