import { type DbOrTx, schema } from '@waypoint/db';
import type { EmploymentStatus } from '@waypoint/domain';
import { and, eq } from 'drizzle-orm';
import { fail } from '../errors.ts';
import type { SessionUser } from '../session-user.ts';
import { mayChangeTeacherStatusAt } from './school-access.ts';

const { users, teachers } = schema;

/**
 * Spec updateTeacher: sets a teacher's status if the actor may. `oldEmploymentStatus` is what the caller
 * saw: the update compares it, so if someone changed the status meanwhile, nothing is written.
 */
export async function updateTeacherStatus(
  db: DbOrTx,
  o: {
    actor: SessionUser;
    userId: string;
    employmentStatus: EmploymentStatus;
    oldEmploymentStatus: EmploymentStatus;
    now: Date;
  },
): Promise<void> {
  const { actor } = o;
  const [target] = await db
    .select({ schoolId: teachers.schoolId, isAdmin: users.isAdmin })
    .from(teachers)
    .innerJoin(users, eq(users.id, teachers.userId))
    .where(eq(teachers.userId, o.userId));
  if (!target) fail('NOT_FOUND', 'errors.notFound');
  if (!mayChangeTeacherStatusAt(actor, target.schoolId))
    fail('FORBIDDEN', 'errors.onlyPrincipalChangesStatus');
  // Non-admins never see admin users, so they cannot change them either.
  if (target.isAdmin && !actor.isAdmin) fail('NOT_FOUND', 'errors.notFound');
  // A principal who set themselves Inactive would lock themselves out of their school.
  if (o.userId === actor.row.id && !actor.isAdmin) fail('BAD_REQUEST', 'errors.cannotChangeOwnStatus');
  const updated = await db
    .update(teachers)
    .set({ employmentStatus: o.employmentStatus, updatedAt: o.now })
    .where(and(eq(teachers.userId, o.userId), eq(teachers.employmentStatus, o.oldEmploymentStatus)))
    .returning({ userId: teachers.userId });
  if (updated.length === 0) fail('CONFLICT', 'errors.teacherStatusChanged');
}
