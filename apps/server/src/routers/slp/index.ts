import { z } from 'zod';
import { insertClaimComment } from '../../services/slp/claim-comments.ts';
import { enableSlpAccess } from '../../services/slp/enable-slp-access.ts';
import { loadSlp } from '../../services/slp/load-slp.ts';
import { sendSlpToWhatsApp } from '../../services/slp/send-slp.ts';
import { requireSlpEdit, requireSlpRead } from '../../services/slp/slp-access.ts';
import { upsertClaims } from '../../services/slp/upsert-claims.ts';
import { upsertSlp } from '../../services/slp/upsert-slp.ts';
import { fail } from '../../trpc/errors.ts';
import { router } from '../../trpc/init.ts';
import { signedInProcedure, staffProcedure } from '../../trpc/procedures.ts';
import { claimCommentInput, sendSlpInput, targetUser, upsertClaimsInput, upsertSlpInput } from './shapes.ts';

/**
 * Spec 3 AchieveSLP: the student's strength, professions, claims and draft. The student writes while their
 * access is open, admins always; teachers of the student's school read and comment (services/slp).
 */
export const slpRouter = router({
  /** The SLP of the caller, or (userId) of a student a teacher or admin opens through the target user. */
  getUserSLP: signedInProcedure.input(targetUser.optional()).query(async ({ ctx, input }) => {
    const rights = await requireSlpRead(ctx, input?.userId);
    return loadSlp(ctx.deps.db, rights);
  }),

  /** Spec upsertUserClaims: the strength and the claims, the whole set at once. */
  upsertUserClaims: signedInProcedure.input(upsertClaimsInput).mutation(async ({ ctx, input }) => {
    const { target } = await requireSlpEdit(ctx, input.userId);
    await upsertClaims(ctx.deps.db, { userId: target.id, claims: input.userClaims, now: ctx.deps.now() });
    return { ok: true as const };
  }),

  /** Spec upsertUserSLP: original, gpt (and step 2's professions); every changed text is a new version. */
  upsertUserSLP: signedInProcedure.input(upsertSlpInput).mutation(async ({ ctx, input }) => {
    const { target } = await requireSlpEdit(ctx, input.userId);
    return upsertSlp(ctx.deps.db, {
      userId: target.id,
      savedBy: ctx.user.row.id,
      original: input.original,
      gpt: input.gpt,
      professionIds: input.professionIds,
      now: ctx.deps.now(),
    });
  }),

  /** Spec enableUserSLPAccess: the caller's own access, re-read from their attendance records. */
  enableUserSLPAccess: signedInProcedure
    .input(z.object({ existSLPRecord: z.boolean().optional() }).optional())
    .mutation(({ ctx }) => enableSlpAccess(ctx.deps.db, { userId: ctx.user.row.id, now: ctx.deps.now() })),

  /**
   * Spec sendSLPWhatsAppRecord: the saved draft of the chosen tab to the student's WhatsApp group. The text
   * is the stored one, so what is sent is what was saved.
   */
  sendSLPWhatsAppRecord: signedInProcedure.input(sendSlpInput).mutation(async ({ ctx, input }) => {
    const rights = await requireSlpEdit(ctx, input.userId);
    const slp = await loadSlp(ctx.deps.db, rights);
    const text = input.selectedSLPType === 'gpt' ? slp.gpt : slp.original;
    if (!text.trim()) fail('BAD_REQUEST', 'errors.slpEmpty');
    return sendSlpToWhatsApp(ctx.deps.db, {
      student: rights.target,
      selectedSLPType: input.selectedSLPType,
      text,
    });
  }),

  /** A teacher's (or admin's) comment on one claim of a student's SLP. */
  insertClaimComment: staffProcedure.input(claimCommentInput).mutation(async ({ ctx, input }) => {
    const rights = await requireSlpRead(ctx, input.userId);
    if (!rights.canComment) fail('FORBIDDEN', 'errors.forbidden');
    return insertClaimComment(ctx.deps.db, {
      studentId: rights.target.id,
      claimId: input.claimId,
      fromUserId: ctx.user.row.id,
      comment: input.comment,
      now: ctx.deps.now(),
    });
  }),
});
