import type { DbOrTx } from '@waypoint/db';
import { schema } from '@waypoint/db';
import { and, eq } from 'drizzle-orm';
import { AppError } from '../errors.ts';
import { updateEventResponse } from '../events/update-event-response.ts';

const { events, eventResponses } = schema;

/**
 * Spec 1 §4.1: for an event that needs parent consent, the parent's signature submits Confirmed for a
 * child who has applied (Yes). Run in a savepoint: if the event can no longer be confirmed (it started,
 * it is full; a refusal of the rules, an AppError), the consent itself still stands. Anything else (the
 * database failed) fails the whole signature, consent included, so that it is logged and the parent can
 * sign again, rather than a consent recorded with a confirmation silently lost. Answers the child's response.
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
  } catch (error) {
    if (!(error instanceof AppError)) throw error;
    return row.response;
  }
}
