import { type Db, type DbOrTx, schema } from '@waypoint/db';
import { and, eq, inArray, sql } from 'drizzle-orm';
import { fail } from '../errors.ts';

const { professions, sectors, segments, userProfessions, userLikedItems, userBrowsedItems } = schema;

export type ItemKind = 'profession' | 'sector' | 'segment';

const NOT_FOUND: Record<ItemKind, string> = {
  profession: 'errors.professionNotFound',
  sector: 'errors.sectorNotFound',
  segment: 'errors.segmentNotFound',
};

/** Every id must name a row of its table; one unknown id refuses the whole call (nothing is written). */
export async function assertItemsExist(db: DbOrTx, kind: ItemKind, ids: readonly number[]): Promise<void> {
  const unique = [...new Set(ids)];
  if (unique.length === 0) return;
  const table = kind === 'profession' ? professions : kind === 'sector' ? sectors : segments;
  const rows = await db.select({ id: table.id }).from(table).where(inArray(table.id, unique));
  if (rows.length !== unique.length) fail('NOT_FOUND', NOT_FOUND[kind]);
}

export interface UserProfessionInput {
  professionId: number;
  reaction: 'like' | 'dislike' | null;
  appState?: { selectedOption?: string | null; searchKeyword?: string | null } | undefined;
  reason?: string | null | undefined;
  action?: string | null | undefined;
}

/**
 * Spec abs-upsertUserProfessions. A newly chosen (liked) profession is added at the front of the
 * person's choices (spec 3 §4): it takes an order below every order they have.
 */
export async function upsertUserProfessions(
  db: Db,
  { userId, items, now }: { userId: string; items: readonly UserProfessionInput[]; now: Date },
): Promise<void> {
  if (items.length === 0) return;
  await db.transaction(async (tx) => {
    await assertItemsExist(
      tx,
      'profession',
      items.map((i) => i.professionId),
    );
    // One person's reactions are ordered one call at a time, so two tabs cannot take the same place.
    await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${`user_professions:${userId}`}))`);
    const existing = await tx
      .select({ professionId: userProfessions.professionId, reaction: userProfessions.reaction })
      .from(userProfessions)
      .where(eq(userProfessions.userId, userId));
    const before = new Map(existing.map((e) => [e.professionId, e.reaction]));
    const [{ min } = { min: 0 }] = await tx
      .select({ min: sql<number>`coalesce(min(${userProfessions.order}), 0)::int` })
      .from(userProfessions)
      .where(eq(userProfessions.userId, userId));
    let front = min;
    for (const item of items) {
      const newlyChosen = item.reaction === 'like' && before.get(item.professionId) !== 'like';
      const set = {
        reaction: item.reaction,
        ...(newlyChosen ? { order: --front } : {}),
        ...(item.appState === undefined ? {} : { appState: item.appState }),
        ...(item.reason === undefined ? {} : { reason: item.reason?.trim() || null }),
        ...(item.action === undefined ? {} : { action: item.action?.trim() || null }),
        updatedAt: now,
      };
      await tx
        .insert(userProfessions)
        .values({ userId, professionId: item.professionId, createdAt: now, ...set })
        .onConflictDoUpdate({ target: [userProfessions.userId, userProfessions.professionId], set });
      before.set(item.professionId, item.reaction);
    }
  });
}

/** Spec addUserLikedSector / Segment and removeUserLiked…: a row is a like; both calls are idempotent. */
export async function setItemLiked(
  db: Db,
  {
    userId,
    kind,
    id,
    liked,
    now,
  }: { userId: string; kind: 'sector' | 'segment'; id: number; liked: boolean; now: Date },
): Promise<void> {
  await assertItemsExist(db, kind, [id]);
  if (liked) {
    await db
      .insert(userLikedItems)
      .values({ userId, kind, itemId: id, createdAt: now })
      .onConflictDoNothing();
  } else {
    await db
      .delete(userLikedItems)
      .where(
        and(eq(userLikedItems.userId, userId), eq(userLikedItems.kind, kind), eq(userLikedItems.itemId, id)),
      );
  }
}

/** Spec addUserBrowsedProfession / Sector / Segment: a repeat visit moves the item to the top. */
export async function addBrowsedItem(
  db: Db,
  { userId, kind, id, now }: { userId: string; kind: ItemKind; id: number; now: Date },
): Promise<void> {
  await assertItemsExist(db, kind, [id]);
  await db
    .insert(userBrowsedItems)
    .values({ userId, kind, itemId: id, browsedAt: now })
    .onConflictDoUpdate({
      target: [userBrowsedItems.userId, userBrowsedItems.kind, userBrowsedItems.itemId],
      set: { browsedAt: now },
    });
}
