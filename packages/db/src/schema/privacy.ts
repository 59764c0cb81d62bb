import { bigserial, index, integer, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { users } from './users.ts';

/**
 * Who looked (PDPO DPP4, issue 23 item 6): staff (teacher, principal, admin, client) opening or changing a
 * student's data. Who, which area, what and when; never the content. One row per staff member, student,
 * area and action per Hong Kong day (`hkDay`), counting the times, so a teacher paging through a class list
 * all morning leaves one row per student rather than hundreds. Kept for the retention period
 * (`staffAccessRetentionDays`).
 */
export const staffAccessLog = pgTable(
  'staff_access_log',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    studentId: uuid('student_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** Null once the staff member's account is gone; the role and times stay. */
    staffId: uuid('staff_id').references(() => users.id, { onDelete: 'set null' }),
    /** StaffAccessRole: 'teacher' | 'principal' | 'admin' | 'client'. */
    staffRole: text('staff_role').notNull(),
    /** StaffAccessArea: 'plan' | 'grades' | 'slp' | 'profile' | 'cv' | 'export'. */
    area: text('area').notNull(),
    /** StaffAccessAction: 'view' | 'change' | 'export'. */
    action: text('action').notNull(),
    /** 'YYYY-MM-DD' in Hong Kong time. */
    hkDay: text('hk_day').notNull(),
    firstAt: timestamp('first_at', { withTimezone: true }).notNull().defaultNow(),
    lastAt: timestamp('last_at', { withTimezone: true }).notNull().defaultNow(),
    times: integer('times').notNull().default(1),
  },
  (t) => [
    uniqueIndex('staff_access_log_day_key').on(t.studentId, t.staffId, t.area, t.action, t.hkDay),
    index('staff_access_log_student_idx').on(t.studentId, t.lastAt),
    index('staff_access_log_last_idx').on(t.lastAt),
  ],
);
