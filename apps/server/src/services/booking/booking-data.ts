import { type DbOrTx, schema } from '@waypoint/db';
import { hkDateString } from '@waypoint/domain';
import { and, asc, eq, gt, gte, isNull, ne, or } from 'drizzle-orm';

const { bookingItems, bookingSlots, bookings, reservedDates } = schema;

export interface BookingItemView {
  id: string;
  title: string;
  titleChi: string | null;
  durationMinutes: number;
  startTime: string | null;
  endTime: string | null;
  targetUserType: string;
  staffName: string | null;
  dateTimeForm: boolean;
  isActive: boolean;
}

export interface BookingSlotView {
  id: string;
  startTime: string;
  endTime: string;
  durationMinutes: number;
  staffName: string | null;
}

export function itemView(r: typeof bookingItems.$inferSelect): BookingItemView {
  return {
    id: r.id,
    title: r.title,
    titleChi: r.titleChi,
    durationMinutes: r.durationMinutes,
    startTime: r.startTime?.toISOString() ?? null,
    endTime: r.endTime?.toISOString() ?? null,
    targetUserType: r.targetUserType,
    staffName: r.staffName,
    dateTimeForm: r.dateTimeForm,
    isActive: r.isActive,
  };
}

export async function loadReservedDates(db: DbOrTx, fromDate: string): Promise<string[]> {
  const rows = await db
    .select({ date: reservedDates.date })
    .from(reservedDates)
    .where(gte(reservedDates.date, fromDate))
    .orderBy(asc(reservedDates.date));
  return rows.map((r) => r.date);
}

/**
 * Spec booking-getBookingData: the active items (one staff member's when `staffName` is given), the
 * future slots nobody holds, and the reserved dates from today. Which slot fits which item is the
 * domain's `slotsForItem`, applied by the page and re-checked on booking.
 */
export async function loadBookingData(
  db: DbOrTx,
  { staffName, now }: { staffName: string | null; now: Date },
): Promise<{ bookingItems: BookingItemView[]; bookingSlots: BookingSlotView[]; reservedDates: string[] }> {
  const items = await db
    .select()
    .from(bookingItems)
    .where(
      and(
        eq(bookingItems.isActive, true),
        staffName ? eq(bookingItems.staffName, staffName) : undefined,
        or(isNull(bookingItems.endTime), gt(bookingItems.endTime, now)),
      ),
    )
    .orderBy(asc(bookingItems.title));
  const slots = await db
    .select({
      id: bookingSlots.id,
      startTime: bookingSlots.startTime,
      endTime: bookingSlots.endTime,
      durationMinutes: bookingSlots.durationMinutes,
      staffName: bookingSlots.staffName,
    })
    .from(bookingSlots)
    .leftJoin(bookings, and(eq(bookings.bookingSlotId, bookingSlots.id), ne(bookings.status, 'cancelled')))
    .where(
      and(
        gt(bookingSlots.startTime, now),
        isNull(bookings.id),
        staffName ? eq(bookingSlots.staffName, staffName) : undefined,
      ),
    )
    .orderBy(asc(bookingSlots.startTime));
  const reserved = await loadReservedDates(db, hkDateString(now));
  const closed = new Set(reserved);
  return {
    bookingItems: items.map(itemView),
    bookingSlots: slots
      .filter((s) => !closed.has(hkDateString(s.startTime)))
      .map((s) => ({
        id: s.id,
        startTime: s.startTime.toISOString(),
        endTime: s.endTime.toISOString(),
        durationMinutes: s.durationMinutes,
        staffName: s.staffName,
      })),
    reservedDates: reserved,
  };
}
