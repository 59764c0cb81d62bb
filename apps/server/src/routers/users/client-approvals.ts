import { z } from 'zod';
import {
  listClientAccounts,
  setClientApproval as setApproval,
} from '../../services/users/client-approvals.ts';
import { createClientInvitation as createInvitation } from '../../services/users/client-invitations.ts';
import { adminProcedure, approvedClientId, signedInProcedure } from '../../trpc/procedures.ts';

/**
 * Beyond the spec (decision 018): the client accounts an approver looks after — every organisation's for an
 * admin, its own organisation's for an approved client. A waiting client is refused.
 */
export const getClientAccounts = signedInProcedure.query(({ ctx }) =>
  listClientAccounts(ctx.deps.db, { clientId: ctx.user.isAdmin ? null : approvedClientId(ctx.user) }),
);

/** Approves a client account (or withdraws the approval): an admin, or an approved colleague. */
export const setClientApproval = signedInProcedure
  .input(z.object({ userId: z.uuid({ message: 'errors.notFound' }), approved: z.boolean() }))
  .mutation(({ ctx, input }) => setApproval(ctx.deps.db, { actor: ctx.user, ...input, now: ctx.deps.now() }));

/** An admin's invitation link for one organisation: whoever signs up through it is approved at once. */
export const createClientInvitation = adminProcedure
  .input(z.object({ clientId: z.string().trim().min(1).max(64) }))
  .mutation(async ({ ctx, input }) => {
    const { token, expiresAt } = await createInvitation(ctx.deps.db, {
      clientId: input.clientId,
      createdBy: ctx.user.row.id,
      now: ctx.deps.now(),
    });
    const url = `${ctx.deps.config.publicUrl}/c/${encodeURIComponent(input.clientId)}?invite=${token}`;
    return { url, expiresAt: expiresAt.toISOString() };
  });
