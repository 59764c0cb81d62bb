import { type Db, type DbOrTx, schema } from '@waypoint/db';
import {
  confirmBlock,
  grantsFullSlpAccess,
  isApplied,
  isWithdrawReasonValid,
  nextResponseFlags,
  responseChangeBlock,
  rollCallBlock,
  rollCallCodeMatches,
} from '@waypoint/domain';
import { and, eq } from 'drizzle-orm';
import { AppError, fail } from '../errors.ts';
import { checkEligibility } from './apply-eligibility.ts';
import { applyEvent, forgetApplyEvent } from './apply-event.ts';
import type { Applicant, EventResponseResult, UpdateEventResponseInput } from './event-response-types.ts';
import { firstApplication } from './first-application.ts';
import { findParentConsent } from './parent-consent.ts';
import { takeRollCallTry } from './roll-call-tries.ts';
import { giveBackSeat, promoteFromWaitingList, remainingSeats, takeSeat, waitingListPlace } from './seats.ts';

const { events, eventResponses, services, users } = schema;

const WRONG_CODE = 'events.errors.incorrectRollCallCode';

type ResponseRow = typeof eventResponses.$inferSelect;

/**
 * What the API calls: a first application as one autocommitted statement (the fastest safe path when
 * thousands apply at once), anything else in a transaction. With `applicant` (the row the session lookup
 * read) and the session's apply rule columns kept in memory, a first application is that one statement.
 */
export async function respondToEvent(
  db: Db,
  input: UpdateEventResponseInput & { applicant?: Applicant },
): Promise<EventResponseResult> {
  if (input.response === 'Yes') {
    const fast = await applyAtOnce(db, input);
    if (fast) return fast;
  }
  if (typesRollCallCode(input)) return withRollCallTry(db, input);
  return db.transaction((tx) => updateEventResponse(tx, input));
}

/** An admin marking someone else present needs no code; everyone else's roll-call is a typed code. */
const markedByHand = (input: UpdateEventResponseInput) =>
  input.actor.isAdmin && input.actor.id !== input.userId;

function typesRollCallCode(input: UpdateEventResponseInput): boolean {
  return input.response === 'Attended' && !markedByHand(input) && !!(input.rollCallCode ?? '').trim();
}

/**
 * Roll-call with a typed code, inside the person's limit of wrong codes (issue 22 item 14): the try is
 * counted outside the transaction, so a refused code still counts, and given back unless the code was wrong.
 */
async function withRollCallTry(db: Db, input: UpdateEventResponseInput): Promise<EventResponseResult> {
  const { giveBack } = await takeRollCallTry(db, { personId: input.actor.id, now: input.now });
  try {
    const result = await db.transaction((tx) => updateEventResponse(tx, input));
    await giveBack();
    return result;
  } catch (err) {
    if (!(err instanceof AppError && err.messageKey === WRONG_CODE)) await giveBack();
    throw err;
  }
}

/**
 * A first application from the session's copy in memory; null sends the caller to the general path,
 * which reads everything afresh: an existing response, no such session, or a copy that no longer
 * matches (its statement claimed nothing) or that refused (the refusal must come from the current row).
 */
async function applyAtOnce(
  db: Db,
  input: UpdateEventResponseInput & { applicant?: Applicant },
): Promise<EventResponseResult | null> {
  const known = await applyEvent(db, input.eventId);
  if (!known) return null;
  const user = input.applicant?.id === input.userId ? input.applicant : await loadApplicant(db, input.userId);
  if (!user) return null;
  try {
    const fast = await firstApplication(db, {
      event: known.event,
      user,
      actor: input.actor,
      now: input.now,
      input,
      autocommit: true,
      version: known.version,
    });
    if (!fast) forgetApplyEvent(db, input.eventId);
    return fast;
  } catch (err) {
    if (!(err instanceof AppError)) throw err;
    forgetApplyEvent(db, input.eventId);
    return null;
  }
}

/**
 * The whole state change of one person's response to one session, in the caller's transaction:
 * eligibility, seats (a conditional update that the check constraint backs), the waiting list and its
 * promotion with a WhatsApp notice through the outbox, roll-call and the SLP grant. The limit of wrong
 * roll-call codes is `respondToEvent`'s: its count must outlive this transaction's rollback.
 */
export async function updateEventResponse(
  tx: DbOrTx,
  input: UpdateEventResponseInput,
): Promise<EventResponseResult> {
  const { eventId, userId, response, actor, now } = input;
  const { event, user } = await loadEventAndUser(tx, eventId, userId);
  // After the end a response is the record of who came. Roll-call keeps its own grace (rollCallBlock), and
  // applying its own rule (applyBlock, which the first-application fast path applies too).
  if (response !== 'Attended' && response !== 'Yes') {
    const closed = responseChangeBlock(event, { isAdmin: actor.isAdmin }, now);
    if (closed) fail('BAD_REQUEST', `events.errors.${closed}`);
  }

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

  let userConsentRecordId = input.userConsentRecordId ?? null;

  if (response === 'Yes' || response === 'Confirmed') {
    if (response === 'Confirmed' && !input.nominatedBy) {
      // One confirms an application and a seat one holds: a waiting applicant confirms once promoted
      // (decision 005); without an application a direct call would take a seat nobody applied for.
      const block = confirmBlock({ response: current?.response, waitlisted: waitlistedAt !== null });
      if (block) fail('BAD_REQUEST', `events.errors.${block}`);
      if (event.needParentConsent && !previous.confirmed && userConsentRecordId === null && !actor.isAdmin) {
        // The parent's signature submits Confirmed (spec 1 §4.1); one given earlier counts the same.
        userConsentRecordId = await findParentConsent(tx, { userId, eventId });
        if (userConsentRecordId === null) fail('BAD_REQUEST', 'events.errors.parentConsentRequired');
      }
    }
    if (!wasApplied) {
      if (!input.skipEligibility) await checkEligibility(tx, { event, user, actor, now });
      const seat = await takeSeat(tx, eventId);
      if (!seat.taken && response === 'Confirmed' && !input.nominatedBy)
        fail('BAD_REQUEST', 'events.errors.waitingListConfirm');
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
      const byHand = markedByHand(input);
      if (!byHand && !(input.rollCallCode ?? '').trim())
        fail('BAD_REQUEST', 'events.errors.rollCallCodeRequired');
      const block = rollCallBlock(
        event,
        { isAdmin: actor.isAdmin, applied: wasApplied, attended: false },
        now,
      );
      if (block) fail('BAD_REQUEST', `events.errors.${block}`);
      if (!byHand && !rollCallCodeMatches(event.rollCallCode, input.rollCallCode))
        fail('BAD_REQUEST', WRONG_CODE);
      rollCallTime = now;
      if (!holdsSeat) {
        // A waiting-listed applicant who came: count them when a seat is free.
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
      await giveBackSeat(tx, eventId);
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
    ...(userConsentRecordId !== null ? { userConsentRecordId } : {}),
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
  return {
    response: values.response,
    confirmed: values.confirmed,
    attended: values.attended,
    holdsSeat,
    waitingListPlace: waitlistedAt ? await waitingListPlace(tx, eventId, userId, waitlistedAt) : null,
    remainingSeats: await remainingSeats(tx, eventId),
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

async function loadApplicant(db: Db, userId: string): Promise<Applicant | null> {
  const [found] = await db
    .select({
      id: users.id,
      roles: users.roles,
      isAdmin: users.isAdmin,
      yearDSE: users.yearDSE,
      schoolId: users.schoolId,
    })
    .from(users)
    .where(eq(users.id, userId));
  return found ?? null;
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
