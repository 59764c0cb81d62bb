import { type DbOrTx, schema } from '@waypoint/db';
import { eq } from 'drizzle-orm';

/** Serialises one person's writes (orders of sections and credentials) so two tabs never take the same place. */
export async function lockUser(tx: DbOrTx, userId: string): Promise<void> {
  await tx
    .select({ id: schema.users.id })
    .from(schema.users)
    .where(eq(schema.users.id, userId))
    .for('update');
}
