import { type DbOrTx, schema } from '@waypoint/db';
import { formatHkDateTime } from '@waypoint/domain';
import { and, asc, eq, isNotNull, sql } from 'drizzle-orm';
import { DEFAULT_LANG, toLang, translate } from '../../i18n/translate.ts';
import { enqueueMessage } from '../../outbox/enqueue.ts';

const { events, eventResponses, users } = schema;

/**
 * Take one seat if one is free; the update's condition and the check constraint both stop overselling.
 * When none is free the session is full, so no second query is needed for what remains.
 */
export async function takeSeat(
  tx: DbOrTx,
  eventId: string,
): Promise<{ taken: boolean; remainingSeats: number | null }> {
  const [taken] = await tx
    .update(events)
    .set({ seatsTaken: sql`${events.seatsTaken} + 1` })
    .where(
      and(
        eq(events.id, eventId),
        sql`(${events.capacity} is null or ${events.seatsTaken} < ${events.capacity})`,
      ),
    )
    .returning({ capacity: events.capacity, seatsTaken: events.seatsTaken });
  if (!taken) return { taken: false, remainingSeats: 0 };
  return { taken: true, remainingSeats: taken.capacity === null ? null : taken.capacity - taken.seatsTaken };
}

export async function giveBackSeat(tx: DbOrTx, eventId: string): Promise<void> {
  await tx
    .update(events)
    .set({ seatsTaken: sql`${events.seatsTaken} - 1` })
    .where(eq(events.id, eventId));
}

/** What is left of the session's seats, null without a limit. */
export async function remainingSeats(tx: DbOrTx, eventId: string): Promise<number | null> {
  const [seats] = await tx
    .select({ capacity: events.capacity, seatsTaken: events.seatsTaken })
    .from(events)
    .where(eq(events.id, eventId));
  return seats!.capacity === null ? null : seats!.capacity - seats!.seatsTaken;
}

/** First come, first served: the earliest waiting applicant takes the freed seat and hears about it. */
export async function promoteFromWaitingList(
  tx: DbOrTx,
  { eventId, exceptUserId, now }: { eventId: string; exceptUserId: string; now: Date },
): Promise<string | null> {
  const [next] = await tx
    .select({ userId: eventResponses.userId })
    .from(eventResponses)
    .where(
      and(
        eq(eventResponses.eventId, eventId),
        isNotNull(eventResponses.waitlistedAt),
        sql`${eventResponses.userId} <> ${exceptUserId}`,
      ),
    )
    .orderBy(asc(eventResponses.waitlistedAt), asc(eventResponses.userId))
    .limit(1)
    .for('update', { skipLocked: true });
  if (!next) return null;
  if (!(await takeSeat(tx, eventId)).taken) return null;
  await tx
    .update(eventResponses)
    .set({ holdsSeat: true, waitlistedAt: null, updatedAt: now })
    .where(and(eq(eventResponses.eventId, eventId), eq(eventResponses.userId, next.userId)));
  const [info] = await tx
    .select({
      phone: users.phone,
      waGroupId: users.waGroupId,
      preferredLang: users.preferredLang,
      name: events.name,
      nameChi: events.nameChi,
      startTime: events.startTime,
    })
    .from(users)
    .innerJoin(events, eq(events.id, eventId))
    .where(eq(users.id, next.userId));
  if (info) {
    const lang = toLang(info.preferredLang) ?? DEFAULT_LANG;
    const eventName = lang === 'en' ? info.name : (info.nameChi ?? info.name);
    await enqueueMessage(tx, {
      channel: 'whatsapp',
      recipient: info.waGroupId ?? info.phone,
      body: translate(lang, 'events.messages.promotedFromWaitingList', {
        event: eventName,
        time: formatHkDateTime(info.startTime, lang),
      }),
      meta: { kind: 'event-waitlist-promotion', eventId, userId: next.userId },
    });
  }
  return next.userId;
}

/** 1-based place among those waiting, in promotion order. */
export async function waitingListPlace(
  tx: DbOrTx,
  eventId: string,
  userId: string,
  waitlistedAt: Date,
): Promise<number> {
  const [row] = await tx
    .select({ ahead: sql<number>`count(*)::int` })
    .from(eventResponses)
    .where(
      and(
        eq(eventResponses.eventId, eventId),
        isNotNull(eventResponses.waitlistedAt),
        sql`(${eventResponses.waitlistedAt}, ${eventResponses.userId}) < (${waitlistedAt.toISOString()}::timestamptz, ${userId}::uuid)`,
      ),
    );
  return (row?.ahead ?? 0) + 1;
}
