import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  date,
  index,
  integer,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { schools } from './schools.ts';
import { users } from './users.ts';

/**
 * Spec 1 §3 Booking item: what can be booked ('Career chat', 'Teacher briefing'), for whom, how long,
 * between which instants. `staffName` narrows `/booking/:itemId/:staffName` to one staff member's items;
 * `dateTimeForm` marks items booked with a date and start/end times instead of a slot.
 */
export const bookingItems = pgTable(
  'booking_items',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    title: text('title').notNull(),
    titleChi: text('title_chi'),
    durationMinutes: integer('duration_minutes').notNull(),
    startTime: timestamp('start_time', { withTimezone: true }),
    endTime: timestamp('end_time', { withTimezone: true }),
    /** 'Student' or 'Teacher'. */
    targetUserType: text('target_user_type').notNull().default('Student'),
    staffName: text('staff_name'),
    dateTimeForm: boolean('date_time_form').notNull().default(false),
    isActive: boolean('is_active').notNull().default(true),
    isDemo: boolean('is_demo').notNull().default(false),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    check('booking_items_duration_check', sql`${t.durationMinutes} between 5 and 480`),
    check(
      'booking_items_window_check',
      sql`${t.endTime} is null or ${t.startTime} is null or ${t.endTime} > ${t.startTime}`,
    ),
  ],
);

/** Spec 1 §3 Booking slot: a time staff offer; shown for the items whose duration and window it fits. */
export const bookingSlots = pgTable(
  'booking_slots',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    startTime: timestamp('start_time', { withTimezone: true }).notNull(),
    endTime: timestamp('end_time', { withTimezone: true }).notNull(),
    durationMinutes: integer('duration_minutes').notNull(),
    staffName: text('staff_name'),
    isDemo: boolean('is_demo').notNull().default(false),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('booking_slots_start_idx').on(t.startTime),
    check('booking_slots_time_check', sql`${t.endTime} > ${t.startTime}`),
  ],
);

/** Spec 1 §3 reservedDates: Hong Kong dates on which nothing can be booked. */
export const reservedDates = pgTable('reserved_dates', {
  date: date('date', { mode: 'string' }).primaryKey(),
  reason: text('reason'),
  createdBy: uuid('created_by').references(() => users.id, { onDelete: 'set null' }),
  isDemo: boolean('is_demo').notNull().default(false),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});

/**
 * Spec 1 §3 Booking. A slot is never booked twice: the partial unique index admits one booking per slot
 * that is not cancelled, so two racing bookers cannot both commit, whatever the application does.
 * `status`: 'pending' (staff to confirm), 'confirmed', 'cancelled'.
 */
export const bookings = pgTable(
  'bookings',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    bookingItemId: uuid('booking_item_id')
      .notNull()
      .references(() => bookingItems.id, { onDelete: 'restrict' }),
    bookingSlotId: uuid('booking_slot_id').references(() => bookingSlots.id, { onDelete: 'restrict' }),
    userId: uuid('user_id').references(() => users.id, { onDelete: 'set null' }),
    status: text('status').notNull().default('pending'),
    fullName: text('full_name').notNull(),
    preferredName: text('preferred_name'),
    email: text('email').notNull(),
    phone: text('phone').notNull(),
    yearOfStudy: text('year_of_study'),
    remarks: text('remarks'),
    schoolName: text('school_name'),
    schoolId: text('school_id').references(() => schools.id, { onDelete: 'set null' }),
    schoolRoles: text('school_roles'),
    waGroupId: text('wa_group_id'),
    /** The language the booker used, so staff changes reach them in it. */
    lang: text('lang'),
    targetDate: date('target_date', { mode: 'string' }),
    targetStartTime1: text('target_start_time_1'),
    targetEndTime1: text('target_end_time_1'),
    targetStartTime2: text('target_start_time_2'),
    targetEndTime2: text('target_end_time_2'),
    /** SHA-256 of the token in the booker's calendar link; the link opens only this booking's .ics. */
    icsTokenHash: text('ics_token_hash'),
    isDemo: boolean('is_demo').notNull().default(false),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('bookings_one_per_slot_idx')
      .on(t.bookingSlotId)
      .where(sql`${t.bookingSlotId} is not null and ${t.status} <> 'cancelled'`),
    index('bookings_user_idx').on(t.userId),
    index('bookings_status_idx').on(t.status, t.createdAt),
    check('bookings_status_check', sql`${t.status} in ('pending', 'confirmed', 'cancelled')`),
  ],
);
