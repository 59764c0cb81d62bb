import { hkParts } from './time.ts';

/** The JUPAS intake year: the HK calendar year, plus one from September (the school year starts then). */
export function currentIntakeYear(now: Date = new Date()): number {
  const { year, month } = hkParts(now);
  return month >= 9 ? year + 1 : year;
}

export const SCHOOL_FORMS = ['F.1', 'F.2', 'F.3', 'F.4', 'F.5', 'F.6'] as const;
export type SchoolForm = (typeof SCHOOL_FORMS)[number];

export const FORMS = [...SCHOOL_FORMS, 'Graduated', 'Unknown'] as const;
export type Form = (typeof FORMS)[number];

// A student sits the DSE at the end of F.6, so F.6 takes it in the intake year, F.1 five years later.
const YEARS_BEFORE_DSE: Record<SchoolForm, number> = {
  'F.6': 0,
  'F.5': 1,
  'F.4': 2,
  'F.3': 3,
  'F.2': 4,
  'F.1': 5,
};

export function formFromDseYear(yearDSE: number | null | undefined, now: Date = new Date()): Form {
  if (yearDSE == null || !Number.isInteger(yearDSE)) return 'Unknown';
  const yearsLeft = yearDSE - currentIntakeYear(now);
  if (yearsLeft < 0) return 'Graduated';
  return SCHOOL_FORMS.find((form) => YEARS_BEFORE_DSE[form] === yearsLeft) ?? 'Unknown';
}

export function dseYearFromForm(form: SchoolForm, now: Date = new Date()): number {
  return currentIntakeYear(now) + YEARS_BEFORE_DSE[form];
}

const range = (from: number, count: number): number[] => Array.from({ length: count }, (_, i) => from + i);

/**
 * Spec 3 says "from the current year to +5". The current year is read as the intake year so that the
 * list always starts at today's F.6 and ends at today's F.1 (in September the calendar year would
 * offer a DSE year that nobody at school still sits).
 */
export function dseYearOptions(now: Date = new Date()): number[] {
  return range(currentIntakeYear(now), 6);
}

/** Graduation years for university students: the HK calendar year -1 to +5. */
export function graduationYearOptions(now: Date = new Date()): number[] {
  return range(hkParts(now).year - 1, 7);
}
