import { z } from 'zod';
import { listUserFormResponses } from '../../services/events/list-form-responses.ts';
import { saveFormResponses } from '../../services/events/save-form-responses.ts';
import { signedInProcedure } from '../../trpc/procedures.ts';
import { eventIdInput } from './shapes.ts';

/** Spec event-getUserFormResponses: the caller's own task answers, newest first. */
export const getUserFormResponses = signedInProcedure
  .output(
    z.object({
      formResponses: z.array(
        z.object({
          sessionId: z.string(),
          taskId: z.string(),
          questionId: z.string(),
          questionTitle: z.string(),
          answer: z.string(),
          updatedAt: z.string(),
        }),
      ),
    }),
  )
  .query(async ({ ctx }) => ({
    formResponses: await listUserFormResponses(ctx.deps.db, ctx.user.row.id),
  }));

/**
 * Spec event-upsertFormResponses: the caller's answers to one task of a session they applied to (a task
 * shown after attendance needs the attendance first).
 */
export const upsertFormResponses = signedInProcedure
  .input(
    z.object({
      sessionId: eventIdInput,
      taskId: z.string().min(1).max(100),
      responses: z
        .array(
          z.object({
            questionId: z.string().min(1).max(100),
            questionTitle: z.string().max(500).optional(),
            answer: z.string().max(5000, 'errors.reasonTooLong'),
          }),
        )
        .min(1, 'events.errors.noAnswers')
        .max(50),
    }),
  )
  .output(z.object({ saved: z.number() }))
  .mutation(async ({ ctx, input }) => {
    await saveFormResponses(ctx.deps.db, {
      userId: ctx.user.row.id,
      sessionId: input.sessionId,
      taskId: input.taskId,
      responses: input.responses,
      now: ctx.deps.now(),
    });
    return { saved: input.responses.length };
  });
