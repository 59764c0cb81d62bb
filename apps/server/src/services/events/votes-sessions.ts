import { type DbOrTx, schema } from '@waypoint/db';
import { isSessionParticipant, type SessionStatus } from '@waypoint/domain';
import { and, asc, desc, eq, gt, gte, inArray, isNull, ne, or, sql } from 'drizzle-orm';
import { fail } from '../errors.ts';
import type { SessionUser } from '../session-user.ts';

const { events, eventResponses, users } = schema;

export interface SessionSummary {
  id: string;
  name: string;
  nameChi: string | null;
  /** ISO instants, as every answer carries them. */
  startTime: string;
  endTime: string;
  anchorEventId: string | null;
  status: string;
  capacity: number | null;
  /** null when the session has no limit. */
  remainingSeats: number | null;
}

const summary = {
  id: events.id,
  name: events.name,
  nameChi: events.nameChi,
  startTime: events.startTime,
  endTime: events.endTime,
  anchorEventId: events.anchorEventId,
  status: events.status,
  capacity: events.capacity,
  seatsTaken: events.seatsTaken,
};

type SummaryRow = { seatsTaken: number; startTime: Date; endTime: Date } & Omit<
  SessionSummary,
  'remainingSeats' | 'startTime' | 'endTime'
>;

function toSummary({ seatsTaken, startTime, endTime, ...row }: SummaryRow): SessionSummary {
  return {
    ...row,
    startTime: startTime.toISOString(),
    endTime: endTime.toISOString(),
    remainingSeats: row.capacity === null ? null : row.capacity - seatsTaken,
  };
}

/**
 * Spec event-getSessionsWithQuota: upcoming, not cancelled sessions with a seat left, soonest first. A
 * teacher sees those open to every school or run for theirs.
 */
export async function sessionsWithQuota(
  db: DbOrTx,
  { schoolId, now }: { schoolId: string | null; now: Date },
): Promise<SessionSummary[]> {
  const rows = await db
    .select(summary)
    .from(events)
    .where(
      and(
        gt(events.startTime, now),
        ne(events.status, 'Cancelled'),
        or(isNull(events.capacity), sql`${events.seatsTaken} < ${events.capacity}`),
        ...(schoolId ? [or(isNull(events.clientSchoolId), eq(events.clientSchoolId, schoolId))] : []),
      ),
    )
    .orderBy(asc(events.startTime))
    .limit(500);
  return rows.map(toSummary);
}

/** Sessions whose list the caller may open (the picker of /sessions): decision 007. */
export async function sessionsForPicker(
  db: DbOrTx,
  { user, now }: { user: SessionUser; now: Date },
): Promise<SessionSummary[]> {
  // A year back covers a school year of workshops; the list is not an archive.
  const since = new Date(now.getTime() - 365 * 24 * 3600 * 1000);
  if (user.isAdmin) {
    const rows = await db
      .select(summary)
      .from(events)
      .where(gte(events.startTime, since))
      .orderBy(desc(events.startTime))
      .limit(300);
    return rows.map(toSummary);
  }
  if (user.isActiveTeacher && user.teacher?.schoolId) {
    const schoolId = user.teacher.schoolId;
    const answered = db
      .select({ id: eventResponses.eventId })
      .from(eventResponses)
      .innerJoin(users, eq(users.id, eventResponses.userId))
      .where(eq(users.schoolId, schoolId));
    const rows = await db
      .select(summary)
      .from(events)
      .where(
        and(
          gte(events.startTime, since),
          or(eq(events.clientSchoolId, schoolId), inArray(events.id, answered)),
        ),
      )
      .orderBy(desc(events.startTime))
      .limit(300);
    return rows.map(toSummary);
  }
  const rows = await db
    .select({ ...summary, response: eventResponses.response, waitlistedAt: eventResponses.waitlistedAt })
    .from(eventResponses)
    .innerJoin(events, eq(events.id, eventResponses.eventId))
    .where(and(eq(eventResponses.userId, user.row.id), gte(events.startTime, since)))
    .orderBy(desc(events.startTime));
  return rows
    .filter((r) => isSessionParticipant({ response: r.response, waitlisted: r.waitlistedAt !== null }))
    .map(({ response: _r, waitlistedAt: _w, ...row }) => toSummary(row));
}

export interface SessionPatch {
  name?: string | undefined;
  nameChi?: string | null | undefined;
  startTime?: Date | undefined;
  endTime?: Date | undefined;
  status?: SessionStatus | undefined;
  mode?: 'Online' | 'Campus' | undefined;
  venue?: string | null | undefined;
  venueChi?: string | null | undefined;
  language?: string | null | undefined;
  capacity?: number | null | undefined;
  rollCallCode?: string | null | undefined;
  onlineMeetingLink?: string | null | undefined;
  videoLink?: string | null | undefined;
}

/**
 * Spec event-updateSession (admins). A capacity below the seats already taken is refused by the same
 * statement that writes it, so a seat taken meanwhile cannot slip under the new limit.
 */
export async function updateSession(
  db: DbOrTx,
  { id, patch, now }: { id: string; patch: SessionPatch; now: Date },
): Promise<SessionSummary> {
  return db.transaction(async (tx) => {
    const [current] = await tx.select().from(events).where(eq(events.id, id)).for('update');
    if (!current) fail('NOT_FOUND', 'votes.sessionNotFound');
    const start = patch.startTime ?? current.startTime;
    const end = patch.endTime ?? current.endTime;
    if (end.getTime() < start.getTime()) fail('BAD_REQUEST', 'votes.endBeforeStart');
    const set = Object.fromEntries(Object.entries(patch).filter(([, v]) => v !== undefined));
    const [row] = await tx
      .update(events)
      .set({ ...set, updatedAt: now })
      .where(
        and(
          eq(events.id, id),
          patch.capacity === undefined || patch.capacity === null
            ? undefined
            : sql`${events.seatsTaken} <= ${patch.capacity}`,
        ),
      )
      .returning(summary);
    if (!row) fail('BAD_REQUEST', 'votes.capacityBelowSeats', { vars: { seats: current.seatsTaken } });
    return toSummary(row);
  });
}
