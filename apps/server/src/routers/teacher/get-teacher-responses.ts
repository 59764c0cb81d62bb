import { z } from 'zod';
import { listTeacherResponses } from '../../services/teacher/list-teacher-responses.ts';
import { loadResponseContext, loadResponseForm } from '../../services/teacher/load-response-form.ts';
import { signedInProcedure } from '../../trpc/procedures.ts';
import {
  responderOf,
  responseOption,
  responseQuestion,
  teacherResponseRow,
} from './teacher-response-shapes.ts';

/**
 * The teacher response form (options and questions) with the responses the viewer may see: for a
 * service or session, the school's (a client's own); otherwise the viewer's latest 10.
 */
export const getTeacherResponses = signedInProcedure
  .input(
    z.object({
      serviceId: z.string().min(1).max(100).nullish(),
      sessionId: z.uuid().nullish(),
      schoolId: z.string().min(1).max(100).nullish(),
    }),
  )
  .output(
    z.object({
      options: z.array(responseOption),
      questions: z.array(responseQuestion),
      responses: z.array(teacherResponseRow),
      context: z.object({
        service: z
          .object({
            id: z.string(),
            isAllowProposeDates: z.boolean(),
            /** The organisation the service belongs to: a client answers only for its own. */
            clientId: z.string().nullable(),
            /** The intake year a service answer is for (null: the current one, decision 006). */
            currIntakeYear: z.number().nullable(),
            nominationDeadline: z.string().nullable(),
          })
          .nullable(),
        /** The session's nominations so far (the 999 cap), when a session is named. */
        nominationsCount: z.number().nullable(),
      }),
    }),
  )
  .query(async ({ ctx, input }) => {
    const viewer = responderOf(ctx.user, input.schoolId);
    const [form, responses, context] = await Promise.all([
      loadResponseForm(ctx.deps.db),
      listTeacherResponses(ctx.deps.db, { viewer, serviceId: input.serviceId, sessionId: input.sessionId }),
      loadResponseContext(ctx.deps.db, input),
    ]);
    return { ...form, responses, context };
  });
