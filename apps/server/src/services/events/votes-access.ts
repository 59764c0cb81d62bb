import { type DbOrTx, schema } from '@waypoint/db';
import { isSessionParticipant, seesOtherParticipants } from '@waypoint/domain';
import { and, eq, isNull } from 'drizzle-orm';
import { fail } from '../errors.ts';
import type { SessionUser } from '../session-user.ts';

const { events, eventResponses, users } = schema;

export type SessionRow = typeof events.$inferSelect;

/** Who is looking at a session's student list, and through which school. */
export interface SessionAccess {
  session: SessionRow;
  viewerId: string;
  isAdmin: boolean;
  /** Active teacher (or admin): staff view, grades, shortlist. */
  isStaff: boolean;
  /** A teacher sees only their school's people (spec 1 §6); null for admins and students. */
  schoolId: string | null;
  /**
   * False for a participant no teacher has verified yet: they see themselves alone, so an account made up
   * for a school learns no other student's name (decision 018).
   */
  seesOthers: boolean;
}

/**
 * Spec 1 §6 for the session list: admins open any session; an active teacher opens a session run for their
 * school or one that a person of their school answered; anyone else only a session they are on (applied,
 * confirmed or attended).
 */
export async function requireSessionAccess(
  db: DbOrTx,
  user: SessionUser,
  sessionId: string,
): Promise<SessionAccess> {
  const [session] = await db.select().from(events).where(eq(events.id, sessionId));
  if (!session) fail('NOT_FOUND', 'votes.sessionNotFound');
  const base = { session, viewerId: user.row.id };
  if (user.isAdmin) return { ...base, isAdmin: true, isStaff: true, schoolId: null, seesOthers: true };
  if (user.isActiveTeacher && user.teacher?.schoolId) {
    const schoolId = user.teacher.schoolId;
    const staff = { ...base, isAdmin: false, isStaff: true, schoolId, seesOthers: true };
    if (session.clientSchoolId === schoolId) return staff;
    const [someone] = await db
      .select({ id: eventResponses.userId })
      .from(eventResponses)
      .innerJoin(users, eq(users.id, eventResponses.userId))
      .where(and(eq(eventResponses.eventId, sessionId), eq(users.schoolId, schoolId)))
      .limit(1);
    if (someone) return staff;
    fail('FORBIDDEN', 'votes.notYourSchoolSession');
  }
  const [own] = await db
    .select({ response: eventResponses.response })
    .from(eventResponses)
    .where(
      and(
        eq(eventResponses.eventId, sessionId),
        eq(eventResponses.userId, user.row.id),
        isNull(eventResponses.waitlistedAt),
      ),
    );
  if (!own || !isSessionParticipant(own)) fail('FORBIDDEN', 'votes.notParticipant');
  const seesOthers = seesOtherParticipants({
    isStaff: false,
    verificationResult: user.row.verificationResult,
  });
  return { ...base, isAdmin: false, isStaff: false, schoolId: null, seesOthers };
}
