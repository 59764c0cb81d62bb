import { type Db, type DbOrTx, schema } from '@waypoint/db';
import { assertSubjectGrades, GradeInputError } from '@waypoint/domain';
import { and, eq, inArray } from 'drizzle-orm';
import { AppError, fail } from '../errors.ts';
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
 * (5**…U, ApL D2/D1/A/U, CS A/U) exactly as listed ('5* ' is not '5*') or 'Dropped', and the prediction
 * that results must be one the calculator takes — the domain's own check (assertSubjectGrades), so M1 and
 * M2 are never both graded. All or nothing, in one transaction.
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
      .select({ id: subjects.id, code: subjects.code, levels: subjects.gradeLevels })
      .from(subjects)
      .where(inArray(subjects.id, ids));
    const byId = new Map(rows.map((r) => [r.id, r]));
    for (const change of changes) {
      const subject = byId.get(change.subjectId);
      if (!subject) fail('BAD_REQUEST', 'errors.subjectNotFound');
      const allowed = subject.levels;
      const grade = change.grade || null;
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
        fail('BAD_REQUEST', 'errors.gradeInput.invalidGrade', { vars: { grade, subject: subject.code } });
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
    for (const source of new Set(changes.map((c) => c.source))) {
      await checkPrediction(tx, userId, source);
    }
  });
}

/** The calculator's own check on the prediction as it now stands; a problem undoes the whole call. */
async function checkPrediction(tx: DbOrTx, userId: string, source: GradeSource): Promise<void> {
  const stored = await tx
    .select({ code: subjects.code, grade: userSubjectGrades.grade })
    .from(userSubjectGrades)
    .innerJoin(subjects, eq(subjects.id, userSubjectGrades.subjectId))
    .where(and(eq(userSubjectGrades.userId, userId), eq(userSubjectGrades.source, source)));
  const grades: Record<string, string> = {};
  for (const row of stored) grades[row.code] = row.grade;
  try {
    assertSubjectGrades(grades);
  } catch (error) {
    if (!(error instanceof GradeInputError)) throw error;
    throw new AppError('BAD_REQUEST', `errors.gradeInput.${error.problem}`, {
      vars: { grade: error.grade ?? '', subject: error.subjectCode ?? '' },
    });
  }
}
