import {
  CSD_CODE,
  DROPPED_GRADE,
  DSE_GRADES,
  findElective,
  type GradeSource,
  isDroppedGrade,
  isDseElective,
} from '@waypoint/domain';
import type { PortalSubject } from '@/shared/portal-data';
import type { PlanGradeRow } from '@/shared/student-plan';

/** The subjects a student may add to the strip and pick in the electives ordering (the domain's list). */
export const isElectiveSubject: (subject: Pick<PortalSubject, 'code' | 'category'>) => boolean =
  isDseElective;

/**
 * Spec 2 §3 grade values for the popover: 5** … U for DSE subjects, Attained / Unattained (A, U) for
 * Citizenship and Social Development (its only levels), and 'Dropped' — which hides the subject — for
 * electives (a core subject cannot be dropped).
 */
export function gradeOptionsFor(subject: Pick<PortalSubject, 'code' | 'isCore'>): string[] {
  if (subject.code === CSD_CODE) return ['A', 'U'];
  return subject.isCore ? [...DSE_GRADES] : [...DSE_GRADES, DROPPED_GRADE];
}

export interface StripGrade {
  grade: string | null;
  /** The school hides its prediction from this student ('✱'). */
  hidden: boolean;
}

export function gradeOf(rows: readonly PlanGradeRow[], source: GradeSource, subjectId: number): StripGrade {
  const row = rows.find((r) => r.source === source && r.subjectId === subjectId);
  return { grade: row?.grade ?? null, hidden: row?.hidden ?? false };
}

/** Profile electives ('Biology'; older profiles '生物', 'Bio'): the subjects they name, in the reference order. */
export function studiedElectiveIds(names: readonly string[], subjects: readonly PortalSubject[]): number[] {
  const electives = subjects.filter((s) => !s.isCore);
  const found = new Set(names.flatMap((n) => findElective(n, electives)?.id ?? []));
  return electives.filter((s) => found.has(s.id)).map((s) => s.id);
}

/**
 * The subjects of one prediction strip: the core subjects, then the student's electives (from the
 * profile, the electives ordering, any subject graded in either prediction, and those added on screen),
 * in the reference order. A subject marked 'Dropped' in this prediction is left out (spec 2 §4).
 */
export function stripSubjects(
  subjects: readonly PortalSubject[],
  {
    rows,
    source,
    studiedIds = [],
    electiveIds = [],
    addedIds = [],
  }: {
    rows: readonly PlanGradeRow[];
    source: GradeSource;
    studiedIds?: readonly number[];
    electiveIds?: readonly number[];
    addedIds?: readonly number[];
  },
): PortalSubject[] {
  const wanted = new Set<number>([...studiedIds, ...electiveIds, ...addedIds]);
  for (const row of rows) if (row.grade !== null || row.hidden) wanted.add(row.subjectId);
  const dropped = new Set(
    rows.filter((r) => r.source === source && isDroppedGrade(r.grade)).map((r) => r.subjectId),
  );
  const core = subjects.filter((s) => s.isCore);
  const others = subjects.filter((s) => !s.isCore && wanted.has(s.id) && !dropped.has(s.id));
  return [...core, ...others];
}

/** What "Add subject" offers: electives not on the strip yet (a dropped one may come back). */
export function addableSubjects(
  subjects: readonly PortalSubject[],
  onStrip: readonly PortalSubject[],
): PortalSubject[] {
  const shown = new Set(onStrip.map((s) => s.id));
  return subjects.filter((s) => isElectiveSubject(s) && !shown.has(s.id));
}
