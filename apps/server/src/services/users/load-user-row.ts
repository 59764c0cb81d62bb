import { type DbOrTx, schema } from '@waypoint/db';
import { eq } from 'drizzle-orm';
import type { UserRow } from '../../auth/sessions.ts';

const { users } = schema;

/** The whole row, for the caller's ownership check (canActOnUser) before it acts on another person. */
export async function loadUserRow(db: DbOrTx, userId: string): Promise<UserRow | undefined> {
  const [row] = await db.select().from(users).where(eq(users.id, userId));
  return row;
}
