import { describe, expect, it } from 'vitest';
import {
  DEFAULT_SESSION_STATUS,
  isSessionStatus,
  isTentativeSession,
  SESSION_STATUSES,
  toSessionStatus,
} from './session-status.ts';

describe('session status (spec 1 §3)', () => {
  it('has TBC, Proposed, Confirmed and Cancelled, and Confirmed when nothing else is said', () => {
    expect(SESSION_STATUSES).toEqual(['TBC', 'Proposed', 'Confirmed', 'Cancelled']);
    expect(DEFAULT_SESSION_STATUS).toBe('Confirmed');
  });

  it('keeps a known status and reads any other value as the default', () => {
    for (const status of SESSION_STATUSES) {
      expect(isSessionStatus(status)).toBe(true);
      expect(toSessionStatus(status)).toBe(status);
    }
    for (const value of ['tbc', 'Open', '', null, undefined]) {
      expect(isSessionStatus(value)).toBe(false);
      expect(toSessionStatus(value)).toBe('Confirmed');
    }
  });

  it('calls only TBC tentative', () => {
    expect(SESSION_STATUSES.filter(isTentativeSession)).toEqual(['TBC']);
  });
});
