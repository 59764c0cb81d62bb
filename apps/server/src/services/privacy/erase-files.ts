import { type DbOrTx, schema } from '@waypoint/db';
import { and, eq, inArray, isNull, or } from 'drizzle-orm';

const { files } = schema;

/**
 * Marks the person's uploads, and those their deleted records pointed at (a feedback photo sent signed
 * out), deleted, and returns the storage keys of all of them for the caller to remove the bytes. Keys of
 * uploads deleted earlier come back too: removing is idempotent, and bytes an earlier failure left behind
 * go now.
 */
export async function markFilesDeleted(
  tx: DbOrTx,
  { ownerId, fileIds, now }: { ownerId: string; fileIds: string[]; now: Date },
): Promise<string[]> {
  const which =
    fileIds.length > 0
      ? or(eq(files.ownerId, ownerId), inArray(files.id, fileIds))
      : eq(files.ownerId, ownerId);
  await tx
    .update(files)
    .set({ deletedAt: now })
    .where(and(which, isNull(files.deletedAt)));
  const rows = await tx.select({ storageKey: files.storageKey }).from(files).where(which);
  return [...new Set(rows.map((r) => r.storageKey))];
}
