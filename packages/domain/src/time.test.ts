import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { formatHkDateTime, HK_TIME_ZONE, hkDateString, hkInstant, hkIsoString, hkParts } from './time.ts';

const lastMinuteOfAugust = new Date('2026-08-31T23:59:00+08:00');
const firstOfSeptember = new Date('2026-09-01T00:00:00+08:00');

describe('hkParts', () => {
  it('names the Hong Kong zone', () => {
    expect(HK_TIME_ZONE).toBe('Asia/Hong_Kong');
  });

  it('reads 23:59 on 31 August in Hong Kong as still August (a Monday)', () => {
    expect(hkParts(lastMinuteOfAugust)).toEqual({
      year: 2026,
      month: 8,
      day: 31,
      hour: 23,
      minute: 59,
      weekday: 1,
    });
  });

  it('reads 2026-08-31T16:00Z as midnight of 1 September in Hong Kong (a Tuesday)', () => {
    expect(firstOfSeptember.toISOString()).toBe('2026-08-31T16:00:00.000Z');
    expect(hkParts(firstOfSeptember)).toEqual({
      year: 2026,
      month: 9,
      day: 1,
      hour: 0,
      minute: 0,
      weekday: 2,
    });
  });

  it('crosses the year in Hong Kong eight hours before UTC does', () => {
    expect(hkParts(new Date('2026-12-31T16:00:00Z'))).toMatchObject({
      year: 2027,
      month: 1,
      day: 1,
      hour: 0,
    });
  });

  it('refuses an invalid date', () => {
    expect(() => hkParts(new Date('not a date'))).toThrow(RangeError);
  });
});

describe('hkDateString', () => {
  it('gives the Hong Kong calendar date on both sides of 1 September', () => {
    expect(hkDateString(lastMinuteOfAugust)).toBe('2026-08-31');
    expect(hkDateString(firstOfSeptember)).toBe('2026-09-01');
  });

  it('pads month and day', () => {
    expect(hkDateString(new Date('2027-01-05T09:00:00+08:00'))).toBe('2027-01-05');
  });
});

describe('hkIsoString and hkInstant', () => {
  it('read a typed Hong Kong date and time as +08:00, with or without seconds', () => {
    expect(hkIsoString('2026-11-24', '10:00')).toBe('2026-11-24T10:00:00+08:00');
    expect(hkIsoString('2026-11-24', '23:59:59')).toBe('2026-11-24T23:59:59+08:00');
    expect(hkInstant('2026-11-24', '10:00').toISOString()).toBe('2026-11-24T02:00:00.000Z');
    // Midnight in Hong Kong is the previous UTC day.
    expect(hkInstant('2026-09-01', '00:00').toISOString()).toBe('2026-08-31T16:00:00.000Z');
  });

  it('round-trips with hkDateString and hkParts', () => {
    const at = hkInstant('2027-01-01', '07:05');
    expect(hkDateString(at)).toBe('2027-01-01');
    expect(hkParts(at)).toMatchObject({ hour: 7, minute: 5 });
  });

  it('gives an Invalid Date for a malformed date or time', () => {
    expect(Number.isNaN(hkInstant('2026-13-01', '10:00').getTime())).toBe(true);
    expect(Number.isNaN(hkInstant('2026-11-24', '9am').getTime())).toBe(true);
  });
});

describe('formatHkDateTime', () => {
  const evening = new Date('2026-11-22T10:30:00Z');

  it('writes English as day, short month, year and a 24-hour time', () => {
    expect(formatHkDateTime(evening, 'en')).toBe('22 Nov 2026, 18:30');
  });

  it('writes Chinese with 年月日 and a 24-hour time', () => {
    expect(formatHkDateTime(evening, 'zh-HK')).toBe('2026年11月22日 18:30');
  });

  it('shows midnight as 00:00 on the Hong Kong date', () => {
    expect(formatHkDateTime(firstOfSeptember, 'en')).toBe('1 Sep 2026, 00:00');
    expect(formatHkDateTime(firstOfSeptember, 'zh-HK')).toBe('2026年9月1日 00:00');
    expect(formatHkDateTime(lastMinuteOfAugust, 'en')).toBe('31 Aug 2026, 23:59');
  });
});

describe('hkParts against the zone database', () => {
  const zoned = new Intl.DateTimeFormat('en-US', {
    timeZone: 'Asia/Hong_Kong',
    year: 'numeric',
    month: 'numeric',
    day: 'numeric',
    hour: 'numeric',
    minute: 'numeric',
    weekday: 'short',
    hourCycle: 'h23',
  });
  const WEEKDAYS = ['Sun', 'Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat'];
  function fromZoneDatabase(date: Date) {
    const parts = zoned.formatToParts(date);
    const text = (type: string) => parts.find((p) => p.type === type)?.value ?? '';
    return {
      year: Number(text('year')),
      month: Number(text('month')),
      day: Number(text('day')),
      hour: Number(text('hour')) % 24,
      minute: Number(text('minute')),
      weekday: WEEKDAYS.indexOf(text('weekday')),
    };
  }

  it('agrees with it on any instant from 1980 to 2200 (the fixed +08:00 reading)', () => {
    fc.assert(
      fc.property(fc.integer({ min: Date.UTC(1979, 11, 31, 16), max: Date.UTC(2200, 0, 1) }), (ms) => {
        expect(hkParts(new Date(ms))).toEqual(fromZoneDatabase(new Date(ms)));
      }),
      { numRuns: 5000 },
    );
  });

  it("reads 1979's summer time (+09:00) from the zone database: 12:00Z on 1 July 1979 was 21:00", () => {
    expect(hkParts(new Date('1979-07-01T12:00:00Z'))).toMatchObject({
      year: 1979,
      month: 7,
      day: 1,
      hour: 21,
    });
  });

  it('reads the last minute before 1980 and the first of 1980 on both sides of the switch', () => {
    expect(hkParts(new Date('1979-12-31T23:59:00+08:00'))).toMatchObject({
      year: 1979,
      month: 12,
      day: 31,
      hour: 23,
      minute: 59,
    });
    expect(hkParts(new Date('1980-01-01T00:00:00+08:00'))).toMatchObject({
      year: 1980,
      month: 1,
      day: 1,
      hour: 0,
      minute: 0,
      weekday: 2,
    });
  });

  it('throws RangeError on an invalid Date', () => {
    expect(() => hkParts(new Date(Number.NaN))).toThrow(RangeError);
  });
});
