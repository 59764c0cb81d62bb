import { type Db, type DbOrTx, schema } from '@waypoint/db';
import {
  attendedEarlierSession,
  canRejectSelection,
  formatSchoolRoles,
  hasStarted,
  isApplied,
  isVerifiedStudent,
  NOMINATION_CAP,
  nominationBlock,
  nominationSeatShortfall,
  parseRoles,
  roleFlags,
  TEACHER_EVENT_GROUP,
} from '@waypoint/domain';
import { and, asc, eq, inArray, lt, sql } from 'drizzle-orm';
import { fail } from '../errors.ts';
import { updateEventResponse } from './update-event-response.ts';

const { events, eventResponses, nominationRecords, users, teachers } = schema;

export interface Nominator {
  id: string;
  isAdmin: boolean;
  /** The nominator's school; null for an admin, who may nominate anyone's students. */
  schoolId: string | null;
}

export interface NominateInput {
  targetUserIds: string[];
  targetSessionIds: string[];
  /** 'Yes': nominate (applied and confirmed); 'No': reject the applications. */
  targetResponse: 'Yes' | 'No';
}

/**
 * Spec user-insertNominationRecord, all or nothing: every (student, session) response changes through
 * updateEventResponse, `events.nominations_count` moves in the same transaction (its check constraint
 * holds the 999 cap under concurrency), and one nomination record logs the act.
 */
export async function nominate(
  db: Db,
  o: { nominator: Nominator; input: NominateInput; now: Date },
): Promise<{ recordId: number; nominated: number; rejected: number }> {
  const { nominator, input, now } = o;
  const userIds = [...new Set(input.targetUserIds)].sort();
  const sessionIds = [...new Set(input.targetSessionIds)].sort();
  if (userIds.length === 0) fail('BAD_REQUEST', 'teacherEvents.errors.noStudentsChosen');
  if (sessionIds.length === 0) fail('BAD_REQUEST', 'teacherEvents.errors.sessionNotFound');

  return db.transaction(async (tx) => {
    const sessions = await tx
      .select({
        id: events.id,
        name: events.name,
        group: events.group,
        startTime: events.startTime,
        anchorEventId: events.anchorEventId,
        clientId: events.clientId,
        clientSchoolId: events.clientSchoolId,
        nominationsCount: events.nominationsCount,
        capacity: events.capacity,
        seatsTaken: events.seatsTaken,
      })
      .from(events)
      .where(inArray(events.id, sessionIds))
      .orderBy(asc(events.id))
      // The seats counted below stay counted: an application meanwhile waits for this transaction.
      .for('update');
    if (sessions.length !== sessionIds.length) fail('NOT_FOUND', 'teacherEvents.errors.sessionNotFound');

    const targets = await tx
      .select({
        id: users.id,
        fullName: users.fullName,
        phone: users.phone,
        schoolId: users.schoolId,
        roles: users.roles,
        verificationResult: users.verificationResult,
        teacherSchoolId: teachers.schoolId,
        schoolRoles: teachers.schoolRoles,
      })
      .from(users)
      .leftJoin(teachers, eq(teachers.userId, users.id))
      .where(inArray(users.id, userIds));
    if (targets.length !== userIds.length) fail('NOT_FOUND', 'teacherEvents.errors.studentNotInSchool');

    for (const s of sessions) {
      if (!nominator.isAdmin && s.clientSchoolId && s.clientSchoolId !== nominator.schoolId)
        fail('FORBIDDEN', 'teacherEvents.errors.notYourSchoolSession');
      const isTeacherEvent = s.group === TEACHER_EVENT_GROUP;
      for (const u of targets) {
        const flags = roleFlags(parseRoles(u.roles));
        // Students are nominated to student events; a Teacher Event invites a colleague instead.
        const rightKind = isTeacherEvent
          ? flags.isTeacher || u.teacherSchoolId !== null
          : flags.isSecondaryStudent;
        const school = isTeacherEvent ? (u.teacherSchoolId ?? u.schoolId) : u.schoolId;
        if (!rightKind || (!nominator.isAdmin && school !== nominator.schoolId))
          fail(
            'FORBIDDEN',
            isTeacherEvent ? 'teacherEvents.errors.notATeacher' : 'teacherEvents.errors.studentNotInSchool',
          );
        // A student no teacher has verified may be an account made up for the school (decision 018):
        // nominating puts them on the session's list, so it waits for the verification. Rejecting does not.
        if (!isTeacherEvent && input.targetResponse === 'Yes' && !isVerifiedStudent(u.verificationResult))
          fail('BAD_REQUEST', 'teacherEvents.errors.studentNotVerified', { vars: { name: u.fullName } });
      }
    }

    const current = await tx
      .select({
        eventId: eventResponses.eventId,
        userId: eventResponses.userId,
        response: eventResponses.response,
        confirmed: eventResponses.confirmed,
        nominatedBy: eventResponses.nominatedBy,
        holdsSeat: eventResponses.holdsSeat,
      })
      .from(eventResponses)
      .where(and(inArray(eventResponses.eventId, sessionIds), inArray(eventResponses.userId, userIds)))
      // Two teachers nominating the same student at once must not both count the nomination.
      .orderBy(asc(eventResponses.eventId), asc(eventResponses.userId))
      .for('update');
    const responseOf = (eventId: string, userId: string) =>
      current.find((r) => r.eventId === eventId && r.userId === userId) ?? null;
    const isActiveNomination = (r: ReturnType<typeof responseOf>) =>
      !!r?.nominatedBy && isApplied(r.response);

    let nominated = 0;
    let rejected = 0;
    for (const s of sessions) {
      if (input.targetResponse === 'No') {
        const selected = userIds.map((id) => responseOf(s.id, id));
        if (!canRejectSelection(selected)) fail('BAD_REQUEST', 'teacherEvents.errors.rejectOnlyApplied');
        const withdrawn = selected.filter(isActiveNomination).length;
        for (const userId of userIds) {
          await updateEventResponse(tx, {
            eventId: s.id,
            userId,
            response: 'No',
            actor: { id: nominator.id, isAdmin: nominator.isAdmin },
            now,
            nominatedBy: nominator.id,
            skipEligibility: true,
          });
        }
        if (withdrawn > 0) {
          await tx
            .update(events)
            .set({ nominationsCount: sql`${events.nominationsCount} - ${withdrawn}` })
            .where(eq(events.id, s.id));
        }
        rejected += userIds.length;
        continue;
      }

      if (hasStarted(s, now)) fail('BAD_REQUEST', 'teacherEvents.errors.eventStarted');
      const fresh = userIds.filter((id) => !isActiveNomination(responseOf(s.id, id)));
      const attended = await attendedSessions(tx, fresh, s);
      for (const userId of fresh) {
        const block = nominationBlock({
          event: s,
          attendedEarlier: attendedEarlierSession(s, attended.get(userId) ?? []),
          // The cap is held below, in the database, for the whole selection at once.
          selectedCount: 0,
          now,
        });
        if (block === 'attendedEarlierSession') {
          const name = targets.find((u) => u.id === userId)?.fullName ?? '';
          fail('BAD_REQUEST', 'teacherEvents.errors.attendedEarlierSession', { vars: { name } });
        }
      }
      // All or nothing, and said before any seat is taken: how many seats there are, how many need one.
      const shortfall = nominationSeatShortfall({
        remainingSeats: s.capacity === null ? null : s.capacity - s.seatsTaken,
        needingSeat: userIds.filter((id) => !responseOf(s.id, id)?.holdsSeat).length,
      });
      if (shortfall)
        fail(
          'CONFLICT',
          shortfall.seatsLeft === 0
            ? 'teacherEvents.errors.eventFull'
            : 'teacherEvents.errors.notEnoughSeats',
          {
            vars: { seats: String(shortfall.seatsLeft), count: String(shortfall.needingSeat) },
          },
        );
      if (fresh.length > 0) {
        // Conditional: no row back means the selection would pass the cap (the check would also refuse it).
        const bumped = await tx
          .update(events)
          .set({ nominationsCount: sql`${events.nominationsCount} + ${fresh.length}` })
          .where(
            and(eq(events.id, s.id), sql`${events.nominationsCount} + ${fresh.length} <= ${NOMINATION_CAP}`),
          )
          .returning({ id: events.id });
        if (bumped.length === 0) fail('CONFLICT', 'teacherEvents.errors.nominationCapReached');
      }
      for (const userId of userIds) {
        const result = await updateEventResponse(tx, {
          eventId: s.id,
          userId,
          response: 'Confirmed',
          actor: { id: nominator.id, isAdmin: nominator.isAdmin },
          now,
          nominatedBy: nominator.id,
          skipEligibility: true,
        });
        // A nomination is a promise of a place: a full event refuses it rather than waiting-list it.
        if (!result.holdsSeat) fail('CONFLICT', 'teacherEvents.errors.eventFull');
      }
      nominated += fresh.length;
    }

    const [record] = await tx
      .insert(nominationRecords)
      .values({
        nominatorId: nominator.id,
        targetUsers: targets.map((u) => ({
          id: u.id,
          fullName: u.fullName,
          phone: u.phone,
          schoolId: u.schoolId ?? u.teacherSchoolId,
          schoolRoles: u.schoolRoles ? formatSchoolRoles(u.schoolRoles) : null,
        })),
        targetSessionIds: sessionIds,
        targetResponse: input.targetResponse,
        createdAt: now,
      })
      .returning({ id: nominationRecords.id });
    return { recordId: record!.id, nominated, rejected };
  });
}

/** The attended sessions before `session` of the same anchor, per user (spec 1 §5 nomination rule). */
async function attendedSessions(
  tx: DbOrTx,
  userIds: string[],
  session: { id: string; startTime: Date; anchorEventId: string | null; clientId: string | null },
) {
  const byUser = new Map<
    string,
    { startTime: Date; anchorEventId: string | null; clientId: string | null }[]
  >();
  if (userIds.length === 0 || !session.anchorEventId) return byUser;
  const rows = await tx
    .select({
      userId: eventResponses.userId,
      startTime: events.startTime,
      anchorEventId: events.anchorEventId,
      clientId: events.clientId,
    })
    .from(eventResponses)
    .innerJoin(events, eq(events.id, eventResponses.eventId))
    .where(
      and(
        inArray(eventResponses.userId, userIds),
        eq(eventResponses.attended, true),
        eq(events.anchorEventId, session.anchorEventId),
        lt(events.startTime, session.startTime),
      ),
    );
  for (const r of rows) {
    byUser.set(r.userId, [...(byUser.get(r.userId) ?? []), r]);
  }
  return byUser;
}
