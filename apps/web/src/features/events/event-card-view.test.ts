import { describe, expect, it } from 'vitest';
import { blockedMessage, detailVariant, primaryAction, seatsState } from './event-card-view';

const base = {
  group: 'Work',
  remainingSeats: 3,
  userResponse: null,
  viewer: { isApplied: false, applyBlock: null, applyHidden: false, isPast: false },
};

describe('event card', () => {
  it('asks visitors to log in and lets students apply', () => {
    expect(primaryAction(base, false)).toBe('loginToApply');
    expect(primaryAction(base, true)).toBe('apply');
  });
  it('shows Applied once applied, Attended once attended, nothing for ABS/Others', () => {
    expect(primaryAction({ ...base, viewer: { ...base.viewer, isApplied: true } }, true)).toBe('applied');
    expect(
      primaryAction(
        {
          ...base,
          userResponse: { response: 'Attended', attended: true, waitingListPlace: null },
          viewer: { ...base.viewer, isApplied: true },
        },
        true,
      ),
    ).toBe('attended');
    expect(primaryAction({ ...base, viewer: { ...base.viewer, applyHidden: true } }, true)).toBe('hidden');
  });
  it('explains a blocked apply and marks past sessions', () => {
    expect(primaryAction({ ...base, viewer: { ...base.viewer, applyBlock: 'wrongForm' } }, true)).toBe(
      'blocked',
    );
    expect(primaryAction({ ...base, viewer: { ...base.viewer, isPast: true } }, true)).toBe('ended');
  });
  it('counts seats, shows full, or nothing without a limit', () => {
    expect(seatsState({ remainingSeats: 2 })).toEqual({ kind: 'left', count: 2 });
    expect(seatsState({ remainingSeats: 0 })).toEqual({ kind: 'full' });
    expect(seatsState({ remainingSeats: null })).toEqual({ kind: 'none' });
    expect(seatsState({ remainingSeats: 56, viewer: { hasEnded: true } })).toEqual({ kind: 'none' });
  });
  it('picks the detail body per viewer (spec 1 §2.3)', () => {
    expect(detailVariant({ viewerRole: 'student', serviceNature: 'Video', group: 'Work' })).toBe('video');
    expect(detailVariant({ viewerRole: 'student', serviceNature: null, group: 'Others' })).toBe(
      'outstanding',
    );
    expect(detailVariant({ viewerRole: 'client', serviceNature: null, group: 'Work' })).toBe('client');
    expect(detailVariant({ viewerRole: 'teacher', serviceNature: null, group: 'Work' })).toBe('teacher');
    expect(detailVariant({ viewerRole: 'visitor', serviceNature: null, group: 'Work' })).toBe('student');
  });
});

describe('why one may not apply', () => {
  it('tells a non-student whom a student session is for', () => {
    expect(blockedMessage('onlyStudents', ['F.4', 'F.5', 'F.6'], 'en')).toEqual({
      key: 'blocked.onlyStudentsOfForms',
      vars: { forms: 'F.4–F.6' },
    });
    expect(blockedMessage('onlyStudents', ['F.4', 'F.5', 'F.6'], 'zh-HK')).toEqual({
      key: 'blocked.onlyStudentsOfForms',
      vars: { forms: '中四至中六' },
    });
    expect(blockedMessage('onlyStudents', [], 'en')).toEqual({ key: 'blocked.onlyStudents', vars: {} });
    expect(blockedMessage('wrongForm', ['F.4'], 'en')).toEqual({ key: 'blocked.wrongForm', vars: {} });
  });
});
