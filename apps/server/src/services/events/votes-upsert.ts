import { type DbOrTx, schema } from '@waypoint/db';
import type { VoteGrade, VoteReaction } from '@waypoint/domain';
import { and, eq, isNull, sql } from 'drizzle-orm';
import { notifyUserUsersChange } from '../../realtime/user-users.ts';
import { fail } from '../errors.ts';
import type { SessionAccess } from './votes-access.ts';
import { loadParticipants } from './votes-participants.ts';

const { events, userUsers } = schema;

/** One change from the vote modal or the shortlist; an omitted field keeps its value, null clears it. */
export interface VoteInput {
  targetUserId: string;
  reaction?: VoteReaction | null | undefined;
  grade?: VoteGrade | null | undefined;
  reason?: string | null | undefined;
  order?: number | null | undefined;
}

/**
 * Spec event-upsertUserUsers: writes the caller's votes on people of the list they can see, removes rows
 * left empty, and announces the change to every open list of the session (same transaction).
 */
export async function upsertSessionVotes(
  db: DbOrTx,
  { access, votes, now }: { access: SessionAccess; votes: readonly VoteInput[]; now: Date },
): Promise<void> {
  if (!access.isStaff && votes.some((v) => (v.grade ?? null) !== null || (v.order ?? null) !== null)) {
    fail('FORBIDDEN', 'votes.staffOnly');
  }
  await db.transaction(async (tx) => {
    // Serialises writers of one session so that the notice follows the rows it describes.
    await tx.execute(sql`select 1 from ${events} where ${events.id} = ${access.session.id} for share`);
    const visible = new Set((await loadParticipants(tx, access)).map((p) => p.userId));
    if (votes.some((v) => !visible.has(v.targetUserId))) fail('BAD_REQUEST', 'votes.targetNotParticipant');
    for (const v of votes) {
      const reason = v.reason === undefined ? undefined : v.reason?.trim() || null;
      const set = {
        ...(v.reaction === undefined ? {} : { reaction: v.reaction }),
        ...(v.grade === undefined ? {} : { grade: v.grade }),
        ...(reason === undefined ? {} : { reason }),
        ...(v.order === undefined ? {} : { order: v.order }),
        updatedAt: now,
      };
      await tx
        .insert(userUsers)
        .values({
          sessionId: access.session.id,
          userId: access.viewerId,
          targetUserId: v.targetUserId,
          reaction: v.reaction ?? null,
          grade: v.grade ?? null,
          reason: reason ?? null,
          order: v.order ?? null,
          createdAt: now,
          updatedAt: now,
        })
        .onConflictDoUpdate({ target: [userUsers.sessionId, userUsers.userId, userUsers.targetUserId], set });
    }
    await tx
      .delete(userUsers)
      .where(
        and(
          eq(userUsers.sessionId, access.session.id),
          eq(userUsers.userId, access.viewerId),
          isNull(userUsers.reaction),
          isNull(userUsers.grade),
          isNull(userUsers.reason),
          isNull(userUsers.order),
        ),
      );
    await notifyUserUsersChange(tx, access.session.id, now);
  });
}
