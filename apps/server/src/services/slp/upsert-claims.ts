import { type Db, schema, type Tx } from '@waypoint/db';
import { MAX_SELECTED_CLAIMS, withinClaimLimit } from '@waypoint/domain';
import { and, eq, notInArray } from 'drizzle-orm';
import { fail } from '../errors.ts';
import { lockUser } from '../users/lock-user.ts';

const { userClaims } = schema;

export interface ClaimInput {
  claimId?: string;
  text: string;
  elaboration?: string | null;
  selected: boolean;
  order: number;
  type: 'strength' | 'claim';
  clientId?: string | null;
}

/**
 * Spec upsertUserClaims: the list is the student's whole set, so claims left out are deleted. At most one
 * strength and at most 5 selected claims (checked again here: the client's check is a convenience). A claim
 * id of another student is refused rather than moved. Calls for one student run one after the other (the
 * owner's row is locked first): the delete of one call cannot miss the rows another is inserting, so the
 * last call's set is the set, never a merge of two.
 */
export async function upsertClaims(db: Db, args: ClaimsWrite): Promise<void> {
  await db.transaction((tx) => writeClaims(tx, args));
}

interface ClaimsWrite {
  userId: string;
  claims: ClaimInput[];
  now: Date;
}

/** upsertClaims inside a transaction the caller holds (jobEX writes claims and experiences together). */
export async function writeClaims(tx: Tx, { userId, claims, now }: ClaimsWrite): Promise<void> {
  if (!withinClaimLimit(claims))
    fail('BAD_REQUEST', 'errors.tooManyClaims', { vars: { max: MAX_SELECTED_CLAIMS } });
  if (claims.filter((c) => c.type === 'strength').length > 1) fail('BAD_REQUEST', 'errors.oneStrength');
  await lockUser(tx, userId);
  const own = await tx.select({ id: userClaims.id }).from(userClaims).where(eq(userClaims.userId, userId));
  const ownIds = new Set(own.map((r) => r.id));
  if (claims.some((c) => c.claimId && !ownIds.has(c.claimId))) fail('NOT_FOUND', 'errors.claimNotFound');
  const keep = claims.flatMap((c) => (c.claimId ? [c.claimId] : []));
  await tx
    .delete(userClaims)
    .where(
      keep.length
        ? and(eq(userClaims.userId, userId), notInArray(userClaims.id, keep))
        : eq(userClaims.userId, userId),
    );
  for (const c of claims) {
    const values = {
      text: c.text,
      elaboration: c.elaboration ?? null,
      // A strength is a single selected claim with order 1 (spec 3 §3).
      selected: c.type === 'strength' ? true : c.selected,
      order: c.type === 'strength' ? 1 : c.order,
      type: c.type,
      clientId: c.clientId ?? null,
      updatedAt: now,
    };
    if (c.claimId) await tx.update(userClaims).set(values).where(eq(userClaims.id, c.claimId));
    else await tx.insert(userClaims).values({ ...values, userId });
  }
}
