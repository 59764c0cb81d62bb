import { schema } from '@waypoint/db';
import { eq } from 'drizzle-orm';
import type { AppDeps } from '../../deps.ts';

const { users, files } = schema;

/**
 * Points the profile at the new picture, then deletes the one it replaces (spec 3 §4): the file row is
 * marked deleted and its bytes removed from storage. The caller has already claimed the new upload.
 */
export async function setProfilePic(
  deps: Pick<AppDeps, 'db' | 'storage' | 'now'>,
  { userId, imageLink, removeFileId }: { userId: string; imageLink: string; removeFileId: string | null },
): Promise<void> {
  const { db, storage } = deps;
  await db.update(users).set({ profilePic: imageLink }).where(eq(users.id, userId));
  if (removeFileId) {
    const [old] = await db
      .update(files)
      .set({ deletedAt: deps.now() })
      .where(eq(files.id, removeFileId))
      .returning({ storageKey: files.storageKey });
    if (old) await storage.remove(old.storageKey);
  }
}
