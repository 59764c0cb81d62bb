import { recordAccess } from '../../services/privacy/staff-access.ts';
import { insertClaimComment as insertComment } from '../../services/slp/claim-comments.ts';
import { requireSlpRead } from '../../services/slp/slp-access.ts';
import { fail } from '../../trpc/errors.ts';
import { staffProcedure } from '../../trpc/procedures.ts';
import { claimCommentInput } from './shapes.ts';

/** A teacher's (or admin's) comment on one claim of a student's SLP. */
export const insertClaimComment = staffProcedure.input(claimCommentInput).mutation(async ({ ctx, input }) => {
  const rights = await requireSlpRead(ctx, input.userId);
  if (!rights.canComment) fail('FORBIDDEN', 'errors.forbidden');
  await recordAccess(ctx, { area: 'slp', action: 'change', studentIds: [rights.target.id] });
  return insertComment(ctx.deps.db, {
    studentId: rights.target.id,
    claimId: input.claimId,
    fromUserId: ctx.user.row.id,
    comment: input.comment,
    now: ctx.deps.now(),
  });
});
