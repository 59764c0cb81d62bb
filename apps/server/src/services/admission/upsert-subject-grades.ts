import { type Db, schema } from '@waypoint/db';
import { and, eq, inArray } from 'drizzle-orm';
import { fail } from '../errors.ts';
import type { PlanAccess } from './plan-access.ts';
import type { GradeSource } from './shapes.ts';

const { subjects, userSubjectGrades } = schema;

/** Stored as a grade, it hides the subject from the strip (spec 2 §3). */
export const DROPPED_GRADE = 'Dropped';

export interface GradeChange {
  subjectId: number;
  /** null or '' clears the grade. */
  grade: string | null;
  source: GradeSource;
}

/**
 * Spec "upsert user subject grades": the student writes their own prediction (overallTarget), staff of the
 * school write the school's (schoolPredict). Each grade must be one of the subject's own levels
 * (5**…U, ApL D2/D1/A/U, CS A/U) or 'Dropped'. All or nothing, in one transaction.
 */
export async function upsertSubjectGrades(
  db: Db,
  {
    userId,
    changes,
    access,
    actorId,
    now,
  }: { userId: string; changes: readonly GradeChange[]; access: PlanAccess; actorId: string; now: Date },
): Promise<void> {
  for (const change of changes) {
    if (change.source === 'schoolPredict' && !access.canEditSchoolPrediction) {
      fail('FORBIDDEN', 'errors.schoolPredictionStaffOnly');
    }
    if (change.source === 'overallTarget' && !access.canEditOwnPrediction) {
      fail('FORBIDDEN', 'errors.ownPredictionStudentOnly');
    }
  }
  const keys = new Set(changes.map((c) => `${c.subjectId}:${c.source}`));
  if (keys.size !== changes.length) fail('BAD_REQUEST', 'errors.duplicateGrade');
  await db.transaction(async (tx) => {
    const ids = [...new Set(changes.map((c) => c.subjectId))];
    const rows = await tx
      .select({ id: subjects.id, levels: subjects.gradeLevels })
      .from(subjects)
      .where(inArray(subjects.id, ids));
    const levels = new Map(rows.map((r) => [r.id, r.levels]));
    for (const change of changes) {
      const allowed = levels.get(change.subjectId);
      if (!allowed) fail('BAD_REQUEST', 'errors.subjectNotFound');
      const grade = change.grade?.trim() || null;
      const where = and(
        eq(userSubjectGrades.userId, userId),
        eq(userSubjectGrades.subjectId, change.subjectId),
        eq(userSubjectGrades.source, change.source),
      );
      if (grade === null) {
        await tx.delete(userSubjectGrades).where(where);
        continue;
      }
      if (grade !== DROPPED_GRADE && !allowed.includes(grade)) {
        fail('BAD_REQUEST', 'errors.invalidGrade', { vars: { grade } });
      }
      await tx
        .insert(userSubjectGrades)
        .values({
          userId,
          subjectId: change.subjectId,
          source: change.source,
          grade,
          updatedBy: actorId,
          updatedAt: now,
        })
        .onConflictDoUpdate({
          target: [userSubjectGrades.userId, userSubjectGrades.subjectId, userSubjectGrades.source],
          set: { grade, updatedBy: actorId, updatedAt: now },
        });
    }
  });
}
