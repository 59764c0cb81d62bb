import { type DbOrTx, schema } from '@waypoint/db';
import { eq } from 'drizzle-orm';

const { users } = schema;

export async function findUserByPhone(
  db: DbOrTx,
  phone: string,
): Promise<{ id: string; accessDisabled: boolean } | undefined> {
  const [row] = await db
    .select({ id: users.id, accessDisabled: users.accessDisabled })
    .from(users)
    .where(eq(users.phone, phone));
  return row;
}
