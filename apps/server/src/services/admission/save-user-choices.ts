import { type Db, type DbOrTx, schema } from '@waypoint/db';
import { CHOICE_LIMIT, choiceListProblem, isListedProgram } from '@waypoint/domain';
import { and, eq, inArray, isNotNull, isNull, sql } from 'drizzle-orm';
import { fail } from '../errors.ts';
import { loadChoices } from './load-student-plan.ts';
import type { ChoiceRow } from './shapes.ts';

const { users, programs, userPrograms } = schema;

/**
 * Serialises every change to one student's list: two saves at once (two tabs, a slow phone retrying)
 * queue on the user row instead of colliding on the (user_id, order) unique index.
 */
export async function lockPlanOwner(tx: DbOrTx, userId: string): Promise<void> {
  await tx.select({ id: users.id }).from(users).where(eq(users.id, userId)).for('update');
}

/** Refuses ids that are not programmes a student may choose (Draft, withdrawn, unlisted institution). */
export async function assertListedPrograms(tx: DbOrTx, programIds: readonly number[]): Promise<void> {
  if (programIds.length === 0) return;
  const rows = await tx
    .select({ id: programs.id, status: programs.status, institutionId: programs.institutionId })
    .from(programs)
    .where(inArray(programs.id, [...programIds]));
  const listed = new Set(rows.filter(isListedProgram).map((r) => r.id));
  const bad = programIds.find((id) => !listed.has(id));
  if (bad !== undefined) {
    fail(
      'BAD_REQUEST',
      rows.some((r) => r.id === bad) ? 'errors.programNotListed' : 'errors.programNotFound',
      {
        vars: { programId: bad },
      },
    );
  }
}

/**
 * Spec abs-saveUserChoices: the ranked list becomes exactly `programIds` (order 1…n). Reactions and
 * reasons stay; rows left with nothing in them are removed. All of it in one transaction.
 */
export async function saveUserChoices(
  db: Db,
  { userId, programIds, now }: { userId: string; programIds: readonly number[]; now: Date },
): Promise<ChoiceRow[]> {
  const problem = choiceListProblem(programIds);
  if (problem === 'tooMany') fail('BAD_REQUEST', 'errors.tooManyChoices', { vars: { max: CHOICE_LIMIT } });
  if (problem === 'duplicate') fail('BAD_REQUEST', 'errors.duplicateChoice');
  if (problem === 'invalidId') fail('BAD_REQUEST', 'errors.programNotFound');
  return db.transaction(async (tx) => {
    await lockPlanOwner(tx, userId);
    await assertListedPrograms(tx, programIds);
    await writeChoices(tx, { userId, programIds, now });
    return loadChoices(tx, userId);
  });
}

/** The write itself, for callers already holding the owner's lock in their transaction. */
export async function writeChoices(
  tx: DbOrTx,
  { userId, programIds, now }: { userId: string; programIds: readonly number[]; now: Date },
): Promise<void> {
  // Free every rank first so the new order never meets an old one in the unique index.
  await tx
    .update(userPrograms)
    .set({ order: null, updatedAt: now })
    .where(and(eq(userPrograms.userId, userId), isNotNull(userPrograms.order)));
  if (programIds.length > 0) {
    await tx
      .insert(userPrograms)
      .values(programIds.map((programId, i) => ({ userId, programId, order: i + 1, updatedAt: now })))
      .onConflictDoUpdate({
        target: [userPrograms.userId, userPrograms.programId],
        set: { order: sql`excluded.order`, updatedAt: now },
      });
  }
  await tx
    .delete(userPrograms)
    .where(
      and(
        eq(userPrograms.userId, userId),
        isNull(userPrograms.order),
        isNull(userPrograms.reaction),
        isNull(userPrograms.reason),
      ),
    );
}

/** Removes one programme from the ranked list and closes the gap it leaves. */
export async function deleteUserChoice(
  db: Db,
  { userId, programId, now }: { userId: string; programId: number; now: Date },
): Promise<ChoiceRow[]> {
  return db.transaction(async (tx) => {
    await lockPlanOwner(tx, userId);
    const current = await loadChoices(tx, userId);
    if (!current.some((c) => c.programId === programId)) fail('NOT_FOUND', 'errors.choiceNotFound');
    await writeChoices(tx, {
      userId,
      programIds: current.filter((c) => c.programId !== programId).map((c) => c.programId),
      now,
    });
    return loadChoices(tx, userId);
  });
}

export async function clearUserChoices(
  db: Db,
  { userId, now }: { userId: string; now: Date },
): Promise<void> {
  await db.transaction(async (tx) => {
    await lockPlanOwner(tx, userId);
    await writeChoices(tx, { userId, programIds: [], now });
  });
}
