import { type DbOrTx, schema } from '@waypoint/db';
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

const { staffAccessLog, users } = schema;

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
  /** One area, or several shown together (the /ab3 plan shows the grades too). */
  area: StaffAccessArea | readonly StaffAccessArea[];
  action: StaffAccessAction;
  /** The students whose data was opened or changed; the actor themselves is left out. */
  studentIds: readonly string[];
}

/**
 * Records that a staff member opened or changed students' data (who, area, action, Hong Kong day; never the
 * content). Does nothing for a non-staff actor or for a person's own data. Same staff, student, area and
 * action on the same day adds to one row's count.
 *
 * One statement however many students a list shows: the ids travel as one array parameter (a class list of
 * hundreds stays far from PostgreSQL's parameter limit). Joining `users` drops an id whose account is gone
 * instead of failing on the foreign key, and the fixed row order keeps two overlapping upserts from
 * deadlocking on PostgreSQL. Callers let a failure fail the request: no staff read leaves unrecorded
 * (docs/privacy.md "Who looked (DPP4)").
 */
export async function recordStaffAccess(
  db: DbOrTx,
  actor: SessionUser,
  access: StaffAccess,
  now: Date,
): Promise<void> {
  const role = staffRoleOf(actor);
  if (!role) return;
  const ids = [...new Set(access.studentIds)].filter((id) => id !== actor.row.id);
  if (ids.length === 0) return;
  const areas = [...new Set(typeof access.area === 'string' ? [access.area] : access.area)];
  if (areas.length === 0) return;
  // Ids come from loaded rows; the check keeps a malformed one from breaking the array literal.
  const idArray = `{${ids.filter((id) => /^[0-9a-f-]{36}$/i.test(id)).join(',')}}`;
  const at = now.toISOString();
  const areaRows = sql.join(
    areas.map((area) => sql`(${area})`),
    sql`, `,
  );
  await db.execute(sql`
    insert into ${staffAccessLog}
      (student_id, staff_id, staff_role, area, action, hk_day, first_at, last_at, times)
    select ${users.id}, ${actor.row.id}::uuid, ${role}, a.area, ${access.action}, ${hkDateString(now)},
      ${at}::timestamptz, ${at}::timestamptz, 1
    from ${users} cross join (values ${areaRows}) as a(area)
    where ${users.id} = any(${idArray}::uuid[])
    order by ${users.id}, a.area
    on conflict (student_id, staff_id, area, action, hk_day) do update
      set last_at = greatest(${staffAccessLog.lastAt}, excluded.last_at),
        times = ${staffAccessLog.times} + 1,
        staff_role = excluded.staff_role
  `);
}

interface AccessCtx {
  deps: { db: DbOrTx; now: () => Date };
  user: SessionUser;
}

/** recordStaffAccess for a procedure: its database, its signed-in person, its clock. */
export function recordAccess(ctx: AccessCtx, access: StaffAccess): Promise<void> {
  return recordStaffAccess(ctx.deps.db, ctx.user, access, ctx.deps.now());
}
