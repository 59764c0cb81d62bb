import { z } from 'zod';
import { sendWhatsAppToUsers } from '../../services/internal/users.ts';
import { adminProcedure } from '../../trpc/procedures.ts';

/**
 * Spec internal-sendWhatsAppMsgToUsers: one WhatsApp message (optionally with an image) to each chosen
 * person's group, or their phone when they have none, through the outbox. Admins only.
 */
export const sendWhatsAppMsgToUsers = adminProcedure
  .input(
    z.object({
      userIds: z.array(z.uuid()).min(1).max(2000),
      msg: z.string().max(4000),
      imgLink: z.string().trim().max(1000).nullish(),
    }),
  )
  .output(z.object({ queued: z.number() }))
  .mutation(({ ctx, input }) =>
    sendWhatsAppToUsers(ctx.deps.db, { ...input, senderId: ctx.user.row.id, now: ctx.deps.now() }),
  );
