import { z } from 'zod';
import { requireManageStudent, requirePlanRead } from '../../services/admission/plan-access.ts';
import {
  insertUserComment as insertComment,
  listUserComments,
} from '../../services/admission/user-comments.ts';
import { recordAccess } from '../../services/privacy/staff-access.ts';
import { signedInProcedure, staffProcedure } from '../../trpc/procedures.ts';
import { commentRow, getCommentsInput, insertCommentInput, insertCommentResult } from './shapes.ts';

/**
 * Spec insertUserComment, also the remark box: with `sendToWhatsApp` the remark is queued for the
 * student's WhatsApp group in the same transaction. Active teachers of the student's school and admins.
 */
export const insertUserComment = staffProcedure
  .input(insertCommentInput)
  .output(insertCommentResult)
  .mutation(async ({ ctx, input }) => {
    const { target } = await requireManageStudent(ctx, input.userId);
    await recordAccess(ctx, { area: 'plan', action: 'change', studentIds: [target.id] });
    return insertComment(ctx.deps.db, {
      student: target,
      author: ctx.user.row,
      comment: input.comment,
      sendToWhatsApp: input.sendToWhatsApp,
      now: ctx.deps.now(),
    });
  });

/** Spec getUserComments (type achievejupas): the Teacher Comments accordion. The student, their staff, admins. */
export const getUserComments = signedInProcedure
  .input(getCommentsInput)
  .output(z.array(commentRow))
  .query(async ({ ctx, input }) => {
    const { target } = await requirePlanRead(ctx, input?.userId);
    return listUserComments(ctx.deps.db, { userId: target.id, type: input?.type ?? 'achievejupas' });
  });
