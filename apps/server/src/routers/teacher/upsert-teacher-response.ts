import { z } from 'zod';
import { upsertTeacherResponse as saveResponse } from '../../services/teacher/upsert-teacher-response.ts';
import { signedInProcedure } from '../../trpc/procedures.ts';
import { responderOf } from './teacher-response-shapes.ts';

/**
 * Spec teacher-upsertTeacherResponse: a teacher's (or university client's) answer for an event, a
 * service or a class of the school. Returns the id. Access is decided by responderOf.
 */
export const upsertTeacherResponse = signedInProcedure
  .input(
    z.object({
      id: z.number().int().positive().optional(),
      optionId: z.string().min(1).max(100),
      sessionId: z.uuid().nullish(),
      serviceId: z.string().min(1).max(100).nullish(),
      schoolId: z.string().min(1).max(100).nullish(),
      targetClass: z.string().trim().max(20).nullish(),
      questionAnswers: z
        .array(z.object({ questionId: z.string().min(1).max(100), answer: z.string().max(2000) }))
        .max(50)
        .default([]),
    }),
  )
  .output(z.object({ id: z.number() }))
  .mutation(async ({ ctx, input }) => {
    const responder = responderOf(ctx.user, input.schoolId);
    return saveResponse(ctx.deps.db, { responder, input, now: ctx.deps.now() });
  });
