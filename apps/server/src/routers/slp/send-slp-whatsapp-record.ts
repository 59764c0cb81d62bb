import { recordAccess } from '../../services/privacy/staff-access.ts';
import { loadSlp } from '../../services/slp/load-slp.ts';
import { sendSlpToWhatsApp } from '../../services/slp/send-slp.ts';
import { requireSlpEdit } from '../../services/slp/slp-access.ts';
import { fail } from '../../trpc/errors.ts';
import { signedInProcedure } from '../../trpc/procedures.ts';
import { sendSlpInput } from './shapes.ts';

/**
 * Spec sendSLPWhatsAppRecord: the saved draft of the chosen tab to the student's WhatsApp group. The text
 * is the stored one, so what is sent is what was saved. Limited per student (services/slp/slp-whatsapp-limit).
 */
export const sendSLPWhatsAppRecord = signedInProcedure
  .input(sendSlpInput)
  .mutation(async ({ ctx, input }) => {
    const rights = await requireSlpEdit(ctx, input.userId);
    // Staff sending a student's saved text read it, though they change nothing.
    await recordAccess(ctx, { area: 'slp', action: 'view', studentIds: [rights.target.id] });
    const slp = await loadSlp(ctx.deps.db, rights);
    const text = input.selectedSLPType === 'gpt' ? slp.gpt : slp.original;
    if (!text.trim()) fail('BAD_REQUEST', 'errors.slpEmpty');
    return sendSlpToWhatsApp(ctx.deps.db, {
      student: rights.target,
      selectedSLPType: input.selectedSLPType,
      text,
      secret: ctx.deps.secret,
      now: ctx.deps.now(),
    });
  });
