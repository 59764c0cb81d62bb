import { hkDateString, hkInstant } from '@waypoint/domain';
import { and, eq, gt } from 'drizzle-orm';
import type { DbOrTx } from '../client.ts';
import { bookingItems, bookingSlots, reservedDates } from '../schema/booking.ts';

const DAY = 86_400_000;
const SLOT_TIMES = ['10:00', '10:30', '14:00', '14:30', '16:00'];

/** The Hong Kong calendar date `days` after `now` ('YYYY-MM-DD'). */
function hkDate(now: Date, days: number): string {
  return hkDateString(new Date(now.getTime() + days * DAY));
}

function isWeekday(date: string): boolean {
  const d = new Date(`${date}T00:00:00Z`).getUTCDay();
  return d !== 0 && d !== 6;
}

/**
 * Demo booking: a 30-minute career chat for students with slots on the weekdays of the coming two weeks,
 * a teacher briefing booked by date and time, and one reserved date. Runs at every start; items are made
 * once, and slots again only when no future demo slot is left, so the demo never runs dry.
 */
export async function seedDemoBooking(db: DbOrTx, now: Date): Promise<void> {
  const [existing] = await db
    .select({ id: bookingItems.id })
    .from(bookingItems)
    .where(eq(bookingItems.isDemo, true));
  if (!existing) {
    await db.insert(bookingItems).values([
      {
        title: 'Career chat with a consultant',
        titleChi: '職涯諮詢',
        durationMinutes: 30,
        startTime: now,
        endTime: new Date(now.getTime() + 365 * DAY),
        targetUserType: 'Student',
        isDemo: true,
      },
      {
        title: 'Teacher briefing on JUPAS planning',
        titleChi: '教師簡介會：JUPAS 規劃',
        durationMinutes: 30,
        startTime: now,
        endTime: new Date(now.getTime() + 365 * DAY),
        targetUserType: 'Teacher',
        dateTimeForm: true,
        isDemo: true,
      },
    ]);
  }
  const [future] = await db
    .select({ id: bookingSlots.id })
    .from(bookingSlots)
    .where(and(eq(bookingSlots.isDemo, true), gt(bookingSlots.startTime, now)))
    .limit(1);
  if (future) return;
  const dates = Array.from({ length: 14 }, (_, i) => hkDate(now, i + 1)).filter(isWeekday);
  // The last weekday of the fortnight is closed, to show the date picker skipping it.
  const reserved = dates.pop()!;
  await db
    .insert(reservedDates)
    .values({ date: reserved, reason: 'Staff training day', isDemo: true })
    .onConflictDoNothing({ target: reservedDates.date });
  await db.insert(bookingSlots).values(
    dates.flatMap((date) =>
      SLOT_TIMES.map((time) => {
        const startTime = hkInstant(date, time);
        return {
          startTime,
          endTime: new Date(startTime.getTime() + 30 * 60_000),
          durationMinutes: 30,
          isDemo: true,
        };
      }),
    ),
  );
}
