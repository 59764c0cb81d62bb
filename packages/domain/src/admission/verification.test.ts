import { describe, expect, it } from 'vitest';
import { parseVerificationResult, toggleVerification, verificationState } from './verification.ts';

describe('toggleVerification (spec 2 §4)', () => {
  it('sets Yes or No from none', () => {
    expect(toggleVerification(null, 'Yes')).toBe('Yes');
    expect(toggleVerification(undefined, 'No')).toBe('No');
  });
  it('switches between Yes and No', () => {
    expect(toggleVerification('Yes', 'No')).toBe('No');
    expect(toggleVerification('No', 'Yes')).toBe('Yes');
  });
  it('clears when the same value is chosen again', () => {
    expect(toggleVerification('Yes', 'Yes')).toBeNull();
    expect(toggleVerification('No', 'No')).toBeNull();
  });
  it('clears when asked for none, and treats stray stored text as none', () => {
    expect(toggleVerification('Yes', null)).toBeNull();
    expect(toggleVerification('yes', 'Yes')).toBe('Yes');
    expect(parseVerificationResult('')).toBeNull();
  });
});

describe('verificationState: the state a teacher reads on a student', () => {
  it('shows Yes as verified, No as not our student and none as not verified', () => {
    expect(verificationState('Yes')).toBe('verified');
    expect(verificationState('No')).toBe('notOurStudent');
    expect(verificationState(null)).toBe('unverified');
    expect(verificationState(undefined)).toBe('unverified');
    expect(verificationState('')).toBe('unverified');
    expect(verificationState('yes')).toBe('unverified');
  });
});
