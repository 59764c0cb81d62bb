import { type DbOrTx, schema } from '@waypoint/db';
import { eq } from 'drizzle-orm';

/**
 * Serialises one person's writes across connections and server processes: take it first in the transaction,
 * before touching any other row of theirs. Taking it first everywhere is what keeps two writers from
 * deadlocking: an insert that references the user takes a share lock on this row, and two transactions that
 * each hold one and then ask for this update lock wait on each other for ever.
 */
export async function lockUser(tx: DbOrTx, userId: string): Promise<void> {
  await tx
    .select({ id: schema.users.id })
    .from(schema.users)
    .where(eq(schema.users.id, userId))
    .for('update');
}
