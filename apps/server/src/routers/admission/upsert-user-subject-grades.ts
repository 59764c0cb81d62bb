import { z } from 'zod';
import { loadGrades, loadSchoolSettings } from '../../services/admission/load-student-plan.ts';
import { requirePlanRead } from '../../services/admission/plan-access.ts';
import { upsertSubjectGrades } from '../../services/admission/upsert-subject-grades.ts';
import { recordAccess } from '../../services/privacy/staff-access.ts';
import { signedInProcedure } from '../../trpc/procedures.ts';
import { gradeRow, upsertGradesInput } from './shapes.ts';

/**
 * Spec "upsert user subject grades": a student sets their own prediction (overallTarget); in target-user
 * mode an active teacher of the school (or an admin) sets the school's (schoolPredict). Returns the
 * student's grades as the caller may see them.
 */
export const upsertUserSubjectGrades = signedInProcedure
  .input(upsertGradesInput)
  .output(z.object({ grades: z.array(gradeRow) }))
  .mutation(async ({ ctx, input }) => {
    const { target, access } = await requirePlanRead(ctx, input.grades[0]?.userId);
    await recordAccess(ctx, { area: 'grades', action: 'change', studentIds: [target.id] });
    await upsertSubjectGrades(ctx.deps.db, {
      userId: target.id,
      changes: input.grades,
      access,
      actorId: ctx.user.row.id,
      now: ctx.deps.now(),
    });
    const settings = await loadSchoolSettings(ctx.deps.db, target.schoolId);
    return {
      grades: await loadGrades(ctx.deps.db, {
        userId: target.id,
        hideSchoolPredictions: !access.canManage && !settings.showPredictedScoresToStudents,
      }),
    };
  });
