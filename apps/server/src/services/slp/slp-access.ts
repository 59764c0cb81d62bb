import { type DbOrTx, schema } from '@waypoint/db';
import { type SlpAccess, slpAccess } from '@waypoint/domain';
import { and, eq } from 'drizzle-orm';
import type { UserRow } from '../../auth/sessions.ts';
import { isSecondaryStudent, loadUser } from '../admission/plan-access.ts';
import { fail } from '../errors.ts';
import type { SessionUser } from '../session-user.ts';
import { isStaffOfSchool } from '../teacher/school-access.ts';

const { eventResponses, events } = schema;

/**
 * Who may do what with one student's SLP (spec 3 §4, §6): the student reads it and edits it while their
 * access is open (attendance, domain `slpAccess`); an active teacher of the student's school reads it and
 * comments on claims; an admin does everything. The student's own access decides for the student only.
 */
export interface SlpRights {
  target: UserRow;
  isSelf: boolean;
  /** Staff (active teacher of the school, or admin) looking at someone else's SLP. */
  isStaff: boolean;
  canEdit: boolean;
  canComment: boolean;
  /** The target student's access from their attendance (what they themselves may do). */
  access: SlpAccess;
}

/** The student's attended events at the SLP anchors, read from the events' attendance records. */
export async function loadSlpAccess(
  db: DbOrTx,
  { userId, isAdmin, now }: { userId: string; isAdmin: boolean; now: Date },
): Promise<SlpAccess> {
  const attended = await db
    .select({ anchorEventId: events.anchorEventId, startTime: events.startTime })
    .from(eventResponses)
    .innerJoin(events, eq(events.id, eventResponses.eventId))
    .where(and(eq(eventResponses.userId, userId), eq(eventResponses.attended, true)));
  return slpAccess({ isAdmin, attended, now });
}

interface AccessCtx {
  deps: { db: DbOrTx; now: () => Date };
  user: SessionUser;
}

/** The SLP's owner (the caller when no id is given) and what the caller may do; 403 if nothing. */
export async function requireSlpRead(ctx: AccessCtx, userId: string | undefined): Promise<SlpRights> {
  const target = userId ? await loadUser(ctx.deps.db, userId) : ctx.user.row;
  const isSelf = target.id === ctx.user.row.id;
  const isAdmin = ctx.user.isAdmin;
  // Teachers reach students only: a colleague's account has no SLP to read.
  const isTeacher =
    !isSelf && !isAdmin && isSecondaryStudent(target) && isStaffOfSchool(ctx.user, target.schoolId);
  if (!isSelf && !isAdmin && !isTeacher) fail('FORBIDDEN', 'errors.forbidden');
  const access = await loadSlpAccess(ctx.deps.db, {
    userId: target.id,
    isAdmin: isSelf && isAdmin,
    now: ctx.deps.now(),
  });
  return {
    target,
    isSelf,
    isStaff: !isSelf,
    canEdit: isAdmin || (isSelf && access.canEdit),
    canComment: !isSelf && (isAdmin || isTeacher),
    access,
  };
}

/** Editing: admins, or the student while their access is open; everyone else reads only (spec 3 §4). */
export async function requireSlpEdit(ctx: AccessCtx, userId: string | undefined): Promise<SlpRights> {
  const rights = await requireSlpRead(ctx, userId);
  if (!rights.canEdit)
    fail(
      'FORBIDDEN',
      rights.isSelf && rights.access.reason === 'closed' ? 'errors.slpClosed' : 'errors.slpReadOnly',
    );
  return rights;
}
