import { schema } from '@waypoint/db';
import { and, eq, ne } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createBooking } from '../src/services/booking/create-booking.ts';
import { isUniqueViolation } from '../src/services/booking/unique-violation.ts';
import { createTestApp, type TestApp } from './harness.ts';

const { bookingItems, bookingSlots, bookings } = schema;

describe('booking one slot from 200 bookers at once', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ demo: false });
  });
  afterAll(() => t.close());

  it('lets exactly one succeed; the others are told the slot is gone', async () => {
    const now = t.deps.now();
    const [item] = await t.deps.db
      .insert(bookingItems)
      .values({ title: 'Chat', durationMinutes: 30, targetUserType: 'Student' })
      .returning();
    const start = new Date(now.getTime() + 2 * 86_400_000);
    const [slot] = await t.deps.db
      .insert(bookingSlots)
      .values({ startTime: start, endTime: new Date(start.getTime() + 30 * 60_000), durationMinutes: 30 })
      .returning();
    const results = await Promise.all(
      Array.from({ length: 200 }, (_, i) =>
        createBooking(t.deps.db, {
          input: {
            bookingItemId: item!.id,
            bookingSlotId: slot!.id,
            fullName: `Booker ${i}`,
            email: `b${i}@example.com`,
            phone: String(60000000 + i),
            yearOfStudy: 'Year 1',
          },
          booker: null,
          now,
          lang: 'en',
        }),
      ),
    );
    const counts = results.reduce<Record<string, number>>((acc, r) => {
      acc[r.result] = (acc[r.result] ?? 0) + 1;
      return acc;
    }, {});
    expect(counts).toEqual({ success: 1, slotTaken: 199 });
    const held = await t.deps.db
      .select()
      .from(bookings)
      .where(and(eq(bookings.bookingSlotId, slot!.id), ne(bookings.status, 'cancelled')));
    expect(held).toHaveLength(1);
  }, 60_000);

  it('refuses a second active booking of a slot in the database itself', async () => {
    const [b] = await t.deps.db.select().from(bookings).limit(1);
    const error = await t.deps.db
      .insert(bookings)
      .values({ ...b!, id: undefined as unknown as string })
      .then(
        () => null,
        (e: unknown) => e,
      );
    expect(isUniqueViolation(error)).toBe(true);
  });
});
