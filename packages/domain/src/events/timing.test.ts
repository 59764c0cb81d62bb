import { describe, expect, it } from 'vitest';
import {
  hasStarted,
  isMeetingLinkOpen,
  isPastEvent,
  isRollCallEnabled,
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
    expect(isRollCallEnabled(event, { isAdmin: false, attended: false }, before)).toBe(false);
    expect(isRollCallEnabled(event, { isAdmin: true, attended: false }, before)).toBe(true);
    expect(isRollCallEnabled(event, { isAdmin: false, attended: false }, at('2026-12-01T06:10:00Z'))).toBe(
      true,
    );
    expect(isRollCallEnabled(event, { isAdmin: true, attended: true }, at('2026-12-01T06:10:00Z'))).toBe(
      false,
    );
  });
  it('compares roll-call codes case-insensitively after trimming', () => {
    expect(rollCallCodeMatches('WAY123', ' way123 ')).toBe(true);
    expect(rollCallCodeMatches('WAY123', 'WAY124')).toBe(false);
    expect(rollCallCodeMatches('', '')).toBe(false);
    expect(rollCallCodeMatches(null, 'x')).toBe(false);
  });
});
