import { schema } from '@waypoint/db';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addPerson } from './admission-fixtures.ts';
import { createTestApp, signIn, type TestApp } from './harness.ts';

const { bookings, outboxMessages } = schema;

type Item = { id: string; title: string; durationMinutes: number; dateTimeForm: boolean };
type Slot = { id: string; startTime: string; durationMinutes: number };
type Data = { bookingItems: Item[]; bookingSlots: Slot[]; reservedDates: string[] };
type Result = { result: string; bookingId: string | null };

// Monday 23 Nov 2026, 09:00 in Hong Kong.
const MONDAY = new Date('2026-11-23T01:00:00Z');
const hk = (date: string, time: string) => `${date}T${time}:00+08:00`;

const person = {
  fullName: 'Chan Tai Man',
  email: 'tm@example.com',
  phone: '91000010',
  yearOfStudy: 'Year 2',
};

describe('booking', () => {
  let t: TestApp;
  const cookie: Record<string, string> = {};
  let studentItem: Item;
  let teacherItem: Item;
  let slots: Slot[];

  async function data(): Promise<Data> {
    const res = await t.call<Data>('booking.getBookingData', {});
    expect(res.error).toBeNull();
    return res.data;
  }
  const slotAt = (iso: string) =>
    slots.find((s) => new Date(s.startTime).getTime() === new Date(iso).getTime());

  beforeAll(async () => {
    t = await createTestApp();
    t.clock.now = MONDAY;
    await addPerson(t, { phone: '96000041', schoolId: 'beacon4', roles: 'teacher' });
    for (const phone of ['90000001', '90000003', '91000010', '91000011', '96000041'])
      cookie[phone] = await signIn(t, phone);
    const admin = cookie['90000001'];
    const item = await t.call<Item>(
      'booking.upsertBookingItem',
      {
        title: 'Career chat',
        durationMinutes: 30,
        startTime: hk('2026-11-23', '00:00'),
        endTime: hk('2026-12-04', '18:00'),
        targetUserType: 'Student',
        dateTimeForm: false,
        isActive: true,
      },
      { cookie: admin },
    );
    expect(item.error).toBeNull();
    studentItem = item.data;
    teacherItem = (
      await t.call<Item>(
        'booking.upsertBookingItem',
        {
          title: 'Teacher briefing',
          durationMinutes: 30,
          targetUserType: 'Teacher',
          dateTimeForm: true,
          isActive: true,
        },
        { cookie: admin },
      )
    ).data;
    const created = await t.call<{ created: number }>(
      'booking.createBookingSlots',
      {
        startTimes: [
          hk('2026-11-24', '10:00'),
          hk('2026-11-24', '10:30'),
          hk('2026-11-25', '10:00'),
          hk('2026-11-26', '10:00'), // reserved below
          hk('2026-12-05', '10:00'), // after the item's end
        ],
        durationMinutes: 30,
      },
      { cookie: admin },
    );
    expect(created.data.created).toBe(5);
    await t.call(
      'booking.createBookingSlots',
      { startTimes: [hk('2026-11-24', '11:00')], durationMinutes: 45 },
      { cookie: admin },
    );
    await t.call('booking.addReservedDate', { date: '2026-11-26', reason: 'Training' }, { cookie: admin });
    slots = (await data()).bookingSlots;
  });
  afterAll(() => t.close());

  it('answers items, open slots and reserved dates to anyone, hiding slots on reserved dates', async () => {
    const d = await data();
    expect(d.bookingItems.map((i) => i.title).sort()).toEqual(['Career chat', 'Teacher briefing']);
    expect(d.reservedDates).toEqual(['2026-11-26']);
    expect(d.bookingSlots.map((s) => s.startTime)).toEqual([
      '2026-11-24T02:00:00.000Z',
      '2026-11-24T02:30:00.000Z',
      '2026-11-24T03:00:00.000Z',
      '2026-11-25T02:00:00.000Z',
      '2026-12-05T02:00:00.000Z',
    ]);
  });

  it('books a slot for a signed-in student: success, held pending, WhatsApp queued in the same change', async () => {
    const slot = slotAt(hk('2026-11-24', '10:00'))!;
    const res = await t.call<Result>(
      'booking.createNewBooking',
      { ...person, bookingItemId: studentItem.id, bookingSlotId: slot.id, remarks: 'About nursing' },
      { cookie: cookie['91000010'] },
    );
    expect(res.error).toBeNull();
    expect(res.data.result).toBe('success');
    const [row] = await t.deps.db.select().from(bookings).where(eq(bookings.id, res.data.bookingId!));
    expect(row).toMatchObject({
      status: 'pending',
      schoolId: 'beacon1',
      bookingSlotId: slot.id,
      remarks: 'About nursing',
    });
    const msgs = await t.deps.db.select().from(outboxMessages).where(eq(outboxMessages.channel, 'whatsapp'));
    const msg = msgs.find((m) => (m.meta as { bookingId?: string }).bookingId === row!.id)!;
    expect(msg.recipient).toBe('91000010');
    expect(msg.body).toContain('we have received your booking for Career chat on 24 Nov 2026, 10:00');
    // The slot is no longer offered.
    expect((await data()).bookingSlots.map((s) => s.id)).not.toContain(slot.id);
  });

  it('answers slotTaken for a slot already held, and stores nothing', async () => {
    const slot = slotAt(hk('2026-11-24', '10:00'))!;
    const before = await t.deps.db.select().from(bookings);
    const res = await t.call<Result>(
      'booking.createNewBooking',
      { ...person, phone: '91000011', bookingItemId: studentItem.id, bookingSlotId: slot.id },
      { cookie: cookie['91000011'] },
    );
    expect(res.data).toEqual({ result: 'slotTaken', bookingId: null });
    expect(await t.deps.db.select().from(bookings)).toHaveLength(before.length);
  });

  it.each([
    ['of another duration', hk('2026-11-24', '11:00'), 45],
    ['after the item ends', hk('2026-12-05', '10:00'), 30],
  ])('answers slotTaken for a slot %s', async (_label, at, minutes) => {
    const all = await t.deps.db.select().from(schema.bookingSlots);
    const slot = all.find(
      (s) => s.startTime.getTime() === new Date(at).getTime() && s.durationMinutes === minutes,
    )!;
    const res = await t.call<Result>('booking.createNewBooking', {
      ...person,
      bookingItemId: studentItem.id,
      bookingSlotId: slot.id,
    });
    expect(res.data.result).toBe('slotTaken');
  });

  it('answers slotTaken for a slot on a reserved date', async () => {
    const all = await t.deps.db.select().from(schema.bookingSlots);
    const slot = all.find((s) => s.startTime.getTime() === new Date(hk('2026-11-26', '10:00')).getTime())!;
    const res = await t.call<Result>('booking.createNewBooking', {
      ...person,
      bookingItemId: studentItem.id,
      bookingSlotId: slot.id,
    });
    expect(res.data.result).toBe('slotTaken');
  });

  it.each([
    [{ email: 'not-an-email' }, 'Please enter a valid e-mail address.'],
    [{ phone: '21234567' }, 'Please enter a valid Hong Kong mobile number.'],
    [{ fullName: '  ' }, 'Please enter your full name.'],
    [{ yearOfStudy: null }, 'Please choose your year of study.'],
    [{ bookingSlotId: null }, 'Please choose a timeslot.'],
  ])('refuses an incomplete form %o with a readable message', async (change, message) => {
    const slot = slotAt(hk('2026-11-25', '10:00'))!;
    const before = await t.deps.db.select().from(bookings);
    const res = await t.call('booking.createNewBooking', {
      ...person,
      bookingItemId: studentItem.id,
      bookingSlotId: slot.id,
      ...change,
    });
    expect(res.status).toBe(400);
    expect(res.error?.message).toBe(message);
    expect(await t.deps.db.select().from(bookings)).toHaveLength(before.length);
  });

  it('takes a teacher briefing by date and time as pending, refusing weekends and past dates', async () => {
    const base = {
      bookingItemId: teacherItem.id,
      fullName: 'Ms Wong',
      email: 'wong@example.com',
      phone: '90000003',
      schoolName: 'Beacon College',
      targetStartTime1: '15:00',
      targetEndTime1: '15:30',
    };
    for (const targetDate of ['2026-11-28', '2026-11-20', '2026-11-26']) {
      const bad = await t.call(
        'booking.createNewBooking',
        { ...base, targetDate },
        { cookie: cookie['90000003'] },
      );
      expect(bad.error?.message).toBe('This date cannot be booked. Please choose another weekday.');
    }
    const noSchool = await t.call('booking.createNewBooking', {
      ...base,
      schoolName: '',
      targetDate: '2026-11-27',
    });
    expect(noSchool.error?.message).toBe('Please enter your school.');
    const res = await t.call<Result>(
      'booking.createNewBooking',
      { ...base, targetDate: '2026-11-27' },
      { cookie: cookie['90000003'] },
    );
    expect(res.data.result).toBe('pending');
    const [row] = await t.deps.db.select().from(bookings).where(eq(bookings.id, res.data.bookingId!));
    expect(row).toMatchObject({
      targetDate: '2026-11-27',
      targetStartTime1: '15:00',
      schoolId: 'beacon1',
      yearOfStudy: null,
    });
  });

  it('lets a visitor book without an account', async () => {
    const slot = slotAt(hk('2026-11-24', '10:30'))!;
    const res = await t.call<Result>('booking.createNewBooking', {
      ...person,
      phone: '61234567',
      bookingItemId: studentItem.id,
      bookingSlotId: slot.id,
    });
    expect(res.data.result).toBe('success');
    const [row] = await t.deps.db.select().from(bookings).where(eq(bookings.id, res.data.bookingId!));
    expect(row).toMatchObject({ userId: null, schoolId: null, phone: '61234567' });
  });

  describe('staff side', () => {
    type Row = { id: string; status: string; fullName: string; schoolId: string | null };
    const list = (who: string) => t.call<Row[]>('booking.listStaffBookings', {}, { cookie: cookie[who] });

    it('shows an admin every booking and a teacher only their school’s', async () => {
      const all = await list('90000001');
      expect(all.data.length).toBe(3);
      const mine = await list('90000003');
      expect(mine.data.every((b) => b.schoolId === 'beacon1')).toBe(true);
      expect(mine.data).toHaveLength(2);
      expect((await list('96000041')).data).toEqual([]);
    });

    it('refuses students and visitors', async () => {
      expect((await list('91000010')).status).toBe(403);
      expect((await t.call('booking.listStaffBookings', {})).status).toBe(401);
    });

    it('confirms a pending booking, tells the booker with a calendar link that opens only with its token', async () => {
      const [b] = (await list('90000003')).data.filter((r) => r.fullName === person.fullName);
      const other = await t.call(
        'booking.setBookingStatus',
        { bookingId: b!.id, status: 'confirmed' },
        { cookie: cookie['96000041'] },
      );
      expect(other.status).toBe(404);
      const res = await t.call<{ status: string; outboxMessageId: number }>(
        'booking.setBookingStatus',
        { bookingId: b!.id, status: 'confirmed' },
        { cookie: cookie['90000003'] },
      );
      expect(res.error).toBeNull();
      const [msg] = await t.deps.db
        .select()
        .from(outboxMessages)
        .where(eq(outboxMessages.id, res.data.outboxMessageId));
      expect(msg!.body).toContain('is confirmed');
      const link = /http:\/\/localhost:3000\/booking\/calendar\/([0-9a-f-]{36})\?t=([A-Za-z0-9_-]+)/.exec(
        msg!.body,
      )!;
      expect(link[1]).toBe(b!.id);
      const ics = await t.call<{ ics: string }>('booking.getBookingIcs', { bookingId: b!.id, t: link[2] });
      expect(ics.data.ics).toContain('DTSTART:20261124T020000Z');
      expect(ics.data.ics).toContain('SUMMARY:Career chat');
      // Written by the events builder: RFC 5545 lines of at most 75 octets.
      for (const line of ics.data.ics.split('\r\n')) expect(Buffer.byteLength(line)).toBeLessThanOrEqual(75);
      expect((await t.call('booking.getBookingIcs', { bookingId: b!.id, t: 'wrong' })).status).toBe(404);
      const again = await t.call(
        'booking.setBookingStatus',
        { bookingId: b!.id, status: 'confirmed' },
        { cookie: cookie['90000003'] },
      );
      expect(again.error?.message).toBe('This booking cannot be changed that way.');
    });

    it('cancels a booking, which frees its slot and tells the booker', async () => {
      const slot = slotAt(hk('2026-11-24', '10:00'))!;
      const [b] = (await list('90000001')).data.filter(
        (r) => r.fullName === person.fullName && r.schoolId === 'beacon1',
      );
      const res = await t.call<{ outboxMessageId: number }>(
        'booking.setBookingStatus',
        { bookingId: b!.id, status: 'cancelled' },
        { cookie: cookie['90000001'] },
      );
      expect(res.error).toBeNull();
      const [msg] = await t.deps.db
        .select()
        .from(outboxMessages)
        .where(eq(outboxMessages.id, res.data.outboxMessageId));
      expect(msg!.body).toContain('has been cancelled');
      expect((await data()).bookingSlots.map((s) => s.id)).toContain(slot.id);
      const rebook = await t.call<Result>('booking.createNewBooking', {
        ...person,
        bookingItemId: studentItem.id,
        bookingSlotId: slot.id,
      });
      expect(rebook.data.result).toBe('success');
    });

    it('keeps items, slots and reserved dates to admins', async () => {
      for (const who of ['90000003', '91000010']) {
        const res = await t.call(
          'booking.upsertBookingItem',
          { title: 'x', durationMinutes: 30, targetUserType: 'Student', dateTimeForm: false, isActive: true },
          { cookie: cookie[who] },
        );
        expect(res.status).toBe(403);
        expect(
          (await t.call('booking.addReservedDate', { date: '2026-12-01' }, { cookie: cookie[who] })).status,
        ).toBe(403);
      }
      const cat = await t.call<{ slots: { id: string; bookingId: string | null }[] }>(
        'booking.getStaffBookingCatalogue',
        undefined,
        { cookie: cookie['90000001'] },
      );
      const held = cat.data.slots.find((s) => s.bookingId)!;
      const del = await t.call(
        'booking.deleteBookingSlot',
        { slotId: held.id },
        { cookie: cookie['90000001'] },
      );
      expect(del.error?.message).toBe('This timeslot has a booking. Cancel the booking first.');
      const bad = await t.call(
        'booking.upsertBookingItem',
        { title: 'x', durationMinutes: 3, targetUserType: 'Student', dateTimeForm: false, isActive: true },
        { cookie: cookie['90000001'] },
      );
      expect(bad.error?.message).toBe('The duration must be between 5 and 480 minutes.');
      const past = await t.call(
        'booking.createBookingSlots',
        { startTimes: [hk('2026-11-20', '10:00')], durationMinutes: 30 },
        { cookie: cookie['90000001'] },
      );
      expect(past.error?.message).toBe('A timeslot cannot start in the past.');
      await t.call('booking.removeReservedDate', { date: '2026-11-26' }, { cookie: cookie['90000001'] });
      expect((await data()).reservedDates).toEqual([]);
    });
  });
});
