import { describe, expect, it } from 'vitest';
import type { User } from '@/shared/api';
import { type BookingData, dateExcluded, itemSlots, itemsFor, slotsByDate } from './booking-form';

const item = {
  id: 'i1',
  title: 'Chat',
  titleChi: null,
  durationMinutes: 30,
  startTime: '2026-11-23T00:00:00+08:00',
  endTime: '2026-11-30T18:00:00+08:00',
  targetUserType: 'Student',
  staffName: null,
  dateTimeForm: false,
  isActive: true,
};
const slot = (id: string, start: string, minutes = 30) => ({
  id,
  startTime: new Date(start).toISOString(),
  endTime: new Date(new Date(start).getTime() + minutes * 60_000).toISOString(),
  durationMinutes: minutes,
  staffName: null,
});
const data: BookingData = {
  bookingItems: [item],
  bookingSlots: [
    slot('b', '2026-11-25T10:00:00+08:00'),
    slot('a', '2026-11-24T10:00:00+08:00'),
    slot('c', '2026-11-24T11:00:00+08:00', 45),
    slot('d', '2026-12-01T10:00:00+08:00'),
  ],
  reservedDates: ['2026-11-26'],
};
const now = new Date('2026-11-23T01:00:00Z');

describe('booking page helpers', () => {
  it('offers only the item’s slots, in order, grouped by Hong Kong date', () => {
    const slots = itemSlots(data, item, now);
    expect(slots.map((s) => s.id)).toEqual(['a', 'b']);
    expect(slotsByDate(slots).map(([d, list]) => [d, list.length])).toEqual([
      ['2026-11-24', 1],
      ['2026-11-25', 1],
    ]);
  });
  it('excludes weekends, reserved and out-of-window dates from the picker', () => {
    expect(dateExcluded(data, item, '2026-11-24', now)).toBe(false);
    expect(dateExcluded(data, item, '2026-11-26', now)).toBe(true);
    expect(dateExcluded(data, item, '2026-11-28', now)).toBe(true);
    expect(dateExcluded(data, item, '2026-12-01', now)).toBe(true);
  });
});

describe('itemsFor', () => {
  const teacherItem = { ...item, id: 't1', targetUserType: 'Teacher' };
  const items = [item, teacherItem];
  it('offers students student items, teachers teacher items, visitors and admins all', () => {
    expect(itemsFor(items, null)).toHaveLength(2);
    expect(itemsFor(items, { isAdmin: true, isTeacher: false } as User)).toHaveLength(2);
    expect(itemsFor(items, { isAdmin: false, isTeacher: true } as User).map((i) => i.id)).toEqual(['t1']);
    expect(itemsFor(items, { isAdmin: false, isTeacher: false } as User).map((i) => i.id)).toEqual(['i1']);
  });
});
