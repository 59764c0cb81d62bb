import { isHkMobile, normalisePhone } from '../phone.ts';
import { BOOKING_YEAR_OF_STUDY_OPTIONS } from '../school-lists.ts';

export const BOOKING_TARGET_USER_TYPES = ['Student', 'Teacher'] as const;
export type BookingTargetUserType = (typeof BOOKING_TARGET_USER_TYPES)[number];

export const BOOKING_STATUSES = ['pending', 'confirmed', 'cancelled'] as const;
export type BookingStatus = (typeof BOOKING_STATUSES)[number];

/** Spec 1 §4.4: what booking-createNewBooking answers; anything else means the slot is gone. */
export type BookingResult = 'success' | 'pending' | 'slotTaken';

export interface BookingFormValues {
  bookingItemId: string;
  bookingSlotId?: string | null | undefined;
  /** The item-specific date-and-time form: a Hong Kong date and student briefing start and end. */
  targetDate?: string | null | undefined;
  targetStartTime1?: string | null | undefined;
  targetEndTime1?: string | null | undefined;
  fullName: string;
  email: string;
  phone: string;
  yearOfStudy?: string | null | undefined;
  schoolName?: string | null | undefined;
  preferredName?: string | null | undefined;
  schoolRoles?: string | null | undefined;
  remarks?: string | null | undefined;
}

/**
 * The longest each text of the booking form may be, in characters; the server's input schema reads the
 * same numbers. Longer text is refused beside its field with the limit, never cut (issue 24 items 11, 12).
 */
export const BOOKING_TEXT_LIMITS = {
  fullName: 200,
  preferredName: 200,
  email: 320,
  phone: 30,
  schoolName: 200,
  schoolRoles: 200,
  remarks: 2000,
} as const satisfies Partial<Record<keyof BookingFormValues, number>>;

/** The field a message belongs to and the locale key of the message (`booking.errors.*`). */
export type BookingFormErrors = Partial<Record<keyof BookingFormValues | 'slot', string>>;

const EMAIL_RE = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;
const TIME_RE = /^([01]\d|2[0-3]):[0-5]\d$/;

/**
 * Spec 1 §5 booking form: item, a slot (or, in the date-and-time form, a date with both student start
 * and end), full name, a valid e-mail, an 8-digit HK mobile, and year of study for students or school
 * for teachers. Preferred name, remarks and school role are optional. No text may pass BOOKING_TEXT_LIMITS.
 */
export function validateBookingForm(
  values: BookingFormValues,
  opts: { targetUserType: BookingTargetUserType | null; dateTimeForm: boolean },
): BookingFormErrors {
  const errors: BookingFormErrors = {};
  if (!values.bookingItemId) errors.bookingItemId = 'itemRequired';
  if (opts.dateTimeForm) {
    if (!values.targetDate) errors.targetDate = 'dateRequired';
    const s = values.targetStartTime1 ?? '';
    const e = values.targetEndTime1 ?? '';
    if (!TIME_RE.test(s) || !TIME_RE.test(e)) errors.targetStartTime1 = 'timeRequired';
    else if (e <= s) errors.targetEndTime1 = 'endAfterStart';
  } else if (!values.bookingSlotId) errors.slot = 'slotRequired';
  if (!values.fullName.trim()) errors.fullName = 'fullNameRequired';
  if (!EMAIL_RE.test(values.email.trim())) errors.email = 'emailInvalid';
  if (!isHkMobile(normalisePhone(values.phone))) errors.phone = 'phoneInvalid';
  if (opts.targetUserType === 'Teacher') {
    if (!values.schoolName?.trim()) errors.schoolName = 'schoolRequired';
  } else if (!(BOOKING_YEAR_OF_STUDY_OPTIONS as readonly string[]).includes(values.yearOfStudy ?? '')) {
    errors.yearOfStudy = 'yearOfStudyRequired';
  }
  for (const [field, max] of Object.entries(BOOKING_TEXT_LIMITS) as [
    keyof typeof BOOKING_TEXT_LIMITS,
    number,
  ][]) {
    if (!errors[field] && (values[field]?.length ?? 0) > max) errors[field] = 'tooLong';
  }
  return errors;
}
