import { type Db, schema } from '@waypoint/db';
import { asc, desc, eq } from 'drizzle-orm';
import type { UserProfessionLists } from './shapes.ts';

const { userProfessions, userLikedItems, userBrowsedItems, users } = schema;

/** Spec 3 §3 user lists: reactions, liked sectors and segments, survey answers and what was browsed. */
export async function loadUserProfessionLists(db: Db, userId: string): Promise<UserProfessionLists> {
  const reactions = await db
    .select({
      professionId: userProfessions.professionId,
      reaction: userProfessions.reaction,
      order: userProfessions.order,
    })
    .from(userProfessions)
    .where(eq(userProfessions.userId, userId))
    .orderBy(asc(userProfessions.order), asc(userProfessions.createdAt));
  const liked = await db
    .select({ kind: userLikedItems.kind, id: userLikedItems.itemId })
    .from(userLikedItems)
    .where(eq(userLikedItems.userId, userId))
    .orderBy(asc(userLikedItems.createdAt));
  const browsed = await db
    .select({
      kind: userBrowsedItems.kind,
      id: userBrowsedItems.itemId,
      browsedAt: userBrowsedItems.browsedAt,
    })
    .from(userBrowsedItems)
    .where(eq(userBrowsedItems.userId, userId))
    .orderBy(desc(userBrowsedItems.browsedAt))
    .limit(500);
  const [user] = await db
    .select({ heard: users.heardOfProfessionIds, notHeard: users.notHeardOfProfessionIds })
    .from(users)
    .where(eq(users.id, userId));
  return {
    reactions: reactions.map((r) => ({
      ...r,
      reaction: r.reaction === 'like' || r.reaction === 'dislike' ? r.reaction : null,
    })),
    likedSectorIds: liked.filter((l) => l.kind === 'sector').map((l) => l.id),
    likedSegmentIds: liked.filter((l) => l.kind === 'segment').map((l) => l.id),
    heardOfProfessionIds: user?.heard ?? [],
    notHeardOfProfessionIds: user?.notHeard ?? [],
    browsed: browsed.map((b) => ({
      kind: b.kind as 'profession' | 'sector' | 'segment',
      id: b.id,
      browsedAt: b.browsedAt.toISOString(),
    })),
  };
}
