import { describe, expect, it } from 'vitest';
import { hasAppliedToActivity } from '../admission/deadlines.ts';
import { eventBadgesOf } from '../admission/teacher-groups.ts';
import {
  APPLIED_RESPONSES,
  canApply,
  canConfirm,
  canWithdraw,
  confirmBlock,
  EVENT_RESPONSES,
  isApplied,
  isWithdrawReasonValid,
  nextResponseFlags,
} from './response.ts';
import { isSessionParticipant } from './votes.ts';

describe('event response progression (spec 1 §4.1)', () => {
  it('counts only Yes, Confirmed and Attended as applied', () => {
    expect(['Yes', 'Confirmed', 'Attended'].map(isApplied)).toEqual([true, true, true]);
    expect(['No', 'Unsubscribed', '', null, undefined].map(isApplied)).toEqual([
      false,
      false,
      false,
      false,
      false,
    ]);
  });
  it('is the one rule behind the Applied badge, the deadline checklist and the session list', () => {
    expect(APPLIED_RESPONSES).toEqual(['Yes', 'Confirmed', 'Attended']);
    for (const response of [...EVENT_RESPONSES, '', null]) {
      const applied = isApplied(response);
      expect(eventBadgesOf({ response }).includes('Applied'), String(response)).toBe(applied);
      expect(hasAppliedToActivity([response]), String(response)).toBe(applied);
      expect(isSessionParticipant({ response: response ?? '' }), String(response)).toBe(applied);
    }
  });
  it('disables apply once applied and confirm once confirmed', () => {
    expect(canApply({ response: 'No' })).toBe(true);
    expect(canApply({ response: 'Yes' })).toBe(false);
    expect(canConfirm({ response: 'Yes', confirmed: false })).toBe(true);
    expect(canConfirm({ response: 'Confirmed', confirmed: true })).toBe(false);
    expect(canConfirm({ response: 'No' })).toBe(false);
    // A waiting-listed applicant confirms once promoted to a seat.
    expect(canConfirm({ response: 'Yes', confirmed: false, waitlisted: true })).toBe(false);
  });
  it('allows withdrawal from applied states short of attendance', () => {
    expect(canWithdraw({ response: 'Confirmed', confirmed: true })).toBe(true);
    expect(canWithdraw({ response: 'Attended', attended: true })).toBe(false);
    expect(canWithdraw({ response: 'No' })).toBe(false);
  });
  it('keeps earlier flags along Yes → Confirmed → Attended and clears them on No', () => {
    expect(nextResponseFlags('Confirmed', { confirmed: false, attended: false })).toEqual({
      confirmed: true,
      attended: false,
    });
    expect(nextResponseFlags('Attended', { confirmed: false, attended: false })).toEqual({
      confirmed: true,
      attended: true,
    });
    expect(nextResponseFlags('No', { confirmed: true, attended: false })).toEqual({
      confirmed: false,
      attended: false,
    });
  });
  it('requires a non-blank withdrawal reason', () => {
    expect(isWithdrawReasonValid('  ')).toBe(false);
    expect(isWithdrawReasonValid(undefined)).toBe(false);
    expect(isWithdrawReasonValid('Sick')).toBe(true);
  });
  it('confirms only an application holding a seat (issue 24 item 3)', () => {
    expect(confirmBlock({ response: null })).toBe('confirmNeedsApplication');
    expect(confirmBlock({ response: '' })).toBe('confirmNeedsApplication');
    expect(confirmBlock({ response: 'No' })).toBe('confirmNeedsApplication');
    expect(confirmBlock({ response: 'Yes', waitlisted: true })).toBe('waitingListConfirm');
    expect(confirmBlock({ response: 'Yes' })).toBeNull();
  });
});
