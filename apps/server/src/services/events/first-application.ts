import { type DbOrTx, preparedStatement, queryRows, schema } from '@waypoint/db';
import { isApplied } from '@waypoint/domain';
import { and, eq, type SQL, sql } from 'drizzle-orm';
import { isUniqueViolation } from '../booking/unique-violation.ts';
import { checkEligibility } from './apply-eligibility.ts';
import { applyRuleVersion } from './apply-event.ts';
import type {
  EligibilityEvent,
  EligibilityUser,
  EventResponseActor,
  EventResponseResult,
  UpdateEventResponseInput,
} from './event-response-types.ts';
import { giveBackSeat } from './seats.ts';

const { events, eventResponses, services } = schema;

interface ClaimRow {
  claimed: number;
  holds: boolean | null;
  capacity: number | null;
  seats: number | null;
  ahead: number;
}

type ClaimKey = 'eventId' | 'userId' | 'now' | 'schoolId' | 'timePreference' | 'version';
type ClaimValues = Record<ClaimKey, unknown>;

/**
 * The claim: with `guarded`, nothing unless the session's row still has the apply rule columns of
 * `version`; `autocommit` lets a second request of the same person fail on the primary key (the seat
 * taken by the same statement is undone with it), else the conflict is skipped.
 */
function claimStatement(v: ClaimValues, opts: { guarded: boolean; autocommit: boolean }): SQL {
  return sql`with fresh as (
      ${
        opts.guarded
          ? sql`select 1 from ${events} left join ${services} on ${services.id} = ${events.serviceId}
              where ${events.id} = ${v.eventId}::uuid and ${applyRuleVersion} = ${v.version}`
          : sql`select 1`
      }
    ), seat as (
      update ${events} set seats_taken = seats_taken + 1
      where id = ${v.eventId}::uuid and (capacity is null or seats_taken < capacity) and exists (select 1 from fresh)
      returning capacity, seats_taken
    ), ins as (
      insert into ${eventResponses} (event_id, user_id, response, holds_seat, waitlisted_at, school_id, time_preference, created_at, updated_at)
      select ${v.eventId}::uuid, ${v.userId}::uuid, 'Yes', exists (select 1 from seat),
        case when exists (select 1 from seat) then null else ${v.now}::timestamptz end,
        ${v.schoolId}::text, ${v.timePreference}::text, ${v.now}::timestamptz, ${v.now}::timestamptz
      from fresh
      ${opts.autocommit ? sql`` : sql`on conflict do nothing`}
      returning holds_seat
    )
    select (select count(*) from ins)::int as claimed,
      (select holds_seat from ins) as holds,
      (select capacity from seat) as capacity,
      (select seats_taken from seat) as seats,
      (select count(*) from ${eventResponses} w
        where w.event_id = ${v.eventId}::uuid and w.waitlisted_at is not null
          and (w.waitlisted_at, w.user_id) < (${v.now}::timestamptz, ${v.userId}::uuid))::int as ahead`;
}

/** The API's first application: guarded by the copy's version, autocommitted, its text built once. */
const claimAtOnce = preparedStatement<ClaimRow, ClaimKey>(
  'events_first_application',
  ['eventId', 'userId', 'now', 'schoolId', 'timePreference', 'version'],
  (v) => claimStatement(v, { guarded: true, autocommit: true }),
);

/**
 * A first application in as few round trips as possible: eligibility, then the response row is created
 * as waiting (the primary key stops a second tap of the same person), then one conditional seat update.
 * Returns null when the person already has a row, for the general path.
 */
export async function firstApplication(
  tx: DbOrTx,
  {
    event,
    user,
    actor,
    now,
    input,
    autocommit,
    version,
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
    /**
     * The applyRuleVersion `event` was read with, when it is a copy kept in memory: the statement then
     * claims nothing unless the row still has it (null is returned, as for an existing row).
     */
    version?: string;
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
  const values: ClaimValues = {
    eventId: event.id,
    userId: user.id,
    now: now.toISOString(),
    schoolId: user.schoolId,
    timePreference: input.timePreference ?? null,
    version: version ?? null,
  };
  let rows: ClaimRow[];
  try {
    rows =
      autocommit && version !== undefined
        ? // Autocommitted means the caller handed the database itself, not a transaction.
          await claimAtOnce(tx, values)
        : await queryRows<ClaimRow>(
            tx,
            claimStatement(values, { guarded: version !== undefined, autocommit }),
          );
  } catch (err) {
    if (autocommit && isUniqueViolation(err)) return null;
    throw err;
  }
  const row = rows[0];
  const seatTaken = row!.seats !== null;
  if (row!.claimed === 0) {
    if (seatTaken) await giveBackSeat(tx, event.id);
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
