import { type Db, schema } from '@waypoint/db';
import {
  BOOKING_TEXT_LIMITS,
  type BookingFormValues,
  type BookingResult,
  type BookingTargetUserType,
  hkDateString,
  isBookableDate,
  isSlotForItem,
  isSlotOpen,
  normalisePhone,
  validateBookingForm,
} from '@waypoint/domain';
import { eq } from 'drizzle-orm';
import { type Lang, translate } from '../../i18n/translate.ts';
import { fail } from '../errors.ts';
import { loadReservedDates } from './booking-data.ts';
import { enqueueBookingMessage } from './booking-messages.ts';
import { isUniqueViolation } from './unique-violation.ts';

const { bookingItems, bookingSlots, bookings } = schema;

export interface NewBooking extends BookingFormValues {
  preferredName?: string | null | undefined;
  remarks?: string | null | undefined;
  schoolRoles?: string | null | undefined;
  targetStartTime2?: string | null | undefined;
  targetEndTime2?: string | null | undefined;
}

export interface Booker {
  userId: string;
  schoolId: string | null;
  waGroupId: string | null;
}

/**
 * Spec booking-createNewBooking. A slot booking answers 'success' (the slot is held; staff confirm it),
 * a date-and-time booking answers 'pending' (staff will follow up), and a slot that is gone, closed or no
 * longer fits the item answers 'slotTaken'. The partial unique index on bookings is what makes the slot
 * single-use: of any number of racing bookers exactly one insert commits.
 */
export async function createBooking(
  db: Db,
  { input, booker, now, lang }: { input: NewBooking; booker: Booker | null; now: Date; lang: Lang },
): Promise<{ result: BookingResult; bookingId: string | null }> {
  const [item] = await db.select().from(bookingItems).where(eq(bookingItems.id, input.bookingItemId));
  if (!item?.isActive) fail('NOT_FOUND', 'booking.errors.itemNotFound');
  const errors = validateBookingForm(input, {
    targetUserType: item.targetUserType as BookingTargetUserType,
    dateTimeForm: item.dateTimeForm,
  });
  const [field, first] = Object.entries(errors)[0] ?? [];
  if (field && first) {
    const max = BOOKING_TEXT_LIMITS[field as keyof typeof BOOKING_TEXT_LIMITS] ?? 0;
    fail('BAD_REQUEST', `booking.errors.${first}`, {
      vars: { field: translate(lang, `fields.${field}`), max: max.toLocaleString('en') },
    });
  }

  try {
    return await db.transaction(async (tx) => {
      let slot: typeof bookingSlots.$inferSelect | null = null;
      const reserved = await loadReservedDates(tx, hkDateString(now));
      if (item.dateTimeForm) {
        const window = { startTime: item.startTime, endTime: item.endTime, reservedDates: reserved };
        if (!isBookableDate(input.targetDate ?? '', window, now))
          fail('BAD_REQUEST', 'booking.errors.dateNotBookable');
      } else {
        [slot] = (await tx.select().from(bookingSlots).where(eq(bookingSlots.id, input.bookingSlotId!))) as [
          typeof bookingSlots.$inferSelect,
        ];
        if (
          !slot ||
          !isSlotForItem(slot, item) ||
          !isSlotOpen(slot, now) ||
          reserved.includes(hkDateString(slot.startTime))
        )
          return { result: 'slotTaken' as const, bookingId: null };
      }
      const [row] = await tx
        .insert(bookings)
        .values({
          bookingItemId: item.id,
          bookingSlotId: slot?.id ?? null,
          userId: booker?.userId ?? null,
          status: 'pending',
          fullName: input.fullName.trim(),
          preferredName: input.preferredName?.trim() || null,
          email: input.email.trim(),
          phone: normalisePhone(input.phone),
          yearOfStudy: item.targetUserType === 'Teacher' ? null : (input.yearOfStudy ?? null),
          remarks: input.remarks?.trim() || null,
          schoolName: input.schoolName?.trim() || null,
          schoolId: booker?.schoolId ?? null,
          schoolRoles: input.schoolRoles?.trim() || null,
          waGroupId: booker?.waGroupId ?? null,
          lang,
          targetDate: item.dateTimeForm ? input.targetDate! : null,
          targetStartTime1: item.dateTimeForm ? input.targetStartTime1! : null,
          targetEndTime1: item.dateTimeForm ? input.targetEndTime1! : null,
          targetStartTime2: item.dateTimeForm ? input.targetStartTime2 || null : null,
          targetEndTime2: item.dateTimeForm ? input.targetEndTime2 || null : null,
          createdAt: now,
          updatedAt: now,
        })
        .returning();
      await enqueueBookingMessage(tx, {
        kind: slot ? 'received' : 'pending',
        booking: row!,
        item,
        slot,
        lang,
      });
      return { result: slot ? ('success' as const) : ('pending' as const), bookingId: row!.id };
    });
  } catch (e) {
    if (isUniqueViolation(e)) return { result: 'slotTaken', bookingId: null };
    throw e;
  }
}
