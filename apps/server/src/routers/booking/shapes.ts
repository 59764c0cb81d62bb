import {
  BOOKING_YEAR_OF_STUDY_OPTIONS,
  BOOKING_TEXT_LIMITS as LIMIT,
  SLOT_MAX_MINUTES,
  SLOT_MIN_MINUTES,
} from '@waypoint/domain';
import { z } from 'zod';
import { calendarDate } from '../../trpc/inputs.ts';

// Inputs and outputs of the booking router; messages are server locale keys.

export const bookingId = z.uuid({ message: 'booking.errors.bookingNotFound' });
const itemId = z.uuid({ message: 'booking.errors.itemNotFound' });
const slotId = z.uuid({ message: 'booking.errors.slotNotFound' });
// A day that exists: 2026-02-30 is refused here, not by PostgreSQL with a 500.
const hkDate = calendarDate('booking.errors.dateRequired');
const hhmm = z.string().regex(/^([01]\d|2[0-3]):[0-5]\d$/, 'booking.errors.timeRequired');
const text = (max: number) => z.string().max(max, 'booking.errors.tooLong');

export const bookingItem = z.object({
  id: z.string(),
  title: z.string(),
  titleChi: z.string().nullable(),
  durationMinutes: z.number().int(),
  startTime: z.string().nullable(),
  endTime: z.string().nullable(),
  targetUserType: z.string(),
  staffName: z.string().nullable(),
  dateTimeForm: z.boolean(),
  isActive: z.boolean(),
});

export const bookingSlot = z.object({
  id: z.string(),
  startTime: z.string(),
  endTime: z.string(),
  durationMinutes: z.number().int(),
  staffName: z.string().nullable(),
});

export const bookingDataInput = z.object({ staffName: text(100).nullish() }).optional();
export const bookingData = z.object({
  bookingItems: z.array(bookingItem),
  bookingSlots: z.array(bookingSlot),
  reservedDates: z.array(z.string()),
});

export const newBookingInput = z.object({
  bookingItemId: itemId,
  bookingSlotId: slotId.nullish(),
  targetDate: hkDate.nullish(),
  targetStartTime1: hhmm.nullish(),
  targetEndTime1: hhmm.nullish(),
  targetStartTime2: hhmm.nullish(),
  targetEndTime2: hhmm.nullish(),
  fullName: text(LIMIT.fullName),
  preferredName: text(LIMIT.preferredName).nullish(),
  email: text(LIMIT.email),
  phone: text(LIMIT.phone),
  yearOfStudy: z
    .enum(BOOKING_YEAR_OF_STUDY_OPTIONS, { message: 'booking.errors.yearOfStudyRequired' })
    .nullish(),
  schoolName: text(LIMIT.schoolName).nullish(),
  schoolRoles: text(LIMIT.schoolRoles).nullish(),
  remarks: text(LIMIT.remarks).nullish(),
});

export const bookingResult = z.object({
  result: z.enum(['success', 'pending', 'slotTaken']),
  bookingId: z.string().nullable(),
});

export const bookingRow = z.object({
  id: z.string(),
  status: z.string(),
  itemTitle: z.string(),
  itemTitleChi: z.string().nullable(),
  fullName: z.string(),
  preferredName: z.string().nullable(),
  email: z.string(),
  phone: z.string(),
  yearOfStudy: z.string().nullable(),
  schoolName: z.string().nullable(),
  schoolId: z.string().nullable(),
  schoolRoles: z.string().nullable(),
  remarks: z.string().nullable(),
  slotStart: z.string().nullable(),
  slotEnd: z.string().nullable(),
  targetDate: z.string().nullable(),
  targetStartTime1: z.string().nullable(),
  targetEndTime1: z.string().nullable(),
  createdAt: z.string(),
});

export const listBookingsInput = z
  .object({ status: z.enum(['pending', 'confirmed', 'cancelled']).optional() })
  .optional();

export const setStatusInput = z.object({ bookingId, status: z.enum(['confirmed', 'cancelled']) });

const isoInstant = z.iso.datetime({ offset: true, message: 'booking.errors.timeRequired' });
const duration = z
  .number()
  .int('booking.errors.durationInvalid')
  .min(SLOT_MIN_MINUTES, 'booking.errors.durationInvalid')
  .max(SLOT_MAX_MINUTES, 'booking.errors.durationInvalid');

export const itemInput = z.object({
  id: itemId.optional(),
  title: z.string().trim().min(1, 'booking.errors.titleRequired').max(200, 'booking.errors.tooLong'),
  titleChi: text(200).nullish(),
  durationMinutes: duration,
  startTime: isoInstant.nullish(),
  endTime: isoInstant.nullish(),
  targetUserType: z.enum(['Student', 'Teacher']),
  staffName: text(100).nullish(),
  dateTimeForm: z.boolean(),
  isActive: z.boolean(),
});

export const createSlotsInput = z.object({
  startTimes: z.array(isoInstant).min(1, 'booking.errors.timeRequired').max(200, 'booking.errors.tooMany'),
  durationMinutes: duration,
  staffName: text(100).nullish(),
});

export const staffSlot = bookingSlot.extend({
  bookingId: z.string().nullable(),
  bookedBy: z.string().nullable(),
});
export const slotIdInput = z.object({ slotId });
export const reservedDateInput = z.object({ date: hkDate, reason: text(200).nullish() });
export const reservedDateRow = z.object({ date: z.string(), reason: z.string().nullable() });
export const icsInput = z.object({ bookingId, t: z.string().min(1).max(100) });
