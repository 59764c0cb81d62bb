import { attendedEarlierSession } from '@waypoint/domain';
import { sql } from 'drizzle-orm';
import { appliedSql } from '../events/applied-sql.ts';
import type { SchoolStudent } from './shapes.ts';

interface AttendedRow {
  startTime: string;
  anchorEventId: string | null;
  clientId: string | null;
}

/**
 * Columns of the school student list for its event badges and chips (spec 2 §4): over every event, or
 * the chosen session with the student's response to it and the attended sessions of the same anchor
 * (the domain decides 'attended earlier'). Raw SQL because the outer row is `users` (list-school-students).
 */
export function eventColumns(sessionId: string | null) {
  const scope = sessionId ? sql`and er.event_id = ${sessionId}::uuid` : sql``;
  const flag = (condition: ReturnType<typeof sql>) =>
    sql`exists(select 1 from event_responses er where er.user_id = users.id ${scope} and ${condition})`;
  return {
    events: sql<SchoolStudent['events']>`json_build_object(
      'applied', ${flag(appliedSql(sql`er.response`))},
      'attended', ${flag(sql`er.attended`)},
      'nominated', ${flag(sql`er.nominated_by is not null and ${appliedSql(sql`er.response`)}`)},
      'selected', ${flag(sql`er.confirmed`)},
      'no', ${flag(sql`er.response in ('No', 'Unsubscribed')`)}
    )`,
    sessionResponse: sessionId
      ? sql<SchoolStudent['sessionResponse']>`(select json_build_object('response', er.response,
          'confirmed', er.confirmed, 'nominatedBy', er.nominated_by)
          from event_responses er where er.user_id = users.id and er.event_id = ${sessionId}::uuid
          and er.response <> '')`
      : sql<null>`null::json`,
    sessionStart: sessionId
      ? sql<AttendedRow | null>`(select json_build_object('startTime', s.start_time,
          'anchorEventId', s.anchor_event_id, 'clientId', s.client_id) from events s where s.id = ${sessionId}::uuid)`
      : sql<null>`null::json`,
    attendedSameAnchor: sessionId
      ? sql<AttendedRow[] | null>`(select json_agg(json_build_object('startTime', e.start_time,
          'anchorEventId', e.anchor_event_id, 'clientId', e.client_id))
          from event_responses er join events e on e.id = er.event_id, events s
          where s.id = ${sessionId}::uuid and er.user_id = users.id and er.attended
          and e.anchor_event_id = s.anchor_event_id and e.id <> s.id)`
      : sql<null>`null::json`,
  };
}

/** Spec 1 §5 through the domain rule: the chosen session against the student's attended ones. */
export function attendedEarlierOf(
  session: AttendedRow | null,
  attended: AttendedRow[] | null,
): { attendedEarlier: boolean } {
  if (!session || !attended?.length) return { attendedEarlier: false };
  const event = { ...session, id: '', startTime: new Date(session.startTime), nominationsCount: 0 };
  const sessions = attended.map((a) => ({ ...a, startTime: new Date(a.startTime) }));
  return { attendedEarlier: attendedEarlierSession(event, sessions) };
}
