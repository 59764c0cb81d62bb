import { schema } from '@waypoint/db';
import { and, desc, eq } from 'drizzle-orm';
import { z } from 'zod';
import { upsertTaskResponses } from '../../services/events/tasks.ts';
import { fail } from '../../trpc/errors.ts';
import { signedInProcedure } from '../../trpc/procedures.ts';
import { eventIdInput } from './shapes.ts';

const { formResponses, eventResponses, events } = schema;

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
  .query(async ({ ctx }) => {
    const rows = await ctx.deps.db
      .select()
      .from(formResponses)
      .where(eq(formResponses.userId, ctx.user.row.id))
      .orderBy(desc(formResponses.updatedAt))
      .limit(500);
    return {
      formResponses: rows.map((r) => ({
        sessionId: r.sessionId,
        taskId: r.taskId,
        questionId: r.questionId,
        questionTitle: r.questionTitle,
        answer: r.answer,
        updatedAt: r.updatedAt.toISOString(),
      })),
    };
  });

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
    const userId = ctx.user.row.id;
    await ctx.deps.db.transaction(async (tx) => {
      const [row] = await tx
        .select({
          id: events.id,
          anchorEventId: events.anchorEventId,
          response: eventResponses.response,
          attended: eventResponses.attended,
        })
        .from(events)
        .leftJoin(
          eventResponses,
          and(eq(eventResponses.eventId, events.id), eq(eventResponses.userId, userId)),
        )
        .where(eq(events.id, input.sessionId));
      if (!row) fail('NOT_FOUND', 'events.errors.eventNotFound');
      if (!row.response || !['Yes', 'Confirmed', 'Attended'].includes(row.response))
        fail('FORBIDDEN', 'events.errors.notApplied');
      await upsertTaskResponses(tx, {
        event: row,
        userId,
        attended: row.attended ?? false,
        taskId: input.taskId,
        responses: input.responses,
        now: ctx.deps.now(),
      });
    });
    return { saved: input.responses.length };
  });
