import { type Db, schema } from '@waypoint/db';
import { and, eq } from 'drizzle-orm';
import { fail } from '../errors.ts';

const { userClaims, slpClaimComments } = schema;

/** A teacher's comment on one of the student's claims; the claim must belong to that student. */
export async function insertClaimComment(
  db: Db,
  {
    studentId,
    claimId,
    fromUserId,
    comment,
    now,
  }: { studentId: string; claimId: string; fromUserId: string; comment: string; now: Date },
): Promise<{ id: number; createdAt: string }> {
  const [claim] = await db
    .select({ id: userClaims.id })
    .from(userClaims)
    .where(and(eq(userClaims.id, claimId), eq(userClaims.userId, studentId)));
  if (!claim) fail('NOT_FOUND', 'errors.claimNotFound');
  const [row] = await db
    .insert(slpClaimComments)
    .values({ claimId, fromUserId, comment, createdAt: now })
    .returning({ id: slpClaimComments.id, createdAt: slpClaimComments.createdAt });
  return { id: row!.id, createdAt: row!.createdAt.toISOString() };
}
