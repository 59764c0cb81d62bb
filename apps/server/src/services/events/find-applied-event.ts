import { type DbOrTx, schema } from '@waypoint/db';
import { isApplied } from '@waypoint/domain';
import { and, eq } from 'drizzle-orm';
import { fail } from '../errors.ts';

const { events, eventResponses } = schema;

/** A session the person applied to; one they did not apply to is refused rather than shown. */
export async function findAppliedEvent(
  db: DbOrTx,
  { eventId, userId }: { eventId: string; userId: string },
): Promise<typeof events.$inferSelect> {
  const [row] = await db
    .select({ event: events, response: eventResponses.response })
    .from(events)
    .leftJoin(eventResponses, and(eq(eventResponses.eventId, events.id), eq(eventResponses.userId, userId)))
    .where(eq(events.id, eventId));
  if (!row) fail('NOT_FOUND', 'events.errors.eventNotFound');
  if (!isApplied(row.response)) fail('FORBIDDEN', 'events.errors.notApplied');
  return row.event;
}
