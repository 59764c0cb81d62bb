/**
 * The HKDSE facts that grades.ts (what grades mean to the calculator) and grade-input.ts (what a grade
 * may be) both stand on: the grade scale, the stored value for a dropped subject and the Category A
 * electives. Kept one floor below both, so neither imports the other for them.
 */

/** Category A and core grades, best first (spec 2 §3). */
export const DSE_GRADES = ['5**', '5*', '5', '4', '3', '2', '1', 'U'] as const;
export type DseGrade = (typeof DSE_GRADES)[number];

/** A stored grade value that hides the subject (spec 2 §3): it is never scored. */
export const DROPPED_GRADE = 'Dropped';

export function isDroppedGrade(grade: string | null | undefined): boolean {
  return grade === DROPPED_GRADE;
}

export function isDseGrade(grade: string | null | undefined): grade is DseGrade {
  return (DSE_GRADES as readonly (string | null | undefined)[]).includes(grade);
}

/**
 * The Category A electives (hkdse_subjects.csv), without M1/M2, which are extended parts of Mathematics. A
 * server test checks them against the subject table.
 */
export const CATEGORY_A_ELECTIVES: readonly string[] = [
  'ChiLit',
  'EngLit',
  'ChiHist',
  'Econ',
  'ERS',
  'Geog',
  'Hist',
  'THS',
  'Bio',
  'Chem',
  'Phys',
  'BAFS',
  'DAT',
  'HMSC',
  'ICT',
  'TLFCT',
  'TLFST',
  'Music',
  'VA',
  'PE',
  'CombSci',
  'IntSci',
];
