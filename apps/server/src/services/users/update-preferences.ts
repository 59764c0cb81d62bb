import { type DbOrTx, schema } from '@waypoint/db';
import { eq } from 'drizzle-orm';

const { users } = schema;

/** Display settings a person changes for themselves; a field left out is left as it is. */
export async function updatePreferences(
  db: DbOrTx,
  userId: string,
  set: { darkTheme: boolean } | { preferredLang: 'zh-HK' | 'en' },
): Promise<void> {
  await db.update(users).set(set).where(eq(users.id, userId));
}
