import { type DbOrTx, schema } from '@waypoint/db';

/** The caller has already decided the visit counts (shouldRecordPageAccess and its plausibility check). */
export async function recordPageAccess(
  db: DbOrTx,
  visit: { userId: string; pageKey: string; accessTime: Date; leaveTime: Date },
): Promise<void> {
  await db.insert(schema.pageAccessRecords).values({
    userId: visit.userId,
    pageKey: visit.pageKey,
    accessTime: visit.accessTime,
    leaveTime: visit.leaveTime,
    durationSeconds: Math.round((visit.leaveTime.getTime() - visit.accessTime.getTime()) / 1000),
  });
}
