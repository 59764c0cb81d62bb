import { describe, expect, it } from 'vitest';
import {
  hasEnded,
  hasStarted,
  isMeetingLinkOpen,
  isPastEvent,
  isRollCallEnabled,
  responseChangeBlock,
  rollCallBlock,
  rollCallCodeMatches,
} from './timing.ts';

// 14:00–16:00 Hong Kong time on 1 Dec 2026 (06:00–08:00 UTC).
const event = { startTime: new Date('2026-12-01T06:00:00Z'), endTime: new Date('2026-12-01T08:00:00Z') };
const at = (iso: string) => new Date(iso);

describe('event timing (spec 1 §4.1, §9)', () => {
  it('is past only after end + 1 hour, and never when attended', () => {
    expect(isPastEvent(event, false, at('2026-12-01T09:00:00Z'))).toBe(false);
    expect(isPastEvent(event, false, at('2026-12-01T09:00:01Z'))).toBe(true);
    expect(isPastEvent(event, true, at('2026-12-05T00:00:00Z'))).toBe(false);
  });
  it('has started once the start is earlier than now', () => {
    expect(hasStarted(event, at('2026-12-01T06:00:00Z'))).toBe(false);
    expect(hasStarted(event, at('2026-12-01T06:00:01Z'))).toBe(true);
  });
  it('opens the meeting link 60 minutes before start', () => {
    expect(isMeetingLinkOpen(event, at('2026-12-01T04:59:59Z'))).toBe(false);
    expect(isMeetingLinkOpen(event, at('2026-12-01T05:00:00Z'))).toBe(true);
    expect(isMeetingLinkOpen(event, at('2026-12-01T09:00:01Z'))).toBe(false);
  });
  it('enables roll-call after start, always for admins, never once attended', () => {
    const before = at('2026-12-01T05:30:00Z');
    const applied = { applied: true, attended: false };
    expect(isRollCallEnabled(event, { isAdmin: false, ...applied }, before)).toBe(false);
    expect(isRollCallEnabled(event, { isAdmin: true, ...applied }, before)).toBe(true);
    expect(isRollCallEnabled(event, { isAdmin: false, ...applied }, at('2026-12-01T06:10:00Z'))).toBe(true);
    expect(
      isRollCallEnabled(event, { isAdmin: true, applied: true, attended: true }, at('2026-12-01T06:10:00Z')),
    ).toBe(false);
  });
  it('needs an application and closes for students with the past-event rule (end + 1 hour)', () => {
    const during = at('2026-12-01T06:10:00Z');
    expect(rollCallBlock(event, { isAdmin: false, applied: false, attended: false }, during)).toBe(
      'rollCallNeedsApplication',
    );
    expect(rollCallBlock(event, { isAdmin: true, applied: false, attended: false }, during)).toBe(
      'rollCallNeedsApplication',
    );
    // The event ends 08:00; roll-call stays open through the hour's grace, then closes.
    const student = { isAdmin: false, applied: true, attended: false };
    expect(rollCallBlock(event, student, at('2026-12-01T09:00:00Z'))).toBeNull();
    expect(rollCallBlock(event, student, at('2026-12-01T09:00:01Z'))).toBe('ended');
    expect(rollCallBlock(event, { ...student, isAdmin: true }, at('2026-12-03T09:00:01Z'))).toBeNull();
  });
  it('compares roll-call codes case-insensitively after trimming', () => {
    expect(rollCallCodeMatches('WAY123', ' way123 ')).toBe(true);
    expect(rollCallCodeMatches('WAY123', 'WAY124')).toBe(false);
    expect(rollCallCodeMatches('', '')).toBe(false);
    expect(rollCallCodeMatches(null, 'x')).toBe(false);
  });
  it('closes responses at the end for everyone but admins (issue 24 item 2)', () => {
    expect(hasEnded(event, at('2026-12-01T07:59:59Z'))).toBe(false);
    expect(hasEnded(event, at('2026-12-01T08:00:00Z'))).toBe(true);
    expect(responseChangeBlock(event, { isAdmin: false }, at('2026-12-01T07:59:59Z'))).toBeNull();
    expect(responseChangeBlock(event, { isAdmin: false }, at('2026-12-01T08:00:00Z'))).toBe(
      'responsesClosed',
    );
    expect(responseChangeBlock(event, { isAdmin: true }, at('2026-12-05T00:00:00Z'))).toBeNull();
  });
});
