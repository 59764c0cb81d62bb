import { type Db, type DbOrTx, schema } from '@waypoint/db';
import { buildIcs, hkInstant } from '@waypoint/domain';
import { and, desc, eq, type SQL } from 'drizzle-orm';
import { randomToken, sha256 } from '../../auth/tokens.ts';
import { type Lang, toLang } from '../../i18n/translate.ts';
import { fail } from '../errors.ts';
import { enqueueBookingMessage } from './booking-messages.ts';

const { bookingItems, bookingSlots, bookings, users } = schema;

export interface BookingRowView {
  id: string;
  status: string;
  itemTitle: string;
  itemTitleChi: string | null;
  fullName: string;
  preferredName: string | null;
  email: string;
  phone: string;
  yearOfStudy: string | null;
  schoolName: string | null;
  schoolId: string | null;
  schoolRoles: string | null;
  remarks: string | null;
  slotStart: string | null;
  slotEnd: string | null;
  targetDate: string | null;
  targetStartTime1: string | null;
  targetEndTime1: string | null;
  createdAt: string;
}

/** Staff list: admins see every booking, an active teacher only their school's. Newest first. */
export async function listBookings(
  db: DbOrTx,
  { schoolId, status }: { schoolId: string | 'all'; status?: string | undefined },
): Promise<BookingRowView[]> {
  const where: (SQL | undefined)[] = [status ? eq(bookings.status, status) : undefined];
  if (schoolId !== 'all') where.push(eq(bookings.schoolId, schoolId));
  const rows = await db
    .select({
      b: bookings,
      title: bookingItems.title,
      titleChi: bookingItems.titleChi,
      slotStart: bookingSlots.startTime,
      slotEnd: bookingSlots.endTime,
    })
    .from(bookings)
    .innerJoin(bookingItems, eq(bookingItems.id, bookings.bookingItemId))
    .leftJoin(bookingSlots, eq(bookingSlots.id, bookings.bookingSlotId))
    .where(and(...where))
    .orderBy(desc(bookings.createdAt))
    .limit(500);
  return rows.map(({ b, title, titleChi, slotStart, slotEnd }) => ({
    id: b.id,
    status: b.status,
    itemTitle: title,
    itemTitleChi: titleChi,
    fullName: b.fullName,
    preferredName: b.preferredName,
    email: b.email,
    phone: b.phone,
    yearOfStudy: b.yearOfStudy,
    schoolName: b.schoolName,
    schoolId: b.schoolId,
    schoolRoles: b.schoolRoles,
    remarks: b.remarks,
    slotStart: slotStart?.toISOString() ?? null,
    slotEnd: slotEnd?.toISOString() ?? null,
    targetDate: b.targetDate,
    targetStartTime1: b.targetStartTime1,
    targetEndTime1: b.targetEndTime1,
    createdAt: b.createdAt.toISOString(),
  }));
}

export async function loadBookingSchool(
  db: DbOrTx,
  bookingId: string,
): Promise<{ schoolId: string | null } | null> {
  const [row] = await db
    .select({ schoolId: bookings.schoolId })
    .from(bookings)
    .where(eq(bookings.id, bookingId));
  return row ?? null;
}

/**
 * Staff move a booking: pending → confirmed, pending or confirmed → cancelled (which frees the slot).
 * The booker hears of each change on WhatsApp; a confirmation carries a fresh calendar link whose token
 * is stored only as its SHA-256.
 */
export async function setBookingStatus(
  db: Db,
  {
    bookingId,
    status,
    now,
    publicUrl,
  }: { bookingId: string; status: 'confirmed' | 'cancelled'; now: Date; publicUrl: string },
): Promise<{ status: string; outboxMessageId: number }> {
  return db.transaction(async (tx) => {
    const [row] = await tx.select().from(bookings).where(eq(bookings.id, bookingId)).for('update');
    if (!row) fail('NOT_FOUND', 'booking.errors.bookingNotFound');
    const allowed = status === 'confirmed' ? row.status === 'pending' : row.status !== 'cancelled';
    if (!allowed) fail('CONFLICT', 'booking.errors.statusChangeNotAllowed');
    let icsUrl: string | undefined;
    let icsTokenHash = row.icsTokenHash;
    if (status === 'confirmed') {
      const token = randomToken();
      icsTokenHash = sha256(token);
      icsUrl = `${publicUrl}/booking/calendar/${row.id}?t=${token}`;
    }
    const [updated] = await tx
      .update(bookings)
      .set({ status, icsTokenHash, updatedAt: now })
      .where(eq(bookings.id, bookingId))
      .returning();
    const [item] = await tx.select().from(bookingItems).where(eq(bookingItems.id, row.bookingItemId));
    const [slot] = row.bookingSlotId
      ? await tx.select().from(bookingSlots).where(eq(bookingSlots.id, row.bookingSlotId))
      : [];
    // The language they booked in; failing that, their account's.
    const [booker] = row.userId
      ? await tx.select({ lang: users.preferredLang }).from(users).where(eq(users.id, row.userId))
      : [];
    const lang: Lang | null = toLang(row.lang) ?? toLang(booker?.lang);
    const outboxMessageId = await enqueueBookingMessage(tx, {
      kind: status,
      booking: updated!,
      item: item!,
      slot: slot ?? null,
      ...(lang ? { lang } : {}),
      ...(icsUrl ? { icsUrl } : {}),
    });
    return { status, outboxMessageId };
  });
}

/** The confirmed booking's calendar file, for whoever holds the link from the confirmation message. */
export async function bookingIcsFile(
  db: DbOrTx,
  { bookingId, token, now }: { bookingId: string; token: string; now: Date },
): Promise<string | null> {
  const [row] = await db
    .select({
      b: bookings,
      title: bookingItems.title,
      start: bookingSlots.startTime,
      end: bookingSlots.endTime,
    })
    .from(bookings)
    .innerJoin(bookingItems, eq(bookingItems.id, bookings.bookingItemId))
    .leftJoin(bookingSlots, eq(bookingSlots.id, bookings.bookingSlotId))
    .where(and(eq(bookings.id, bookingId), eq(bookings.status, 'confirmed')));
  if (!row?.b.icsTokenHash || row.b.icsTokenHash !== sha256(token)) return null;
  let start = row.start;
  let end = row.end;
  if (!start && row.b.targetDate && row.b.targetStartTime1 && row.b.targetEndTime1) {
    start = hkInstant(row.b.targetDate, row.b.targetStartTime1);
    end = hkInstant(row.b.targetDate, row.b.targetEndTime1);
  }
  if (!start || !end) return null;
  // The events builder: one writer of calendar files, with the line folding RFC 5545 requires.
  return buildIcs({ uid: `${row.b.id}@waypoint`, title: row.title, startTime: start, endTime: end }, now);
}
