import { randomBytes } from 'node:crypto';
import { type Db, schema } from '@waypoint/db';
import { eq } from 'drizzle-orm';

const KEY = 'serverSecret';

/**
 * The key for short hashes, created once and shared by every server process through the database
 * (an environment secret per process would make hashes from one process unreadable by another).
 */
export async function loadServerSecret(db: Db): Promise<string> {
  await db
    .insert(schema.appSettings)
    .values({ key: KEY, value: randomBytes(32).toString('hex') })
    .onConflictDoNothing({ target: schema.appSettings.key });
  const [row] = await db.select().from(schema.appSettings).where(eq(schema.appSettings.key, KEY));
  return row!.value;
}
