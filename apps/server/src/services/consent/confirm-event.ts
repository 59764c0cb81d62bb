import type { DbOrTx } from '@waypoint/db';
import { schema } from '@waypoint/db';
import { and, eq } from 'drizzle-orm';
import { updateEventResponse } from '../events/update-event-response.ts';

const { events, eventResponses } = schema;

/**
 * Spec 1 §4.1: for an event that needs parent consent, the parent's signature submits Confirmed for a
 * child who has applied (Yes). Run in a savepoint: if the event can no longer be confirmed (it started,
 * the child withdrew), the consent itself still stands. Answers the child's response afterwards.
 */
export async function confirmEventAfterConsent(
  tx: DbOrTx,
  {
    eventId,
    userId,
    consentRecordId,
    actorId,
    now,
  }: { eventId: string; userId: string; consentRecordId: number; actorId: string | null; now: Date },
): Promise<string | null> {
  const [row] = await tx
    .select({ response: eventResponses.response, needParentConsent: events.needParentConsent })
    .from(events)
    .leftJoin(eventResponses, and(eq(eventResponses.eventId, events.id), eq(eventResponses.userId, userId)))
    .where(eq(events.id, eventId));
  if (!row) return null;
  if (!row.needParentConsent || row.response !== 'Yes') return row.response;
  try {
    const result = await tx.transaction((sp) =>
      updateEventResponse(sp, {
        eventId,
        userId,
        response: 'Confirmed',
        // An anonymous parent acts through the child's link: the child is the actor of record.
        actor: { id: actorId ?? userId, isAdmin: false },
        now,
        userConsentRecordId: consentRecordId,
        skipEligibility: true,
      }),
    );
    return result.response;
  } catch {
    return row.response;
  }
}
