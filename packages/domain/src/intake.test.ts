import { describe, expect, it } from 'vitest';
import {
  currentIntakeYear,
  dseYearFromForm,
  dseYearOptions,
  FORMS,
  formFromDseYear,
  graduationYearOptions,
  SCHOOL_FORMS,
} from './intake.ts';

const lastMinuteOfAugust = new Date('2026-08-31T23:59:00+08:00');
const firstOfSeptember = new Date('2026-09-01T00:00:00+08:00'); // 2026-08-31T16:00Z

describe('currentIntakeYear', () => {
  it('stays on the calendar year until the end of August in Hong Kong', () => {
    expect(currentIntakeYear(lastMinuteOfAugust)).toBe(2026);
    expect(currentIntakeYear(new Date('2026-01-01T00:00:00+08:00'))).toBe(2026);
  });

  it('adds a year from 1 September in Hong Kong, even while it is still 31 August in UTC', () => {
    expect(currentIntakeYear(firstOfSeptember)).toBe(2027);
    expect(currentIntakeYear(new Date('2026-08-31T16:00:00Z'))).toBe(2027);
    expect(currentIntakeYear(new Date('2026-08-31T15:59:59Z'))).toBe(2026);
  });

  it('keeps the rolled-over year through December and January', () => {
    expect(currentIntakeYear(new Date('2026-12-31T23:59:00+08:00'))).toBe(2027);
    expect(currentIntakeYear(new Date('2027-01-01T00:00:00+08:00'))).toBe(2027);
  });
});

describe('FORMS', () => {
  it('lists F.1 to F.6, then Graduated and Unknown', () => {
    expect(FORMS).toEqual(['F.1', 'F.2', 'F.3', 'F.4', 'F.5', 'F.6', 'Graduated', 'Unknown']);
    expect(SCHOOL_FORMS).toHaveLength(6);
  });
});

describe('formFromDseYear', () => {
  it.each([
    [2025, 'Graduated'],
    [2026, 'F.6'],
    [2027, 'F.5'],
    [2028, 'F.4'],
    [2029, 'F.3'],
    [2030, 'F.2'],
    [2031, 'F.1'],
    [2032, 'Unknown'],
  ] as const)('on 31 August 2026 (intake 2026), DSE %i is %s', (yearDSE, form) => {
    expect(formFromDseYear(yearDSE, lastMinuteOfAugust)).toBe(form);
  });

  it.each([
    [2026, 'Graduated'],
    [2027, 'F.6'],
    [2028, 'F.5'],
    [2029, 'F.4'],
    [2030, 'F.3'],
    [2031, 'F.2'],
    [2032, 'F.1'],
    [2033, 'Unknown'],
  ] as const)('on 1 September 2026 (intake 2027), DSE %i is %s', (yearDSE, form) => {
    expect(formFromDseYear(yearDSE, firstOfSeptember)).toBe(form);
  });

  it('gives Unknown when there is no usable DSE year', () => {
    expect(formFromDseYear(null, firstOfSeptember)).toBe('Unknown');
    expect(formFromDseYear(undefined, firstOfSeptember)).toBe('Unknown');
    expect(formFromDseYear(Number.NaN, firstOfSeptember)).toBe('Unknown');
    expect(formFromDseYear(2027.5, firstOfSeptember)).toBe('Unknown');
  });
});

describe('dseYearFromForm', () => {
  it('counts F.6 = intake year up to F.1 = intake year + 5', () => {
    expect(SCHOOL_FORMS.map((form) => dseYearFromForm(form, lastMinuteOfAugust))).toEqual([
      2031, 2030, 2029, 2028, 2027, 2026,
    ]);
    expect(dseYearFromForm('F.6', firstOfSeptember)).toBe(2027);
    expect(dseYearFromForm('F.5', firstOfSeptember)).toBe(2028);
  });

  it('is the inverse of formFromDseYear', () => {
    for (const form of SCHOOL_FORMS) {
      expect(formFromDseYear(dseYearFromForm(form, firstOfSeptember), firstOfSeptember)).toBe(form);
    }
  });
});

describe('dseYearOptions', () => {
  it('runs from the intake year to +5', () => {
    expect(dseYearOptions(lastMinuteOfAugust)).toEqual([2026, 2027, 2028, 2029, 2030, 2031]);
    expect(dseYearOptions(firstOfSeptember)).toEqual([2027, 2028, 2029, 2030, 2031, 2032]);
  });
});

describe('graduationYearOptions', () => {
  it('runs from the calendar year -1 to +5, unaffected by September', () => {
    const expected = [2025, 2026, 2027, 2028, 2029, 2030, 2031];
    expect(graduationYearOptions(lastMinuteOfAugust)).toEqual(expected);
    expect(graduationYearOptions(firstOfSeptember)).toEqual(expected);
  });

  it('moves on at New Year in Hong Kong', () => {
    expect(graduationYearOptions(new Date('2026-12-31T16:00:00Z'))[0]).toBe(2026);
  });
});
