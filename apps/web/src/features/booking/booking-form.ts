import type { inferInput, inferOutput } from '@trpc/tanstack-react-query';
import {
  type BookingFormErrors,
  type BookingTargetUserType,
  hkDateString,
  isBookableDate,
  slotsForItem,
  validateBookingForm,
} from '@waypoint/domain';
import type { Api, User } from '@/shared/api';

export type BookingData = inferOutput<Api['booking']['getBookingData']>;
export type BookingItem = BookingData['bookingItems'][number];
export type BookingSlot = BookingData['bookingSlots'][number];
export type NewBookingInput = inferInput<Api['booking']['createNewBooking']>;

export interface BookingValues {
  bookingItemId: string;
  bookingSlotId: string;
  targetDate: string | null;
  targetStartTime1: string;
  targetEndTime1: string;
  targetStartTime2: string;
  targetEndTime2: string;
  fullName: string;
  preferredName: string;
  email: string;
  phone: string;
  yearOfStudy: string | null;
  schoolName: string;
  schoolRoles: string;
  remarks: string;
}

/** A signed-in booker's details are filled in from their account. */
export function initialBookingValues(user: User | null, itemId: string | undefined): BookingValues {
  return {
    bookingItemId: itemId ?? '',
    bookingSlotId: '',
    targetDate: null,
    targetStartTime1: '',
    targetEndTime1: '',
    targetStartTime2: '',
    targetEndTime2: '',
    fullName: user?.fullName ?? '',
    preferredName: user?.preferredName ?? '',
    email: user?.email ?? '',
    phone: user?.phone ?? '',
    yearOfStudy: user?.yearOfStudy ?? null,
    schoolName: user?.school?.name ?? '',
    schoolRoles: user?.teacher?.schoolRoles.join(' , ') ?? '',
    remarks: '',
  };
}

function toDates<T extends { startTime: string | null; endTime: string | null }>(x: T) {
  return {
    startTime: x.startTime ? new Date(x.startTime) : null,
    endTime: x.endTime ? new Date(x.endTime) : null,
  };
}

/**
 * The items offered to this person: students see student items, teachers teacher items; visitors and
 * admins see all (a visitor may be either).
 */
export function itemsFor(items: BookingItem[], user: User | null): BookingItem[] {
  if (!user || user.isAdmin) return items;
  const type = user.isTeacher ? 'Teacher' : 'Student';
  return items.filter((i) => i.targetUserType === type);
}

/** The slots a booker may pick for the item now (spec 1 §5), earliest first. */
export function itemSlots(data: BookingData, item: BookingItem | undefined, now: Date): BookingSlot[] {
  if (!item || item.dateTimeForm) return [];
  const window = { durationMinutes: item.durationMinutes, ...toDates(item) };
  return slotsForItem(
    data.bookingSlots.map((s) => ({
      ...s,
      startTime: new Date(s.startTime),
      endTime: new Date(s.endTime),
      raw: s,
    })),
    window,
    now,
  ).map((s) => s.raw);
}

/** The date picker's excluded days (spec 1 §5): `date` is 'YYYY-MM-DD'. */
export function dateExcluded(
  data: BookingData,
  item: BookingItem | undefined,
  date: string,
  now: Date,
): boolean {
  if (!item) return true;
  return !isBookableDate(date.slice(0, 10), { ...toDates(item), reservedDates: data.reservedDates }, now);
}

/** Slots grouped by their Hong Kong date, in order. */
export function slotsByDate(slots: BookingSlot[]): [string, BookingSlot[]][] {
  const groups = new Map<string, BookingSlot[]>();
  for (const s of slots) {
    const d = hkDateString(new Date(s.startTime));
    groups.set(d, [...(groups.get(d) ?? []), s]);
  }
  return [...groups.entries()];
}

export function bookingErrors(values: BookingValues, item: BookingItem | undefined): BookingFormErrors {
  return validateBookingForm(values, {
    targetUserType: (item?.targetUserType as BookingTargetUserType | undefined) ?? null,
    dateTimeForm: item?.dateTimeForm ?? false,
  });
}

export function toBookingInput(values: BookingValues, item: BookingItem): NewBookingInput {
  const opt = (s: string) => s.trim() || null;
  const isTeacher = item.targetUserType === 'Teacher';
  return {
    bookingItemId: item.id,
    bookingSlotId: item.dateTimeForm ? null : values.bookingSlotId,
    targetDate: item.dateTimeForm ? values.targetDate : null,
    targetStartTime1: item.dateTimeForm ? values.targetStartTime1 : null,
    targetEndTime1: item.dateTimeForm ? values.targetEndTime1 : null,
    targetStartTime2: item.dateTimeForm ? opt(values.targetStartTime2) : null,
    targetEndTime2: item.dateTimeForm ? opt(values.targetEndTime2) : null,
    fullName: values.fullName,
    preferredName: opt(values.preferredName),
    email: values.email,
    phone: values.phone,
    yearOfStudy: isTeacher ? null : (values.yearOfStudy as NewBookingInput['yearOfStudy']),
    schoolName: opt(values.schoolName),
    schoolRoles: isTeacher ? opt(values.schoolRoles) : null,
    remarks: opt(values.remarks),
  };
}
