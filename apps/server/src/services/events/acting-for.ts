import type { DbOrTx } from '@waypoint/db';
import type { UserRow } from '../../auth/sessions.ts';
import { isSecondaryStudent, loadUser } from '../admission/plan-access.ts';
import { fail } from '../errors.ts';
import type { SessionUser } from '../session-user.ts';
import { isStaffOfSchool } from '../teacher/school-access.ts';

/**
 * Whose response a call changes: the caller, or (with `userId`) a student that an admin or an active
 * teacher of the student's school acts for. Teachers act for students only, never for colleagues.
 */
export async function resolveResponder(
  db: DbOrTx,
  actor: SessionUser,
  userId: string | null | undefined,
): Promise<UserRow> {
  if (!userId || userId === actor.row.id) return actor.row;
  const target = await loadUser(db, userId);
  if (actor.isAdmin) return target;
  if (isSecondaryStudent(target) && isStaffOfSchool(actor, target.schoolId)) return target;
  fail('FORBIDDEN', 'events.errors.notYourStudent');
}
