import { describe, expect, it } from 'vitest';
import {
  inactiveSince,
  isRetentionSettingKey,
  isValidRetentionValue,
  parseRetentionValue,
  RETENTION_SETTINGS,
  readRetentionSettings,
  retainedOutboxMeta,
  retentionCutoff,
} from './retention.ts';

describe('retention settings', () => {
  it('has the issue’s defaults', () => {
    expect(readRetentionSettings(new Map())).toEqual({
      aiLogRetentionDays: 365,
      chatRetentionDays: 365,
      outboxBodyRetentionDays: 30,
      signInRecordRetentionDays: 180,
      staffAccessRetentionDays: 365,
      inactiveStudentYears: 3,
    });
  });

  it('accepts whole numbers within the bounds only', () => {
    const { min, max } = RETENTION_SETTINGS.aiLogRetentionDays;
    expect(isValidRetentionValue('aiLogRetentionDays', min)).toBe(true);
    expect(isValidRetentionValue('aiLogRetentionDays', max)).toBe(true);
    expect(isValidRetentionValue('aiLogRetentionDays', min - 1)).toBe(false);
    expect(isValidRetentionValue('aiLogRetentionDays', max + 1)).toBe(false);
    expect(isValidRetentionValue('aiLogRetentionDays', 100.5)).toBe(false);
    expect(isValidRetentionValue('aiLogRetentionDays', Number.NaN)).toBe(false);
  });

  it('reads damaged or out-of-bounds stored values as the default', () => {
    expect(parseRetentionValue('chatRetentionDays', '90')).toBe(90);
    expect(parseRetentionValue('chatRetentionDays', ' 90 ')).toBe(90);
    for (const bad of [null, undefined, '', '0', '-5', 'abc', '1e3', '9999999', '12.5']) {
      expect(parseRetentionValue('chatRetentionDays', bad)).toBe(365);
    }
    expect(readRetentionSettings(new Map([['outboxBodyRetentionDays', '7']])).outboxBodyRetentionDays).toBe(
      7,
    );
  });

  it('keeps the staff access record at least 90 days and at most ten years', () => {
    expect(RETENTION_SETTINGS.staffAccessRetentionDays).toMatchObject({ min: 90, max: 3650 });
    expect(isValidRetentionValue('staffAccessRetentionDays', 89)).toBe(false);
    expect(isValidRetentionValue('staffAccessRetentionDays', 90)).toBe(true);
    expect(parseRetentionValue('staffAccessRetentionDays', '30')).toBe(365);
    expect(parseRetentionValue('staffAccessRetentionDays', '3650')).toBe(3650);
  });

  it('knows its keys and nothing else', () => {
    expect(isRetentionSettingKey('inactiveStudentYears')).toBe(true);
    expect(isRetentionSettingKey('smsVerification')).toBe(false);
    expect(isRetentionSettingKey('toString')).toBe(false);
  });
});

describe('cut-offs', () => {
  it('subtracts whole days', () => {
    expect(retentionCutoff(new Date('2026-03-31T00:00:00Z'), 30).toISOString()).toBe(
      '2026-03-01T00:00:00.000Z',
    );
  });

  it('goes back whole years, 29 February to 28 February', () => {
    expect(inactiveSince(new Date('2026-05-10T04:00:00Z'), 3).toISOString()).toBe('2023-05-10T04:00:00.000Z');
    expect(inactiveSince(new Date('2028-02-29T04:00:00Z'), 1).toISOString()).toBe('2027-02-28T04:00:00.000Z');
  });
});

describe('retainedOutboxMeta', () => {
  it('keeps the kind, addressing and record ids, drops free values', () => {
    expect(
      retainedOutboxMeta({
        kind: 'booking.confirmed',
        recipientType: 'phone',
        bookingId: 12,
        studentId: 'u-1',
        icsUrl: 'https://x/y.ics',
        topic: 'selfHarm',
        imgLink: 'https://x/pic.png',
        nestedId: { name: 'Chan' },
      }),
    ).toEqual({ kind: 'booking.confirmed', recipientType: 'phone', bookingId: 12, studentId: 'u-1' });
    expect(retainedOutboxMeta(null)).toBeNull();
  });
});
