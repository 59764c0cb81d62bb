import { type DbOrTx, schema } from '@waypoint/db';
import { and, eq, isNull } from 'drizzle-orm';
import { fail } from '../errors.ts';
import type { SessionUser } from '../session-user.ts';
import { requirePlanRead } from './plan-access.ts';

const { parentViewLinks } = schema;

/**
 * Whoever may read the child's plan (and so make its link) may revoke it; a second revoke keeps the first
 * time stored.
 */
export async function revokeParentViewLink(
  db: DbOrTx,
  { actor, linkId, now }: { actor: SessionUser; linkId: string; now: () => Date },
): Promise<{ revokedAt: string }> {
  const [link] = await db
    .select({ userId: parentViewLinks.userId })
    .from(parentViewLinks)
    .where(eq(parentViewLinks.id, linkId));
  if (!link) fail('NOT_FOUND', 'errors.parentLinkInvalid');
  await requirePlanRead({ deps: { db }, user: actor }, link.userId);
  const at = now();
  const [row] = await db
    .update(parentViewLinks)
    .set({ revokedAt: at })
    .where(and(eq(parentViewLinks.id, linkId), isNull(parentViewLinks.revokedAt)))
    .returning({ revokedAt: parentViewLinks.revokedAt });
  return { revokedAt: (row?.revokedAt ?? at).toISOString() };
}
