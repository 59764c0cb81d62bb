import { type DbOrTx, schema } from '@waypoint/db';
import { desc, eq } from 'drizzle-orm';

const { parentViewLinks } = schema;

/** The child's parent-view links, newest first; never their token hashes, which only opening needs. */
export async function listParentViewLinks(db: DbOrTx, userId: string) {
  const rows = await db
    .select()
    .from(parentViewLinks)
    .where(eq(parentViewLinks.userId, userId))
    .orderBy(desc(parentViewLinks.createdAt))
    .limit(50);
  return rows.map((r) => ({
    id: r.id,
    createdAt: r.createdAt.toISOString(),
    expiresAt: r.expiresAt.toISOString(),
    revokedAt: r.revokedAt?.toISOString() ?? null,
  }));
}
