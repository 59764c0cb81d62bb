import { describe, expect, it } from 'vitest';
import { hkInstant } from '../time.ts';
import { autoEndTime, briefingDate, hkTimeString, isBookableDate } from './dates.ts';

// Monday 23 Nov 2026, 09:00 in Hong Kong.
const now = new Date('2026-11-23T01:00:00Z');
const open = { startTime: null, endTime: null, reservedDates: [] };

describe('isBookableDate (spec 1 §5)', () => {
  it('allows a weekday from today on', () => {
    expect(isBookableDate('2026-11-23', open, now)).toBe(true);
    expect(isBookableDate('2026-11-27', open, now)).toBe(true);
  });
  it('refuses weekends', () => {
    expect(isBookableDate('2026-11-28', open, now)).toBe(false);
    expect(isBookableDate('2026-11-29', open, now)).toBe(false);
  });
  it('refuses past dates, read in Hong Kong time', () => {
    expect(isBookableDate('2026-11-20', open, now)).toBe(false);
    // 23:30 UTC on the 23rd is already the 24th in Hong Kong.
    expect(isBookableDate('2026-11-23', open, new Date('2026-11-23T16:30:00Z'))).toBe(false);
  });
  it('refuses dates before the item starts or after it ends', () => {
    const w = {
      startTime: new Date('2026-11-24T16:00:00Z'), // 25 Nov 00:00 HK
      endTime: new Date('2026-12-01T09:00:00Z'), // 1 Dec 17:00 HK
      reservedDates: [],
    };
    expect(isBookableDate('2026-11-24', w, now)).toBe(false);
    expect(isBookableDate('2026-11-25', w, now)).toBe(true);
    expect(isBookableDate('2026-12-01', w, now)).toBe(true);
    expect(isBookableDate('2026-12-02', w, now)).toBe(false);
  });
  it('refuses reserved dates and nonsense', () => {
    expect(isBookableDate('2026-11-25', { ...open, reservedDates: ['2026-11-25'] }, now)).toBe(false);
    expect(isBookableDate('2026-13-45', open, now)).toBe(false);
    expect(isBookableDate('tomorrow', open, now)).toBe(false);
  });
});

describe('briefingDate', () => {
  it('is the date part of the chosen value', () => {
    expect(briefingDate('2026-11-24T10:00')).toBe('2026-11-24');
  });
});

describe('autoEndTime (spec 1 §5, 30 min default)', () => {
  it('adds 30 minutes', () => {
    expect(autoEndTime('10:00')).toBe('10:30');
    expect(autoEndTime('10:45')).toBe('11:15');
  });
  it('keeps the previous span when it is within 0 to 24 hours', () => {
    expect(autoEndTime('14:00', { start: '10:00', end: '11:30' })).toBe('15:30');
  });
  it('falls back to 30 minutes for an empty or negative previous span', () => {
    expect(autoEndTime('14:00', { start: '10:00', end: '10:00' })).toBe('14:30');
    expect(autoEndTime('14:00', { start: '11:00', end: '10:00' })).toBe('14:30');
    expect(autoEndTime('14:00', { start: 'x', end: '10:00' })).toBe('14:30');
  });
  it('stops at 23:59 and rejects an unreadable start', () => {
    expect(autoEndTime('23:45')).toBe('23:59');
    expect(autoEndTime('25:00')).toBeNull();
  });
});

describe('Hong Kong instants', () => {
  it('reads and writes +08:00', () => {
    expect(hkInstant('2026-11-24', '10:00').toISOString()).toBe('2026-11-24T02:00:00.000Z');
    expect(hkTimeString(new Date('2026-11-24T02:15:00Z'))).toBe('10:15');
  });
});
