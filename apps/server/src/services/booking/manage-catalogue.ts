import { type Db, schema } from '@waypoint/db';
import { slotEnd } from '@waypoint/domain';
import { and, asc, eq, gt, gte, ne } from 'drizzle-orm';
import { fail } from '../errors.ts';
import { type BookingItemView, itemView } from './booking-data.ts';

const { bookingItems, bookingSlots, bookings, reservedDates } = schema;

export interface ItemInput {
  id?: string | undefined;
  title: string;
  titleChi?: string | null | undefined;
  durationMinutes: number;
  startTime?: string | null | undefined;
  endTime?: string | null | undefined;
  targetUserType: 'Student' | 'Teacher';
  staffName?: string | null | undefined;
  dateTimeForm: boolean;
  isActive: boolean;
}

/** Every item, active or not, for the staff page. */
export async function listAllItems(db: Db): Promise<BookingItemView[]> {
  return (await db.select().from(bookingItems).orderBy(asc(bookingItems.title))).map(itemView);
}

export async function upsertItem(
  db: Db,
  { input, now }: { input: ItemInput; now: Date },
): Promise<BookingItemView> {
  const startTime = input.startTime ? new Date(input.startTime) : null;
  const endTime = input.endTime ? new Date(input.endTime) : null;
  if (startTime && endTime && endTime <= startTime) fail('BAD_REQUEST', 'booking.errors.windowInvalid');
  const values = {
    title: input.title.trim(),
    titleChi: input.titleChi?.trim() || null,
    durationMinutes: input.durationMinutes,
    startTime,
    endTime,
    targetUserType: input.targetUserType,
    staffName: input.staffName?.trim() || null,
    dateTimeForm: input.dateTimeForm,
    isActive: input.isActive,
    updatedAt: now,
  };
  if (input.id) {
    const [row] = await db.update(bookingItems).set(values).where(eq(bookingItems.id, input.id)).returning();
    if (!row) fail('NOT_FOUND', 'booking.errors.itemNotFound');
    return itemView(row);
  }
  const [row] = await db
    .insert(bookingItems)
    .values({ ...values, createdAt: now })
    .returning();
  return itemView(row!);
}

/** Future slots with who holds them, for the staff page. */
export async function listStaffSlots(db: Db, now: Date) {
  const rows = await db
    .select({ s: bookingSlots, bookingId: bookings.id, bookedBy: bookings.fullName })
    .from(bookingSlots)
    .leftJoin(bookings, and(eq(bookings.bookingSlotId, bookingSlots.id), ne(bookings.status, 'cancelled')))
    .where(gt(bookingSlots.endTime, now))
    .orderBy(asc(bookingSlots.startTime))
    .limit(1000);
  return rows.map(({ s, bookingId, bookedBy }) => ({
    id: s.id,
    startTime: s.startTime.toISOString(),
    endTime: s.endTime.toISOString(),
    durationMinutes: s.durationMinutes,
    staffName: s.staffName,
    bookingId,
    bookedBy,
  }));
}

/** Slots are offered one per start time; the end is start plus the duration. */
export async function createSlots(
  db: Db,
  {
    startTimes,
    durationMinutes,
    staffName,
    now,
  }: { startTimes: string[]; durationMinutes: number; staffName: string | null; now: Date },
): Promise<number> {
  const starts = startTimes.map((s) => new Date(s));
  if (starts.some((s) => s.getTime() <= now.getTime())) fail('BAD_REQUEST', 'booking.errors.slotInPast');
  const rows = await db
    .insert(bookingSlots)
    .values(
      starts.map((s) => ({
        startTime: s,
        endTime: slotEnd(s, durationMinutes),
        durationMinutes,
        staffName,
        createdAt: now,
      })),
    )
    .returning({ id: bookingSlots.id });
  return rows.length;
}

/** A slot someone holds is not deleted: staff cancel the booking first. */
export async function deleteSlot(db: Db, slotId: string): Promise<void> {
  await db.transaction(async (tx) => {
    const [held] = await tx
      .select({ id: bookings.id })
      .from(bookings)
      .where(eq(bookings.bookingSlotId, slotId))
      .limit(1);
    if (held) fail('CONFLICT', 'booking.errors.slotHasBooking');
    const gone = await tx
      .delete(bookingSlots)
      .where(eq(bookingSlots.id, slotId))
      .returning({ id: bookingSlots.id });
    if (gone.length === 0) fail('NOT_FOUND', 'booking.errors.slotNotFound');
  });
}

export async function addReservedDate(
  db: Db,
  { date, reason, createdBy, now }: { date: string; reason: string | null; createdBy: string; now: Date },
): Promise<void> {
  await db
    .insert(reservedDates)
    .values({ date, reason, createdBy, createdAt: now })
    .onConflictDoUpdate({ target: reservedDates.date, set: { reason } });
}

export async function removeReservedDate(db: Db, date: string): Promise<void> {
  await db.delete(reservedDates).where(eq(reservedDates.date, date));
}

export async function listReservedDates(db: Db, fromDate: string) {
  return db
    .select({ date: reservedDates.date, reason: reservedDates.reason })
    .from(reservedDates)
    .where(gte(reservedDates.date, fromDate))
    .orderBy(asc(reservedDates.date));
}
