import { type DbOrTx, schema } from '@waypoint/db';
import { eq } from 'drizzle-orm';

/** A database seeded with demo schools tells the shell to say so. */
export async function hasDemoSchool(db: DbOrTx): Promise<boolean> {
  const [demo] = await db
    .select({ id: schema.schools.id })
    .from(schema.schools)
    .where(eq(schema.schools.isDemo, true))
    .limit(1);
  return demo !== undefined;
}
