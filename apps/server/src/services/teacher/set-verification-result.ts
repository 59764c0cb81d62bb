import { type Db, schema } from '@waypoint/db';
import { parseRoles, ROLE_SECONDARY, toggleVerification, type VerificationResult } from '@waypoint/domain';
import { eq } from 'drizzle-orm';
import { fail } from '../errors.ts';
import { recordStaffAccess } from '../privacy/staff-access.ts';
import type { SessionUser } from '../session-user.ts';
import { isStaffOfSchool } from './school-access.ts';

const { users } = schema;

/**
 * Spec teacher-updateUserVerificationResult: marks a student's data as checked, or clears it when the
 * chosen value is the one already stored. The row is locked while the rule runs, so two teachers
 * clicking at once end in a state one of them chose.
 */
export async function setVerificationResult(
  db: Db,
  o: { actor: SessionUser; userId: string; verificationResult: VerificationResult | null; now: Date },
): Promise<{ userId: string; verificationResult: VerificationResult | null }> {
  return db.transaction(async (tx) => {
    const [target] = await tx
      .select({
        id: users.id,
        schoolId: users.schoolId,
        roles: users.roles,
        current: users.verificationResult,
      })
      .from(users)
      .where(eq(users.id, o.userId))
      .for('update');
    if (!target) fail('NOT_FOUND', 'errors.notFound');
    if (!parseRoles(target.roles).includes(ROLE_SECONDARY)) fail('BAD_REQUEST', 'errors.notAStudent');
    if (!isStaffOfSchool(o.actor, target.schoolId)) fail('FORBIDDEN', 'errors.notStaffOfSchool');
    await recordStaffAccess(
      tx,
      o.actor,
      { area: 'profile', action: 'change', studentIds: [target.id] },
      o.now,
    );
    const next = toggleVerification(target.current, o.verificationResult);
    await tx.update(users).set({ verificationResult: next, updatedAt: o.now }).where(eq(users.id, target.id));
    return { userId: target.id, verificationResult: next };
  });
}
