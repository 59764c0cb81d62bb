import { type Db, schema } from '@waypoint/db';
import { eq } from 'drizzle-orm';
import { loadSlpAccess } from './slp-access.ts';

/**
 * Spec enableUserSLPAccess: the client asks, the server decides from the attendance records. A qualifying
 * attendance marks the account's access type 'full' (spec 3 §3 user slp); whether the tool is still open
 * is the domain's window, read again on every call.
 */
export async function enableSlpAccess(
  db: Db,
  { userId, now }: { userId: string; now: Date },
): Promise<{ accessType: 'full' | null }> {
  const access = await loadSlpAccess(db, { userId, isAdmin: false, now });
  if (access.reason === 'none') return { accessType: null };
  await db
    .update(schema.users)
    .set({ slpAccessType: 'full', updatedAt: now })
    .where(eq(schema.users.id, userId));
  return { accessType: 'full' };
}
