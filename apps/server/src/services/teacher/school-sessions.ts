import { type DbOrTx, schema } from '@waypoint/db';
import { and, asc, eq, isNull, or, type SQL, sql } from 'drizzle-orm';
import { fail } from '../errors.ts';
import { appliedSql } from '../events/applied-sql.ts';

const { events, eventResponses } = schema;

/** Sessions of one series the panel lists at most (a series rarely has more than a handful). */
const SCHOOL_SESSIONS_SHOWN = 50;

export interface SchoolSession {
  id: string;
  name: string;
  nameChi: string | null;
  startTime: string;
  endTime: string;
  mode: string;
  venue: string | null;
  /** Run for this school only (else open to every school). */
  forSchool: boolean;
  /** The school's people applied (Yes, Confirmed or Attended), confirmed and attended. */
  applied: number;
  confirmed: number;
  attended: number;
}

/**
 * Spec 1 §2.3 'My school's session(s)' (decision 006): the sessions of the same series as `sessionId`
 * (same service, else same anchor event, else that session alone) that are run for the school or that
 * the school's people answered, each with the school's counts. Another school's sessions never show.
 */
export async function listSchoolSessions(
  db: DbOrTx,
  o: { sessionId: string; schoolId: string },
): Promise<SchoolSession[]> {
  const [session] = await db
    .select({
      id: events.id,
      serviceId: events.serviceId,
      anchorEventId: events.anchorEventId,
      clientSchoolId: events.clientSchoolId,
    })
    .from(events)
    .where(eq(events.id, o.sessionId));
  if (!session) fail('NOT_FOUND', 'teacherEvents.errors.sessionNotFound');
  const series: SQL = session.serviceId
    ? eq(events.serviceId, session.serviceId)
    : session.anchorEventId
      ? eq(events.anchorEventId, session.anchorEventId)
      : eq(events.id, session.id);

  const mine = (condition: SQL) =>
    sql<number>`count(*) filter (where ${eventResponses.schoolId} = ${o.schoolId} and ${condition})::int`;
  const applied = appliedSql(eventResponses.response);
  const rows = await db
    .select({
      id: events.id,
      name: events.name,
      nameChi: events.nameChi,
      startTime: events.startTime,
      endTime: events.endTime,
      mode: events.mode,
      venue: events.venue,
      clientSchoolId: events.clientSchoolId,
      applied: mine(applied),
      confirmed: mine(sql`${applied} and ${eventResponses.confirmed}`),
      attended: mine(sql`${eventResponses.attended}`),
    })
    .from(events)
    .leftJoin(
      eventResponses,
      and(eq(eventResponses.eventId, events.id), eq(eventResponses.schoolId, o.schoolId)),
    )
    .where(and(series, or(isNull(events.clientSchoolId), eq(events.clientSchoolId, o.schoolId))))
    .groupBy(events.id)
    .orderBy(asc(events.startTime), asc(events.id));
  return rows
    .filter((r) => r.clientSchoolId === o.schoolId || r.applied > 0 || r.attended > 0)
    .slice(0, SCHOOL_SESSIONS_SHOWN)
    .map(({ clientSchoolId, startTime, endTime, ...r }) => ({
      ...r,
      startTime: startTime.toISOString(),
      endTime: endTime.toISOString(),
      forSchool: clientSchoolId === o.schoolId,
    }));
}
