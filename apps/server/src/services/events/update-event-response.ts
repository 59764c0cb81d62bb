import { type Db, type DbOrTx, queryRows, schema } from '@waypoint/db';
import {
  applyBlock,
  type EventResponseValue,
  formatHkDateTime,
  grantsFullSlpAccess,
  hasStarted,
  isApplied,
  isWithdrawReasonValid,
  nextResponseFlags,
  parseRoles,
  roleFlags,
  rollCallCodeMatches,
} from '@waypoint/domain';
import { and, asc, eq, isNotNull, sql } from 'drizzle-orm';
import { DEFAULT_LANG, toLang, translate } from '../../i18n/translate.ts';
import { enqueueMessage } from '../../outbox/enqueue.ts';
import { fail } from '../../trpc/errors.ts';
import { isUniqueViolation } from '../booking/unique-violation.ts';

const { events, eventResponses, services, users } = schema;

export interface EventResponseActor {
  id: string;
  isAdmin: boolean;
}

export interface UpdateEventResponseInput {
  eventId: string;
  userId: string;
  response: EventResponseValue;
  actor: EventResponseActor;
  now: Date;
  withdrawReason?: string | null;
  rollCallCode?: string | null;
  /** A teacher's nomination (Confirmed) or rejection (No); a rejection needs no withdrawal reason. */
  nominatedBy?: string | null;
  /** The parent's consent record that turns Yes into Confirmed (consent flow). */
  userConsentRecordId?: number | null;
  /** Nominations and consent have their own rules; they skip the apply eligibility check. */
  skipEligibility?: boolean;
  timePreference?: string | null;
}

export interface EventResponseResult {
  response: string;
  confirmed: boolean;
  attended: boolean;
  holdsSeat: boolean;
  /** 1-based place on the waiting list, or null when not waiting. */
  waitingListPlace: number | null;
  remainingSeats: number | null;
  /** The user promoted from the waiting list by this change, if any. */
  promotedUserId: string | null;
}

type ResponseRow = typeof eventResponses.$inferSelect;

/**
 * What the API calls: a first application as one autocommitted statement (the fastest safe path when
 * thousands apply at once), anything else in a transaction.
 */
export async function respondToEvent(db: Db, input: UpdateEventResponseInput): Promise<EventResponseResult> {
  if (input.response === 'Yes') {
    const { event, user } = await loadEventAndUser(db, input.eventId, input.userId);
    const fast = await firstApplication(db, {
      event,
      user,
      actor: input.actor,
      now: input.now,
      input,
      autocommit: true,
    });
    if (fast) return fast;
  }
  return db.transaction((tx) => updateEventResponse(tx, input));
}

/**
 * The whole state change of one person's response to one session, in the caller's transaction:
 * eligibility, seats (a conditional update that the check constraint backs), the waiting list and its
 * promotion with a WhatsApp notice through the outbox, roll-call and the SLP grant.
 */
export async function updateEventResponse(
  tx: DbOrTx,
  input: UpdateEventResponseInput,
): Promise<EventResponseResult> {
  const { eventId, userId, response, actor, now } = input;
  const { event, user } = await loadEventAndUser(tx, eventId, userId);

  // The common case, a first application: check, store it as waiting, then try for a seat.
  if (response === 'Yes') {
    const fast = await firstApplication(tx, { event, user, actor, now, input, autocommit: false });
    if (fast) return fast;
  }

  const current = await lockResponse(tx, eventId, userId);
  const wasApplied = isApplied(current?.response);
  const previous = { confirmed: current?.confirmed ?? false, attended: current?.attended ?? false };
  let holdsSeat = current?.holdsSeat ?? false;
  let waitlistedAt = current?.waitlistedAt ?? null;
  let promotedUserId: string | null = null;
  let rollCallTime = current?.rollCallTime ?? null;
  let stored: string = response;

  if (
    response === 'Confirmed' &&
    event.needParentConsent &&
    !previous.confirmed &&
    input.userConsentRecordId == null &&
    !input.nominatedBy &&
    !actor.isAdmin
  ) {
    // The parent's signature submits Confirmed (consent flow); the student's own tap does not.
    fail('BAD_REQUEST', 'events.errors.parentConsentRequired');
  }

  if (response === 'Yes' || response === 'Confirmed') {
    if (!wasApplied) {
      if (!input.skipEligibility) await checkEligibility(tx, { event, user, actor, now });
      const seat = await takeSeat(tx, eventId);
      holdsSeat = seat.taken;
      waitlistedAt = seat.taken ? null : now;
    } else if (response === 'Yes') {
      // Applying again changes nothing (apply is disabled once applied).
      stored = current!.response;
    }
    if (wasApplied && current!.response === 'Attended') stored = 'Attended';
  } else if (response === 'Attended') {
    if (previous.attended) {
      stored = 'Attended';
    } else {
      const actingForOther = actor.id !== userId;
      if (!(actor.isAdmin && actingForOther)) {
        if (!(input.rollCallCode ?? '').trim()) fail('BAD_REQUEST', 'events.errors.rollCallCodeRequired');
        if (!actor.isAdmin && !hasStarted(event, now)) fail('BAD_REQUEST', 'events.errors.rollCallNotOpen');
        if (!rollCallCodeMatches(event.rollCallCode, input.rollCallCode))
          fail('BAD_REQUEST', 'events.errors.incorrectRollCallCode');
      }
      rollCallTime = now;
      if (!holdsSeat) {
        // A walk-in or a waiting-listed person who came: count them when a seat is free.
        holdsSeat = (await takeSeat(tx, eventId)).taken;
        waitlistedAt = null;
      }
      if (grantsFullSlpAccess(event.anchorEventId)) {
        await tx.update(users).set({ slpAccessType: 'full', updatedAt: now }).where(eq(users.id, userId));
      }
    }
  } else {
    // No (withdraw, reject) or Unsubscribed.
    if (response === 'No' && !input.nominatedBy && wasApplied && !isWithdrawReasonValid(input.withdrawReason))
      fail('BAD_REQUEST', 'events.errors.withdrawReasonRequired');
    if (previous.attended) fail('BAD_REQUEST', 'events.errors.alreadyAttended');
    if (holdsSeat) {
      await tx
        .update(events)
        .set({ seatsTaken: sql`${events.seatsTaken} - 1` })
        .where(eq(events.id, eventId));
      holdsSeat = false;
      promotedUserId = await promoteFromWaitingList(tx, { eventId, exceptUserId: userId, now });
    }
    waitlistedAt = null;
  }

  const flags = stored === response ? nextResponseFlags(response, previous) : previous;
  const values = {
    response: stored,
    confirmed: flags.confirmed,
    attended: flags.attended,
    holdsSeat,
    waitlistedAt,
    rollCallTime,
    schoolId: user.schoolId,
    updatedAt: now,
    ...(input.withdrawReason !== undefined && response === 'No'
      ? { withdrawReason: input.withdrawReason }
      : {}),
    ...(input.nominatedBy ? { nominatedBy: input.nominatedBy } : {}),
    ...(input.userConsentRecordId != null ? { userConsentRecordId: input.userConsentRecordId } : {}),
    ...(input.timePreference !== undefined ? { timePreference: input.timePreference } : {}),
  };
  if (current) {
    await tx
      .update(eventResponses)
      .set(values)
      .where(and(eq(eventResponses.eventId, eventId), eq(eventResponses.userId, userId)));
  } else {
    await tx.insert(eventResponses).values({ eventId, userId, createdAt: now, ...values });
  }
  const [seats] = await tx
    .select({ capacity: events.capacity, seatsTaken: events.seatsTaken })
    .from(events)
    .where(eq(events.id, eventId));
  return {
    response: values.response,
    confirmed: values.confirmed,
    attended: values.attended,
    holdsSeat,
    waitingListPlace: waitlistedAt ? await waitingListPlace(tx, eventId, userId, waitlistedAt) : null,
    remainingSeats: seats!.capacity === null ? null : seats!.capacity - seats!.seatsTaken,
    promotedUserId,
  };
}

/** The session and the person in one round trip (applies arrive by the thousand at peak). */
async function loadEventAndUser(tx: DbOrTx, eventId: string, userId: string) {
  const [found] = await tx
    .select({
      event: {
        id: events.id,
        name: events.name,
        nameChi: events.nameChi,
        group: events.group,
        startTime: events.startTime,
        endTime: events.endTime,
        studentForms: events.studentForms,
        rollCallCode: events.rollCallCode,
        needParentConsent: events.needParentConsent,
        anchorEventId: events.anchorEventId,
        clientId: events.clientId,
        serviceTargetForms: services.targetForms,
      },
      user: {
        id: users.id,
        roles: users.roles,
        isAdmin: users.isAdmin,
        yearDSE: users.yearDSE,
        schoolId: users.schoolId,
      },
    })
    .from(events)
    .leftJoin(services, eq(services.id, events.serviceId))
    .leftJoin(users, eq(users.id, userId))
    .where(eq(events.id, eventId));
  if (!found) fail('NOT_FOUND', 'events.errors.eventNotFound');
  const user = found.user?.id ? found.user : null;
  if (!user) fail('NOT_FOUND', 'errors.notFound');
  return { event: found.event, user };
}

interface ClaimRow {
  claimed: number;
  holds: boolean | null;
  capacity: number | null;
  seats: number | null;
  ahead: number;
}

/**
 * A first application in as few round trips as possible: eligibility, then the response row is created
 * as waiting (the primary key stops a second tap of the same person), then one conditional seat update.
 * Returns null when the person already has a row, for the general path.
 */
async function firstApplication(
  tx: DbOrTx,
  {
    event,
    user,
    actor,
    now,
    input,
    autocommit,
  }: {
    event: EligibilityEvent;
    user: EligibilityUser & { schoolId: string | null };
    actor: EventResponseActor;
    now: Date;
    input: UpdateEventResponseInput;
    /**
     * Outside a transaction the one statement is atomic by itself: an existing row makes it fail whole
     * (unique violation, seat included). Inside one, a failure would abort the caller's transaction, so
     * the statement skips the conflict and gives the seat back.
     */
    autocommit: boolean;
  },
): Promise<EventResponseResult | null> {
  if (!input.skipEligibility) {
    try {
      await checkEligibility(tx, { event, user, actor, now });
    } catch (err) {
      // Applying again to a session one is already on changes nothing, whatever the rules say now.
      const [existing] = await tx
        .select({ response: eventResponses.response })
        .from(eventResponses)
        .where(and(eq(eventResponses.eventId, event.id), eq(eventResponses.userId, user.id)));
      if (existing && isApplied(existing.response)) return null;
      throw err;
    }
  }
  // One statement: take a seat if one is free, store the response holding it or waiting, and count who
  // waits ahead. A second request of the same person meets the primary key and keeps no seat.
  let rows: ClaimRow[];
  try {
    rows = await queryRows<ClaimRow>(
      tx,
      sql`with seat as (
        update ${events} set seats_taken = seats_taken + 1
        where id = ${event.id} and (capacity is null or seats_taken < capacity)
        returning capacity, seats_taken
      ), ins as (
        insert into ${eventResponses} (event_id, user_id, response, holds_seat, waitlisted_at, school_id, time_preference, created_at, updated_at)
        select ${event.id}::uuid, ${user.id}::uuid, 'Yes', exists (select 1 from seat),
          case when exists (select 1 from seat) then null else ${now.toISOString()}::timestamptz end,
          ${user.schoolId}, ${input.timePreference ?? null}, ${now.toISOString()}::timestamptz, ${now.toISOString()}::timestamptz
        ${autocommit ? sql`` : sql`on conflict do nothing`}
        returning holds_seat
      )
      select (select count(*) from ins)::int as claimed,
        (select holds_seat from ins) as holds,
        (select capacity from seat) as capacity,
        (select seats_taken from seat) as seats,
        (select count(*) from ${eventResponses} w
          where w.event_id = ${event.id} and w.waitlisted_at is not null
            and (w.waitlisted_at, w.user_id) < (${now.toISOString()}::timestamptz, ${user.id}::uuid))::int as ahead`,
    );
  } catch (err) {
    if (autocommit && isUniqueViolation(err)) return null;
    throw err;
  }
  const row = rows[0];
  const seatTaken = row!.seats !== null;
  if (row!.claimed === 0) {
    if (seatTaken)
      await tx
        .update(events)
        .set({ seatsTaken: sql`${events.seatsTaken} - 1` })
        .where(eq(events.id, event.id));
    return null;
  }
  return {
    response: 'Yes',
    confirmed: false,
    attended: false,
    holdsSeat: seatTaken,
    waitingListPlace: seatTaken ? null : row!.ahead + 1,
    remainingSeats: seatTaken ? (row!.capacity === null ? null : row!.capacity - row!.seats!) : 0,
    promotedUserId: null,
  };
}

/**
 * Lock this person's response row so two requests for the same person and session cannot both take a
 * seat. With no row yet we claim the key with an empty response: a concurrent first request for the same
 * pair waits on it and then finds our row.
 */
async function lockResponse(tx: DbOrTx, eventId: string, userId: string): Promise<ResponseRow | null> {
  const inserted = await tx
    .insert(eventResponses)
    .values({ eventId, userId, response: '' })
    .onConflictDoNothing()
    .returning();
  if (inserted.length > 0) return inserted[0]!;
  const [row] = await tx
    .select()
    .from(eventResponses)
    .where(and(eq(eventResponses.eventId, eventId), eq(eventResponses.userId, userId)))
    .for('update');
  return row ?? null;
}

/**
 * Take one seat if one is free; the update's condition and the check constraint both stop overselling.
 * When none is free the session is full, so no second query is needed for what remains.
 */
async function takeSeat(
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

interface EligibilityEvent {
  id: string;
  group: string;
  startTime: Date;
  endTime: Date;
  studentForms: string[];
  serviceTargetForms: string[] | null;
  anchorEventId: string | null;
  clientId: string | null;
}

interface EligibilityUser {
  id: string;
  roles: string;
  isAdmin: boolean;
  yearDSE: number | null;
}

async function checkEligibility(
  tx: DbOrTx,
  {
    event,
    user,
    actor,
    now,
  }: {
    event: EligibilityEvent;
    user: EligibilityUser;
    actor: EventResponseActor;
    now: Date;
  },
): Promise<void> {
  const flags = roleFlags(parseRoles(user.roles));
  const attendedSameAnchorAndClient = await hasAttendedAnchor(tx, {
    userId: user.id,
    anchorEventId: event.anchorEventId,
    clientId: event.clientId,
    exceptEventId: event.id,
  });
  const block = applyBlock(
    {
      isAdmin: user.isAdmin || flags.isAdmin,
      isStudent: flags.isSecondaryStudent,
      isTeacher: flags.isTeacher,
      yearDSE: user.yearDSE,
    },
    { ...event, serviceTargetForms: event.serviceTargetForms ?? [] },
    { attendedSameAnchorAndClient },
    now,
  );
  // An admin applying for a student is exempt from the form rule, as admins themselves are.
  if (block === null || (block === 'wrongForm' && actor.isAdmin)) return;
  fail('BAD_REQUEST', `events.errors.${block}`);
}

/** Whether the user attended another session of the same anchor event and client. */
export async function hasAttendedAnchor(
  tx: DbOrTx,
  opts: { userId: string; anchorEventId: string | null; clientId: string | null; exceptEventId?: string },
): Promise<boolean> {
  if (!opts.anchorEventId) return false;
  const rows = await tx
    .select({ id: events.id })
    .from(eventResponses)
    .innerJoin(events, eq(events.id, eventResponses.eventId))
    .where(
      and(
        eq(eventResponses.userId, opts.userId),
        eq(eventResponses.attended, true),
        eq(events.anchorEventId, opts.anchorEventId),
        opts.clientId ? eq(events.clientId, opts.clientId) : sql`${events.clientId} is null`,
        opts.exceptEventId ? sql`${events.id} <> ${opts.exceptEventId}` : undefined,
      ),
    )
    .limit(1);
  return rows.length > 0;
}

/** First come, first served: the earliest waiting applicant takes the freed seat and hears about it. */
async function promoteFromWaitingList(
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
