import { type Db, schema } from '@waypoint/db';
import { eq, inArray } from 'drizzle-orm';
import { fail } from '../errors.ts';
import { lockUser } from '../users/lock-user.ts';

const { userSlps, userSlpVersions, professions } = schema;

/**
 * Spec upsertUserSLP: saves the draft (original, gpt) and, when given, step 2's professions. A version row
 * is kept whenever the text changed, in the same transaction, so the history never misses a save. The owner's
 * row is locked first (as for the claims), so two saves at once compare against each other's result, even
 * before the draft's row exists.
 */
export async function upsertSlp(
  db: Db,
  {
    userId,
    savedBy,
    original,
    gpt,
    professionIds,
    now,
  }: {
    userId: string;
    savedBy: string;
    original?: string;
    gpt?: string;
    professionIds?: number[];
    now: Date;
  },
): Promise<{ versionSaved: boolean }> {
  return db.transaction(async (tx) => {
    await lockUser(tx, userId);
    if (professionIds?.length) {
      const known = await tx
        .select({ id: professions.id })
        .from(professions)
        .where(inArray(professions.id, professionIds));
      if (known.length !== new Set(professionIds).size) fail('BAD_REQUEST', 'errors.professionNotFound');
    }
    const [before] = await tx.select().from(userSlps).where(eq(userSlps.userId, userId));
    const next = {
      original: original ?? before?.original ?? '',
      gpt: gpt ?? before?.gpt ?? '',
      professionIds: professionIds ?? before?.professionIds ?? [],
      updatedBy: savedBy,
      updatedAt: now,
    };
    await tx
      .insert(userSlps)
      .values({ userId, ...next })
      .onConflictDoUpdate({ target: userSlps.userId, set: next });
    const changed = next.original !== (before?.original ?? '') || next.gpt !== (before?.gpt ?? '');
    if (changed && (next.original || next.gpt))
      await tx
        .insert(userSlpVersions)
        .values({ userId, original: next.original, gpt: next.gpt, savedBy, createdAt: now });
    return { versionSaved: changed };
  });
}
