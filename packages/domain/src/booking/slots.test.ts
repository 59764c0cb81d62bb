import { describe, expect, it } from 'vitest';
import { isSlotForItem, slotEnd, slotsForItem } from './slots.ts';

const at = (iso: string) => new Date(iso);
const item = {
  durationMinutes: 30,
  startTime: at('2026-11-24T10:00:00+08:00'),
  endTime: at('2026-11-30T18:00:00+08:00'),
};
const slot = (start: string, minutes = 30) => ({
  startTime: at(start),
  endTime: slotEnd(at(start), minutes),
  durationMinutes: minutes,
});

describe('isSlotForItem (spec 1 §5)', () => {
  it('shows a slot of the same duration inside the window', () => {
    expect(isSlotForItem(slot('2026-11-24T10:00:00+08:00'), item)).toBe(true);
    expect(isSlotForItem(slot('2026-11-30T17:30:00+08:00'), item)).toBe(true);
  });
  it('hides a slot of another duration', () => {
    expect(isSlotForItem(slot('2026-11-25T10:00:00+08:00', 45), item)).toBe(false);
  });
  it('hides slots starting before or ending after the window, compared at +08:00', () => {
    expect(isSlotForItem(slot('2026-11-24T09:30:00+08:00'), item)).toBe(false);
    expect(isSlotForItem(slot('2026-11-30T17:45:00+08:00'), item)).toBe(false);
    // 02:00Z is 10:00 in Hong Kong: inside.
    expect(isSlotForItem(slot('2026-11-24T02:00:00Z'), item)).toBe(true);
  });
  it('treats an open window side as unbounded', () => {
    expect(isSlotForItem(slot('2030-01-01T10:00:00+08:00'), { ...item, endTime: null })).toBe(true);
  });
});

describe('slotsForItem', () => {
  it('drops started slots and sorts by start', () => {
    const now = at('2026-11-25T10:00:00+08:00');
    const list = [
      slot('2026-11-26T10:00:00+08:00'),
      slot('2026-11-25T10:00:00+08:00'),
      slot('2026-11-25T11:00:00+08:00'),
    ];
    expect(slotsForItem(list, item, now).map((s) => s.startTime.toISOString())).toEqual([
      '2026-11-25T03:00:00.000Z',
      '2026-11-26T02:00:00.000Z',
    ]);
  });
});
