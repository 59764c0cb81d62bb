import { type Db, schema } from '@waypoint/db';
import {
  clientStanding,
  hkDateString,
  type StaffAccessAction,
  type StaffAccessArea,
  type StaffAccessRole,
  staffAccessRole,
} from '@waypoint/domain';
import { sql } from 'drizzle-orm';
import type { SessionUser } from '../session-user.ts';

const { staffAccessLog } = schema;

/** The role a signed-in person acts in as staff, or null (a student, a parent): docs/privacy.md "Who looked". */
export function staffRoleOf(user: SessionUser): StaffAccessRole | null {
  return staffAccessRole({
    isAdmin: user.isAdmin,
    isActiveTeacher: user.isActiveTeacher,
    schoolRoles: user.teacher?.schoolRoles ?? [],
    isApprovedClient: clientStanding(user.row) === 'approved',
  });
}

export interface StaffAccess {
  area: StaffAccessArea;
  action: StaffAccessAction;
  /** The students whose data was opened or changed; the actor themselves is left out. */
  studentIds: readonly string[];
}

/**
 * Records that a staff member opened or changed students' data (who, area, action, Hong Kong day; never the
 * content). Does nothing for a non-staff actor or for a person's own data. Same staff, student, area and
 * action on the same day adds to one row's count.
 */
export async function recordStaffAccess(
  db: Db,
  actor: SessionUser,
  access: StaffAccess,
  now: Date,
): Promise<void> {
  const role = staffRoleOf(actor);
  if (!role) return;
  const ids = [...new Set(access.studentIds)].filter((id) => id !== actor.row.id);
  if (ids.length === 0) return;
  const hkDay = hkDateString(now);
  await db
    .insert(staffAccessLog)
    .values(
      ids.map((studentId) => ({
        studentId,
        staffId: actor.row.id,
        staffRole: role,
        area: access.area,
        action: access.action,
        hkDay,
        firstAt: now,
        lastAt: now,
      })),
    )
    .onConflictDoUpdate({
      target: [
        staffAccessLog.studentId,
        staffAccessLog.staffId,
        staffAccessLog.area,
        staffAccessLog.action,
        staffAccessLog.hkDay,
      ],
      set: { lastAt: now, times: sql`${staffAccessLog.times} + 1`, staffRole: role },
    });
}
