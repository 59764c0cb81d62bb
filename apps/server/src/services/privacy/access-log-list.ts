import { type DbOrTx, schema } from '@waypoint/db';
import type { StaffAccessAction, StaffAccessArea, StaffAccessRole } from '@waypoint/domain';
import { desc, eq } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';

const { staffAccessLog, users } = schema;

export const ACCESS_LOG_PAGE_SIZE = 50;

export interface AccessLogEntry {
  id: number;
  /** Null once the staff member's account is gone: the entry stays with its role and times. */
  staff: { id: string; fullName: string; chineseName: string | null } | null;
  staffRole: StaffAccessRole;
  area: StaffAccessArea;
  action: StaffAccessAction;
  /** The Hong Kong day the row counts ('YYYY-MM-DD'). */
  hkDay: string;
  firstAt: string;
  lastAt: string;
  times: number;
}

export interface AccessLogPage {
  items: AccessLogEntry[];
  /** Pass as `cursor` for the next page; null at the end. */
  nextCursor: number | null;
}

/**
 * Who opened or changed one person's data (docs/privacy.md "Who looked (DPP4)"), newest first: each row is
 * one staff member, area and action on one Hong Kong day, with the first and last time and how many times.
 * Read by the person themselves and by admins; never the content, which the record does not hold.
 */
export async function listAccessLog(
  db: DbOrTx,
  { studentId, offset, limit = ACCESS_LOG_PAGE_SIZE }: { studentId: string; offset: number; limit?: number },
): Promise<AccessLogPage> {
  const staff = alias(users, 'staff');
  const rows = await db
    .select({
      id: staffAccessLog.id,
      staffId: staff.id,
      staffName: staff.fullName,
      staffChineseName: staff.chineseName,
      staffRole: staffAccessLog.staffRole,
      area: staffAccessLog.area,
      action: staffAccessLog.action,
      hkDay: staffAccessLog.hkDay,
      firstAt: staffAccessLog.firstAt,
      lastAt: staffAccessLog.lastAt,
      times: staffAccessLog.times,
    })
    .from(staffAccessLog)
    .leftJoin(staff, eq(staff.id, staffAccessLog.staffId))
    .where(eq(staffAccessLog.studentId, studentId))
    .orderBy(desc(staffAccessLog.lastAt), desc(staffAccessLog.id))
    .limit(limit + 1)
    .offset(offset);
  const page = rows.slice(0, limit);
  return {
    items: page.map((r) => ({
      id: r.id,
      staff: r.staffId
        ? { id: r.staffId, fullName: r.staffName ?? '', chineseName: r.staffChineseName }
        : null,
      staffRole: r.staffRole as StaffAccessRole,
      area: r.area as StaffAccessArea,
      action: r.action as StaffAccessAction,
      hkDay: r.hkDay,
      firstAt: r.firstAt.toISOString(),
      lastAt: r.lastAt.toISOString(),
      times: r.times,
    })),
    nextCursor: rows.length > limit ? offset + limit : null,
  };
}
