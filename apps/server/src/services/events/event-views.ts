import { type DbOrTx, schema } from '@waypoint/db';
import {
  applyBlock,
  applyTargetForms,
  canConfirm,
  canWithdraw,
  clientStanding,
  hasEnded,
  hasStarted,
  isApplied,
  isApplyHidden,
  isMeetingLinkOpen,
  isPastEvent,
  isRollCallEnabled,
  isStaffMember,
  responseChangeBlock,
  roleFlags,
} from '@waypoint/domain';
import { and, asc, eq, gte, inArray, isNotNull, isNull, ne, or, type SQL, sql } from 'drizzle-orm';
import type { SessionUser } from '../session-user.ts';
import { appliedSql } from './applied-sql.ts';
import { waitingListPlace } from './seats.ts';

const { events, eventResponses, services, clients } = schema;

/** Spec 1 §9: past events stay listed for 1 day; applied ones for 30 days (their tasks follow attendance). */
const PAST_WINDOW_MS = 24 * 60 * 60 * 1000;
const APPLIED_LOOKBACK_MS = 30 * 24 * 60 * 60 * 1000;

export interface EventView {
  id: string;
  name: string;
  nameChi: string | null;
  description: string | null;
  descriptionChi: string | null;
  startTime: string;
  endTime: string;
  status: string;
  mode: string;
  venue: string | null;
  venueChi: string | null;
  language: string | null;
  capacity: number | null;
  remainingSeats: number | null;
  /** Sent only while the link is open (60 minutes before start) and to someone applied, or to staff. */
  onlineMeetingLink: string | null;
  hasMeetingLink: boolean;
  hasRollCall: boolean;
  anchorEventId: string | null;
  anchorEventName: string | null;
  serviceId: string | null;
  serviceName: string | null;
  serviceNameChi: string | null;
  serviceNature: string | null;
  clientId: string | null;
  clientName: string | null;
  clientNameChi: string | null;
  clientSchoolId: string | null;
  group: string;
  classes: string[];
  studentForms: string[];
  /** The forms that may apply: the session's own, else its service's; empty = every form. */
  targetForms: string[];
  needParentConsent: boolean;
  posterLink: string | null;
  videoLink: string | null;
  employerName: string | null;
  userResponse: {
    response: string;
    confirmed: boolean;
    attended: boolean;
    holdsSeat: boolean;
    waitingListPlace: number | null;
  } | null;
  viewer: {
    isApplied: boolean;
    applyBlock: string | null;
    applyHidden: boolean;
    canConfirm: boolean;
    canWithdraw: boolean;
    canRollCall: boolean;
    isPast: boolean;
    /** The session's end has passed: its seats no longer matter and nobody but an admin changes a response. */
    hasEnded: boolean;
    hasStarted: boolean;
    meetingLinkOpen: boolean;
  };
}

/** What students (and visitors) see; camx-applicants also see CamX. */
const STUDENT_GROUPS = ['Work', 'ABS', 'Others'];

/** The sessions a viewer may see (spec 1 §6): the filter shared by the list and the detail. */
export function visibleEventsFilter(viewer: SessionUser | null): SQL | undefined {
  const open = isNull(events.clientSchoolId);
  if (viewer?.isAdmin) return undefined;
  if (!viewer) return and(open, inArray(events.group, STUDENT_GROUPS), ne(events.status, 'Cancelled'));
  const flags = roleFlags(viewer.roles);
  const schoolId = viewer.teacher?.schoolId ?? viewer.row.schoolId;
  const ownSchool = schoolId ? or(open, eq(events.clientSchoolId, schoolId)) : open;
  if (viewer.isActiveTeacher) return ownSchool;
  // A client waiting for approval sees what any visitor sees, not its organisation's sessions (decision 018).
  if (flags.isUniversityClient && viewer.row.clientId && clientStanding(viewer.row) === 'approved')
    return or(eq(events.clientId, viewer.row.clientId), and(open, ne(events.group, 'Teacher Event')));
  const groups = flags.isCamxApplicant ? [...STUDENT_GROUPS, 'CamX'] : STUDENT_GROUPS;
  return and(ownSchool, inArray(events.group, groups), ne(events.status, 'Cancelled'));
}

const eventColumns = {
  event: events,
  serviceName: services.name,
  serviceNameChi: services.nameChi,
  serviceNature: services.nature,
  serviceTargetForms: services.targetForms,
  clientName: clients.name,
  clientNameChi: clients.nameChi,
};

type EventRow = typeof events.$inferSelect;

/** Events for the list page: upcoming and recent ones, plus the viewer's applied ones of the last 30 days. */
export async function listEventViews(
  db: DbOrTx,
  { viewer, now, serviceId }: { viewer: SessionUser | null; now: Date; serviceId?: string },
): Promise<EventView[]> {
  const recent = gte(events.endTime, new Date(now.getTime() - PAST_WINDOW_MS));
  const applied = viewer
    ? and(
        gte(events.startTime, new Date(now.getTime() - APPLIED_LOOKBACK_MS)),
        sql`exists (select 1 from ${eventResponses} where ${eventResponses.eventId} = ${events.id} and ${eventResponses.userId} = ${viewer.row.id} and ${appliedSql(eventResponses.response)})`,
      )
    : undefined;
  const rows = await db
    .select(eventColumns)
    .from(events)
    .leftJoin(services, eq(services.id, events.serviceId))
    .leftJoin(clients, eq(clients.id, events.clientId))
    .where(
      and(
        visibleEventsFilter(viewer),
        applied ? or(recent, applied) : recent,
        serviceId ? eq(events.serviceId, serviceId) : undefined,
      ),
    )
    .orderBy(asc(events.startTime))
    .limit(200);
  return toViews(db, rows, { viewer, forUserId: viewer?.row.id ?? null, now });
}

/** One session for the detail page, if the viewer may see it (or has a response to it). */
export async function loadEventView(
  db: DbOrTx,
  {
    viewer,
    now,
    eventId,
    forUserId,
  }: { viewer: SessionUser | null; now: Date; eventId: string; forUserId: string | null },
): Promise<{ view: EventView; row: EventRow } | null> {
  const hasResponse = forUserId
    ? sql`exists (select 1 from ${eventResponses} where ${eventResponses.eventId} = ${events.id} and ${eventResponses.userId} = ${forUserId})`
    : undefined;
  const visible = visibleEventsFilter(viewer);
  const rows = await db
    .select(eventColumns)
    .from(events)
    .leftJoin(services, eq(services.id, events.serviceId))
    .leftJoin(clients, eq(clients.id, events.clientId))
    .where(and(eq(events.id, eventId), visible && hasResponse ? or(visible, hasResponse) : visible));
  if (rows.length === 0) return null;
  const [view] = await toViews(db, rows, { viewer, forUserId, now });
  return { view: view!, row: rows[0]!.event };
}

async function toViews(
  db: DbOrTx,
  rows: {
    event: EventRow;
    serviceName: string | null;
    serviceNameChi: string | null;
    serviceNature: string | null;
    serviceTargetForms: string[] | null;
    clientName: string | null;
    clientNameChi: string | null;
  }[],
  { viewer, forUserId, now }: { viewer: SessionUser | null; forUserId: string | null; now: Date },
): Promise<EventView[]> {
  if (rows.length === 0) return [];
  const ids = rows.map((r) => r.event.id);
  const responses = forUserId
    ? await db
        .select()
        .from(eventResponses)
        .where(and(eq(eventResponses.userId, forUserId), inArray(eventResponses.eventId, ids)))
    : [];
  const byEvent = new Map(responses.map((r) => [r.eventId, r]));
  // Apply is hidden after attending a session of the same anchor and client.
  const attendedAnchors = forUserId
    ? await db
        .selectDistinct({
          anchorEventId: events.anchorEventId,
          clientId: events.clientId,
          eventId: events.id,
        })
        .from(eventResponses)
        .innerJoin(events, eq(events.id, eventResponses.eventId))
        .where(
          and(
            eq(eventResponses.userId, forUserId),
            eq(eventResponses.attended, true),
            isNotNull(events.anchorEventId),
          ),
        )
    : [];
  const subject = viewer && forUserId === viewer.row.id ? viewer : null;
  const flags = viewer ? roleFlags(viewer.roles) : null;
  const isStaffViewer = !!viewer && isStaffMember(viewer);
  const views: EventView[] = [];
  for (const r of rows) {
    const e = r.event;
    const resp = byEvent.get(e.id);
    const state = resp && resp.response !== '' ? resp : null;
    const applied = isApplied(state?.response);
    const attended = state?.attended ?? false;
    const attendedSame = attendedAnchors.some(
      (a) => a.eventId !== e.id && a.anchorEventId === e.anchorEventId && a.clientId === e.clientId,
    );
    const block = viewer
      ? applyBlock(
          {
            isAdmin: (subject ?? viewer).isAdmin,
            isStudent: subject ? !!flags?.isSecondaryStudent : true,
            isTeacher: subject ? !!flags?.isTeacher : false,
            yearDSE: subject ? viewer.row.yearDSE : null,
          },
          { ...e, serviceTargetForms: r.serviceTargetForms ?? [] },
          { attendedSameAnchorAndClient: attendedSame },
          now,
        )
      : null;
    const linkOpen = isMeetingLinkOpen(e, now);
    const responsesClosed = responseChangeBlock(e, { isAdmin: !!viewer?.isAdmin }, now) !== null;
    views.push({
      id: e.id,
      name: e.name,
      nameChi: e.nameChi,
      description: e.description,
      descriptionChi: e.descriptionChi,
      startTime: e.startTime.toISOString(),
      endTime: e.endTime.toISOString(),
      status: e.status,
      mode: e.mode,
      venue: e.venue,
      venueChi: e.venueChi,
      language: e.language,
      capacity: e.capacity,
      remainingSeats: e.capacity === null ? null : Math.max(0, e.capacity - e.seatsTaken),
      onlineMeetingLink:
        e.onlineMeetingLink && linkOpen && (applied || isStaffViewer) ? e.onlineMeetingLink : null,
      hasMeetingLink: !!e.onlineMeetingLink,
      hasRollCall: !!e.rollCallCode,
      anchorEventId: e.anchorEventId,
      anchorEventName: e.anchorEventName,
      serviceId: e.serviceId,
      serviceName: r.serviceName,
      serviceNameChi: r.serviceNameChi,
      serviceNature: r.serviceNature,
      clientId: e.clientId,
      clientName: r.clientName,
      clientNameChi: r.clientNameChi,
      clientSchoolId: e.clientSchoolId,
      group: e.group,
      classes: e.classes,
      studentForms: e.studentForms,
      targetForms: [...applyTargetForms({ ...e, serviceTargetForms: r.serviceTargetForms ?? [] })],
      needParentConsent: e.needParentConsent,
      posterLink: e.posterLink,
      videoLink: e.videoLink,
      employerName: e.employerName,
      userResponse: state
        ? {
            response: state.response,
            confirmed: state.confirmed,
            attended: state.attended,
            holdsSeat: state.holdsSeat,
            waitingListPlace: state.waitlistedAt
              ? await waitingListPlace(db, e.id, state.userId, state.waitlistedAt)
              : null,
          }
        : null,
      viewer: {
        isApplied: applied,
        applyBlock: applied ? null : block,
        applyHidden: isApplyHidden(block),
        canConfirm:
          !responsesClosed &&
          canConfirm(state ? { ...state, waitlisted: state.waitlistedAt !== null } : { response: null }),
        canWithdraw: !responsesClosed && canWithdraw(state ?? { response: null }),
        canRollCall:
          !!viewer &&
          !!e.rollCallCode &&
          isRollCallEnabled(e, { isAdmin: viewer.isAdmin, applied, attended }, now),
        isPast: isPastEvent(e, attended, now),
        hasEnded: hasEnded(e, now),
        hasStarted: hasStarted(e, now),
        meetingLinkOpen: linkOpen,
      },
    });
  }
  return views;
}
