import { type Db, schema } from '@waypoint/db';
import { and, eq, inArray, isNull } from 'drizzle-orm';
import { fail } from '../errors.ts';
import { assertListedPrograms, lockPlanOwner } from './save-user-choices.ts';

const { disciplines, userDisciplines, userPrograms } = schema;

type Reaction = 'like' | 'dislike' | null;

/**
 * Spec upsertUserPrograms: likes, dislikes and reasons from the deck. The rank (order) is not touched here:
 * it belongs to saveUserChoices. A row left with no reaction, reason or rank is removed.
 */
export async function upsertUserPrograms(
  db: Db,
  {
    userId,
    programs,
    now,
  }: {
    userId: string;
    programs: readonly { programId: number; reaction: Reaction; reason?: string | null | undefined }[];
    now: Date;
  },
): Promise<void> {
  if (programs.length === 0) return;
  await db.transaction(async (tx) => {
    await lockPlanOwner(tx, userId);
    await assertListedPrograms(
      tx,
      programs.filter((p) => p.reaction !== null || p.reason).map((p) => p.programId),
    );
    for (const p of programs) {
      const reason = p.reason?.trim() || null;
      await tx
        .insert(userPrograms)
        .values({ userId, programId: p.programId, reaction: p.reaction, reason, updatedAt: now })
        .onConflictDoUpdate({
          target: [userPrograms.userId, userPrograms.programId],
          set: {
            reaction: p.reaction,
            // An omitted reason keeps the one written before; null or '' clears it.
            ...(p.reason === undefined ? {} : { reason }),
            updatedAt: now,
          },
        });
    }
    await tx.delete(userPrograms).where(
      and(
        eq(userPrograms.userId, userId),
        inArray(
          userPrograms.programId,
          programs.map((p) => p.programId),
        ),
        isNull(userPrograms.order),
        isNull(userPrograms.reaction),
        isNull(userPrograms.reason),
      ),
    );
  });
}

/**
 * Spec upsertUserDisciplines: the thumbs-up (like), the delete (reaction empty) and the AI's
 * explanation. A row with nothing left in it is removed.
 */
export async function upsertUserDisciplines(
  db: Db,
  {
    userId,
    disciplines: rows,
    now,
  }: {
    userId: string;
    disciplines: readonly {
      disciplineId: number;
      reaction: Reaction;
      reason?: string | null | undefined;
      botExplanation?: string | null | undefined;
      order?: number | null | undefined;
    }[];
    now: Date;
  },
): Promise<void> {
  if (rows.length === 0) return;
  await db.transaction(async (tx) => {
    await lockPlanOwner(tx, userId);
    const ids = rows.map((r) => r.disciplineId);
    const known = new Set(
      (await tx.select({ id: disciplines.id }).from(disciplines).where(inArray(disciplines.id, ids))).map(
        (r) => r.id,
      ),
    );
    if (ids.some((id) => !known.has(id))) fail('BAD_REQUEST', 'errors.disciplineNotFound');
    for (const r of rows) {
      const set = {
        reaction: r.reaction,
        ...(r.reason === undefined ? {} : { reason: r.reason?.trim() || null }),
        ...(r.botExplanation === undefined ? {} : { botExplanation: r.botExplanation?.trim() || null }),
        ...(r.order === undefined ? {} : { order: r.order ?? null }),
        updatedAt: now,
      };
      await tx
        .insert(userDisciplines)
        .values({ userId, disciplineId: r.disciplineId, ...set })
        .onConflictDoUpdate({ target: [userDisciplines.userId, userDisciplines.disciplineId], set });
    }
    await tx
      .delete(userDisciplines)
      .where(
        and(
          eq(userDisciplines.userId, userId),
          inArray(userDisciplines.disciplineId, ids),
          isNull(userDisciplines.reaction),
          isNull(userDisciplines.reason),
          isNull(userDisciplines.botExplanation),
        ),
      );
  });
}
