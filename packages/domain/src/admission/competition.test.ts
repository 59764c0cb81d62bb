import { describe, expect, it } from 'vitest';
import { competitionRatioColour, pastApplicants } from './competition.ts';

describe('pastApplicants (spec 2 §9: ratio × Band A offers, rounded)', () => {
  it('multiplies and rounds', () => {
    expect(pastApplicants(6.5, 40)).toBe(260);
    expect(pastApplicants(3.27, 45)).toBe(147); // 147.15
    expect(pastApplicants(6.5, 3)).toBe(20); // 19.5 rounds up
  });
  it('rounds what a person would round, not the binary fraction', () => {
    // 1.15 × 10 is 11.499999999999998 in floating point
    expect(pastApplicants(1.15, 10)).toBe(12);
  });
  it('is unknown without both figures', () => {
    expect(pastApplicants(null, 40)).toBeNull();
    expect(pastApplicants(6.5, undefined)).toBeNull();
    expect(pastApplicants(Number.NaN, 40)).toBeNull();
  });
});

describe('competitionRatioColour (≤ 6.5 success, ≤ 20 warning, else danger)', () => {
  it('uses the spec boundaries, inclusive', () => {
    expect(competitionRatioColour(0)).toBe('success');
    expect(competitionRatioColour(6.5)).toBe('success');
    expect(competitionRatioColour(6.51)).toBe('warning');
    expect(competitionRatioColour(20)).toBe('warning');
    expect(competitionRatioColour(20.01)).toBe('danger');
  });
  it('has no colour without a ratio', () => {
    expect(competitionRatioColour(null)).toBeNull();
  });
});
