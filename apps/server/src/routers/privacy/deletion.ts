import { isDeletionConfirmed } from '@waypoint/domain';
import { z } from 'zod';
import { cancelDeletion, requestDeletion } from '../../services/privacy/deletion-request.ts';
import { getDeletion, listPendingDeletions } from '../../services/privacy/deletion-status.ts';
import type { Context } from '../../trpc/context.ts';
import { fail } from '../../trpc/errors.ts';
import { adminProcedure, signedInProcedure } from '../../trpc/procedures.ts';

const confirmation = z.string().max(50);
const userId = z.uuid({ message: 'errors.notFound' });

/** The typed word shown in the dialog; the server checks it again whatever the page did. */
function checkConfirmation(typed: string): void {
  if (!isDeletionConfirmed(typed)) fail('BAD_REQUEST', 'deletion.errors.confirmationMismatch');
}

/**
 * A one-time access link (a session an admin or teacher handed out) is not the person at their own account:
 * it may read where deletion stands but not ask for it or withdraw it.
 */
function refuseOneTimeSession(ctx: Pick<Context, 'session'>): void {
  if (ctx.session?.oneTime) fail('FORBIDDEN', 'deletion.errors.oneTimeSession');
}

/**
 * Deletion (PDPO DPP2/DPP6, decision 019): a person asks for their own account to be deleted on /my-data, or
 * an admin does for a person on a verified request on /admin/privacy; either can cancel during the grace
 * period, after which the worker erases without further approval.
 */
export const deletionProcedures = {
  getMyDeletion: signedInProcedure.query(({ ctx }) => getDeletion(ctx.deps.db, ctx.user.row.id)),
  requestMyDeletion: signedInProcedure.input(z.object({ confirmation })).mutation(({ ctx, input }) => {
    refuseOneTimeSession(ctx);
    checkConfirmation(input.confirmation);
    return requestDeletion(ctx.deps.db, {
      userId: ctx.user.row.id,
      requestedBy: ctx.user.row.id,
      now: ctx.deps.now(),
    });
  }),
  cancelMyDeletion: signedInProcedure.mutation(({ ctx }) => {
    refuseOneTimeSession(ctx);
    return cancelDeletion(ctx.deps.db, { userId: ctx.user.row.id });
  }),

  listPendingDeletions: adminProcedure.query(({ ctx }) => listPendingDeletions(ctx.deps.db)),
  getDeletionFor: adminProcedure
    .input(z.object({ userId }))
    .query(({ ctx, input }) => getDeletion(ctx.deps.db, input.userId)),
  requestDeletionFor: adminProcedure.input(z.object({ userId, confirmation })).mutation(({ ctx, input }) => {
    refuseOneTimeSession(ctx);
    checkConfirmation(input.confirmation);
    return requestDeletion(ctx.deps.db, {
      userId: input.userId,
      requestedBy: ctx.user.row.id,
      now: ctx.deps.now(),
    });
  }),
  cancelDeletionFor: adminProcedure.input(z.object({ userId })).mutation(({ ctx, input }) => {
    refuseOneTimeSession(ctx);
    return cancelDeletion(ctx.deps.db, { userId: input.userId });
  }),
};
