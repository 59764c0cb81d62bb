import { describe, expect, it } from 'vitest';
import {
  DIGEST_HOUR,
  DIGEST_WEEKDAY,
  digestSlotStart,
  isDigestChannel,
  isDigestDue,
  isDigestWindowOpen,
} from './home-digest.ts';

/** An instant from a Hong Kong wall-clock time. */
const hk = (local: string) => new Date(`${local}+08:00`);

// 2026-11-30 is a Monday; 2026-12-28 too, the week that crosses into 2027.
describe('weekly digest slot (Monday 18:00 Hong Kong time)', () => {
  it('is Monday 18:00 HK', () => {
    expect(DIGEST_WEEKDAY).toBe(1);
    expect(DIGEST_HOUR).toBe(18);
    expect(hk('2026-11-30T12:00:00').getUTCDay()).toBe(1);
  });

  it('is this Monday 18:00 from the slot on, and last Monday just before it', () => {
    expect(digestSlotStart(hk('2026-11-30T18:00:00'))).toEqual(hk('2026-11-30T18:00:00'));
    expect(digestSlotStart(hk('2026-11-30T23:59:59'))).toEqual(hk('2026-11-30T18:00:00'));
    expect(digestSlotStart(hk('2026-11-30T17:59:59'))).toEqual(hk('2026-11-23T18:00:00'));
    expect(digestSlotStart(hk('2026-12-06T23:59:00'))).toEqual(hk('2026-11-30T18:00:00'));
  });

  it('reads the weekday in Hong Kong, not UTC: Tuesday 01:00 HK is still Monday in UTC', () => {
    // 2026-12-01T01:00+08:00 is 2026-11-30T17:00Z (a Monday before 18:00 in UTC).
    const now = hk('2026-12-01T01:00:00');
    expect(now.getUTCDay()).toBe(1);
    expect(digestSlotStart(now)).toEqual(hk('2026-11-30T18:00:00'));
  });

  it('crosses a year boundary', () => {
    expect(digestSlotStart(hk('2027-01-03T09:00:00'))).toEqual(hk('2026-12-28T18:00:00'));
    expect(digestSlotStart(hk('2027-01-04T18:30:00'))).toEqual(hk('2027-01-04T18:00:00'));
  });
});

describe('isDigestDue', () => {
  it('is not due before Monday 18:00 HK even when never sent', () => {
    expect(isDigestDue(null, hk('2026-11-30T17:59:59'))).toBe(false);
    // Monday 10:00Z is 18:00 HK: due. Monday 18:00Z is Tuesday 02:00 HK: past the window.
    expect(isDigestDue(null, new Date('2026-11-30T10:00:00Z'))).toBe(true);
    expect(isDigestDue(null, new Date('2026-11-30T18:00:00Z'))).toBe(false);
  });

  it('is due in the window when never sent or last sent in an earlier week', () => {
    expect(isDigestDue(null, hk('2026-11-30T18:00:00'))).toBe(true);
    expect(isDigestDue(null, hk('2026-11-30T21:59:59'))).toBe(true);
    expect(isDigestDue(hk('2026-11-23T18:05:00'), hk('2026-11-30T18:10:00'))).toBe(true);
    expect(isDigestDue(hk('2026-11-30T17:59:59'), hk('2026-11-30T19:00:00'))).toBe(true);
  });

  it('is not due again once sent in this week’s window', () => {
    expect(isDigestDue(hk('2026-11-30T18:00:00'), hk('2026-11-30T18:00:00'))).toBe(false);
    expect(isDigestDue(hk('2026-11-30T18:05:00'), hk('2026-11-30T21:00:00'))).toBe(false);
  });

  it('skips the week after the window (22:00 HK), and is due again next Monday', () => {
    expect(isDigestDue(null, hk('2026-11-30T22:00:00'))).toBe(false);
    expect(isDigestDue(hk('2026-11-23T18:05:00'), hk('2026-12-01T09:00:00'))).toBe(false);
    expect(isDigestDue(hk('2026-11-23T18:05:00'), hk('2026-12-05T18:30:00'))).toBe(false);
    expect(isDigestDue(hk('2026-11-30T18:05:00'), hk('2026-12-07T18:00:00'))).toBe(true);
  });

  it('holds across the new year', () => {
    expect(isDigestDue(hk('2026-12-28T18:01:00'), hk('2027-01-04T18:15:00'))).toBe(true);
    expect(isDigestDue(hk('2027-01-04T18:16:00'), hk('2027-01-04T20:00:00'))).toBe(false);
  });
});

describe('isDigestWindowOpen', () => {
  it('is open on Monday from 18:00 to 22:00 HK only', () => {
    expect(isDigestWindowOpen(hk('2026-11-30T17:59:59'))).toBe(false);
    expect(isDigestWindowOpen(hk('2026-11-30T18:00:00'))).toBe(true);
    expect(isDigestWindowOpen(hk('2026-11-30T21:59:59'))).toBe(true);
    expect(isDigestWindowOpen(hk('2026-11-30T22:00:00'))).toBe(false);
    expect(isDigestWindowOpen(hk('2026-12-01T18:30:00'))).toBe(false);
    expect(isDigestWindowOpen(hk('2026-12-06T18:30:00'))).toBe(false);
  });
});

describe('isDigestChannel', () => {
  it('takes WhatsApp and SMS only', () => {
    expect(isDigestChannel('whatsapp')).toBe(true);
    expect(isDigestChannel('sms')).toBe(true);
    expect(isDigestChannel('email')).toBe(false);
  });
});
