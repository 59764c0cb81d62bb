import { type Db, type DbOrTx, schema } from '@waypoint/db';
import { type CvSectionKey, isSameIdSet } from '@waypoint/domain';
import { and, eq, max } from 'drizzle-orm';
import { fail } from '../errors.ts';
import { lockUser } from '../users/lock-user.ts';

const { jobexSections } = schema;

/**
 * The student's section of this key, created at the end of their CV when it does not exist yet: adding a
 * credential to "Awards" is all it takes to have an Awards section. Call inside a transaction holding lockUser.
 */
export async function ensureSection(tx: DbOrTx, userId: string, sectionKey: CvSectionKey): Promise<string> {
  const [existing] = await tx
    .select({ id: jobexSections.id })
    .from(jobexSections)
    .where(and(eq(jobexSections.userId, userId), eq(jobexSections.sectionKey, sectionKey)));
  if (existing) return existing.id;
  const [last] = await tx
    .select({ order: max(jobexSections.order) })
    .from(jobexSections)
    .where(eq(jobexSections.userId, userId));
  const [created] = await tx
    .insert(jobexSections)
    .values({ userId, sectionKey, order: (last?.order ?? 0) + 1 })
    .returning({ id: jobexSections.id });
  return created!.id;
}

/** upsertUserSection: adds the section of a key (at the end) or renames the student's own heading of it. */
export async function upsertSection(
  db: Db,
  { userId, sectionKey, title }: { userId: string; sectionKey: CvSectionKey; title: string | null },
): Promise<string> {
  return db.transaction(async (tx) => {
    await lockUser(tx, userId);
    const id = await ensureSection(tx, userId, sectionKey);
    await tx.update(jobexSections).set({ title }).where(eq(jobexSections.id, id));
    return id;
  });
}

/** updateUserSections: the student's sections in a new order; the list must name each of them once. */
export async function reorderSections(
  db: Db,
  { userId, sectionIds }: { userId: string; sectionIds: string[] },
): Promise<void> {
  await db.transaction(async (tx) => {
    await lockUser(tx, userId);
    const rows = await tx
      .select({ id: jobexSections.id })
      .from(jobexSections)
      .where(eq(jobexSections.userId, userId));
    if (
      !isSameIdSet(
        sectionIds,
        rows.map((r) => r.id),
      )
    )
      fail('CONFLICT', 'errors.jobexListChanged');
    for (const [i, id] of sectionIds.entries()) {
      await tx
        .update(jobexSections)
        .set({ order: i + 1 })
        .where(eq(jobexSections.id, id));
    }
  });
}

/** deleteUserSection: the section and its credentials; another person's section is "not found". */
export async function deleteSection(db: Db, { userId, sectionId }: { userId: string; sectionId: string }) {
  const deleted = await db
    .delete(jobexSections)
    .where(and(eq(jobexSections.id, sectionId), eq(jobexSections.userId, userId)))
    .returning({ id: jobexSections.id });
  if (deleted.length === 0) fail('NOT_FOUND', 'errors.jobexSectionNotFound');
}
