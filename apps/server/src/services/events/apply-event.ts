import { type Db, schema } from '@waypoint/db';
import { eq, type SQL, sql } from 'drizzle-orm';
import type { EligibilityEvent } from './event-response-types.ts';

const { events, services } = schema;

/**
 * A fingerprint of every column the apply rule reads (the session's and its service's). The first
 * application's statement recomputes it on the row it updates and claims nothing when it differs, so a
 * copy of the session kept in memory can never let an apply through that the current row would refuse.
 * Epoch seconds rather than timestamps: a timestamp's text depends on the connection's time zone.
 */
export const applyRuleVersion: SQL<string> = sql<string>`md5(row(${events.group},
  extract(epoch from ${events.startTime}), extract(epoch from ${events.endTime}), ${events.studentForms},
  ${events.anchorEventId}, ${events.clientId}, ${services.targetForms})::text)`;

export interface ApplyEvent {
  event: EligibilityEvent;
  version: string;
}

/** Sessions whose apply rule columns were read, per database handle (a test opens several). */
const known = new WeakMap<Db, Map<string, ApplyEvent>>();
/** Enough for every open session of a large school year; the oldest read is dropped first. */
const MAX_KNOWN = 2_000;

/**
 * The session as the apply rule sees it: from memory when this process read it before, else one read.
 * Null when there is no such session. At peak thousands apply to one session within seconds, and the
 * session row itself is locked by each seat taken; reading it once per process spares a round trip
 * per apply without trusting the copy (see applyRuleVersion).
 */
export async function applyEvent(db: Db, eventId: string): Promise<ApplyEvent | null> {
  let byId = known.get(db);
  const hit = byId?.get(eventId);
  if (hit) return hit;
  const [row] = await db
    .select({
      id: events.id,
      group: events.group,
      startTime: events.startTime,
      endTime: events.endTime,
      studentForms: events.studentForms,
      anchorEventId: events.anchorEventId,
      clientId: events.clientId,
      serviceTargetForms: services.targetForms,
      version: applyRuleVersion,
    })
    .from(events)
    .leftJoin(services, eq(services.id, events.serviceId))
    .where(eq(events.id, eventId));
  if (!row) return null;
  const { version, ...event } = row;
  const found = { event, version };
  if (!byId) {
    byId = new Map();
    known.set(db, byId);
  }
  if (byId.size >= MAX_KNOWN) byId.delete(byId.keys().next().value as string);
  byId.set(eventId, found);
  return found;
}

/** Drops the copy of a session whose row no longer matched it (or might not). */
export function forgetApplyEvent(db: Db, eventId: string): void {
  known.get(db)?.delete(eventId);
}
