import { describe, expect, it } from 'vitest';
import { isInStudentListWindow } from './student-list.ts';

const lastMinuteOfAugust = new Date('2026-08-31T23:59:00+08:00'); // intake 2026
const firstOfSeptember = new Date('2026-09-01T00:00:00+08:00'); // intake 2027

describe('isInStudentListWindow', () => {
  it('keeps this year’s F.6 until the end of August in Hong Kong', () => {
    expect(isInStudentListWindow(2026, { now: lastMinuteOfAugust })).toBe(true);
    expect(isInStudentListWindow(2025, { now: lastMinuteOfAugust })).toBe(false);
  });

  it('drops them from 1 September in Hong Kong', () => {
    expect(isInStudentListWindow(2026, { now: firstOfSeptember })).toBe(false);
    expect(isInStudentListWindow(2027, { now: firstOfSeptember })).toBe(true);
  });

  it('applies the maximum DSE year when one is set, inclusive', () => {
    expect(isInStudentListWindow(2028, { now: firstOfSeptember, maxYearDSE: 2028 })).toBe(true);
    expect(isInStudentListWindow(2029, { now: firstOfSeptember, maxYearDSE: 2028 })).toBe(false);
  });

  it('has no upper limit without a maximum', () => {
    expect(isInStudentListWindow(2040, { now: firstOfSeptember, maxYearDSE: null })).toBe(true);
    expect(isInStudentListWindow(2040, { now: firstOfSeptember })).toBe(true);
  });

  it('leaves out students without a DSE year', () => {
    expect(isInStudentListWindow(null, { now: firstOfSeptember })).toBe(false);
    expect(isInStudentListWindow(undefined, { now: firstOfSeptember })).toBe(false);
    expect(isInStudentListWindow(Number.NaN, { now: firstOfSeptember })).toBe(false);
  });
});
