import { currentIntakeYear } from './intake.ts';

export interface StudentListWindowOptions {
  now?: Date;
  maxYearDSE?: number | null;
}

/** Teachers see only students still at school: DSE this intake year or later, up to an optional cap. */
export function isInStudentListWindow(
  yearDSE: number | null | undefined,
  { now = new Date(), maxYearDSE }: StudentListWindowOptions = {},
): boolean {
  if (yearDSE == null || !Number.isFinite(yearDSE)) return false;
  if (yearDSE < currentIntakeYear(now)) return false;
  return maxYearDSE == null || yearDSE <= maxYearDSE;
}
