import { randomBytes } from 'node:crypto';
import { type DbOrTx, schema } from '@waypoint/db';
import { sql } from 'drizzle-orm';

/**
 * "Search / Add New": a typed school name that matches nothing becomes a school marked as added by a user,
 * so an admin can review it; the same name typed twice finds the first one.
 */
export async function findOrAddSchool(db: DbOrTx, name: string): Promise<string> {
  const trimmed = name.trim().replace(/\s+/g, ' ');
  const [existing] = await db
    .select({ id: schema.schools.id })
    .from(schema.schools)
    .where(sql`lower(${schema.schools.name}) = lower(${trimmed}) or ${schema.schools.nameChi} = ${trimmed}`);
  if (existing) return existing.id;
  const id = `new-${randomBytes(4).toString('hex')}`;
  const isChinese = /[\u3400-\u9fff]/.test(trimmed);
  await db.insert(schema.schools).values({
    id,
    name: trimmed,
    nameChi: isChinese ? trimmed : null,
    addedByUser: true,
  });
  await db.insert(schema.schoolSettings).values({ schoolId: id });
  return id;
}
