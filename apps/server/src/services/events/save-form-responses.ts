import { type Db, schema } from '@waypoint/db';
import { isApplied } from '@waypoint/domain';
import { and, eq } from 'drizzle-orm';
import { fail } from '../errors.ts';
import { upsertTaskResponses } from './tasks.ts';

const { eventResponses, events } = schema;

/**
 * Spec event-upsertFormResponses: one task's answers of a session the person applied to. The
 * application and the task's visibility are read in the same transaction as the write.
 */
export async function saveFormResponses(
  db: Db,
  o: {
    userId: string;
    sessionId: string;
    taskId: string;
    responses: { questionId: string; answer: string }[];
    now: Date;
  },
): Promise<void> {
  const { userId } = o;
  await db.transaction(async (tx) => {
    const [row] = await tx
      .select({
        id: events.id,
        anchorEventId: events.anchorEventId,
        response: eventResponses.response,
        attended: eventResponses.attended,
      })
      .from(events)
      .leftJoin(eventResponses, and(eq(eventResponses.eventId, events.id), eq(eventResponses.userId, userId)))
      .where(eq(events.id, o.sessionId));
    if (!row) fail('NOT_FOUND', 'events.errors.eventNotFound');
    if (!isApplied(row.response)) fail('FORBIDDEN', 'events.errors.notApplied');
    await upsertTaskResponses(tx, {
      event: row,
      userId,
      attended: row.attended ?? false,
      taskId: o.taskId,
      responses: o.responses,
      now: o.now,
    });
  });
}
