import { resolveResponder } from '../../services/events/acting-for.ts';
import { respondToEvent } from '../../services/events/update-event-response.ts';
import { signedInProcedure } from '../../trpc/procedures.ts';
import { responseResult, updateEventResponseInput } from './shapes.ts';

/**
 * Spec event-updateEventResponse: apply (Yes), confirm, withdraw (No, with a reason), unsubscribe, or
 * roll-call (Attended, with the code). For oneself, or for a student as an admin or their school's teacher.
 */
export const updateEventResponse = signedInProcedure
  .input(updateEventResponseInput)
  .output(responseResult)
  .mutation(async ({ ctx, input }) => {
    const db = ctx.deps.db;
    const target = await resolveResponder(db, ctx.user, input.userId);
    const result = await respondToEvent(db, {
      eventId: input.targetEvent.id,
      userId: target.id,
      applicant: target,
      response: input.response,
      actor: { id: ctx.user.row.id, isAdmin: ctx.user.isAdmin },
      now: ctx.deps.now(),
      withdrawReason: input.withdrawReason,
      rollCallCode: input.rollCallCode,
      timePreference: input.workshopTimePreference,
    });
    const { promotedUserId: _promoted, ...shown } = result;
    return shown;
  });
