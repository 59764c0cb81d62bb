import { currentIntakeYear } from '@waypoint/domain';
import { z } from 'zod';
import { recordAccess } from '../../services/privacy/staff-access.ts';
import { listSchoolStudents } from '../../services/teacher/list-school-students.ts';
import { isStaffOfSchool } from '../../services/teacher/school-access.ts';
import { fail } from '../../trpc/errors.ts';
import { staffProcedure } from '../../trpc/procedures.ts';
import { STUDENT_PAGE_SIZE, schoolIdInput, schoolStudentsPage } from './shapes.ts';

/**
 * Spec teacher-getUsersBySchoolId: the school student modal's list, 100 at a time. Only students still at
 * school (DSE this intake year or later, spec 2 §5). `isAdmin` (admins only) drops the school filter so
 * that an admin can load every school's students. Each student on the page is recorded as a profile view
 * (docs/privacy.md "Who looked"): the rows show their names, class and student number.
 */
export const getUsersBySchoolId = staffProcedure
  .input(
    z.object({
      schoolId: schoolIdInput.optional(),
      isAdmin: z.boolean().optional(),
      cursor: z.number().int().min(0).max(1_000_000).optional(),
      maxYearDSE: z.number().int().min(2000).max(2100).nullish(),
      className: z.string().trim().max(20).nullish(),
      unverifiedOnly: z.boolean().optional(),
      search: z.string().max(100).nullish(),
      /** Event flags for this session, with each student's response to it (nominating). */
      sessionId: z.uuid().nullish(),
    }),
  )
  .output(schoolStudentsPage)
  .query(async ({ ctx, input }) => {
    const allSchools = input.isAdmin === true && ctx.user.isAdmin && !input.schoolId;
    if (!allSchools) {
      if (!input.schoolId) fail('BAD_REQUEST', 'errors.schoolRequired');
      if (!isStaffOfSchool(ctx.user, input.schoolId)) fail('FORBIDDEN', 'errors.notStaffOfSchool');
    }
    const offset = input.cursor ?? 0;
    const { items, total } = await listSchoolStudents(ctx.deps.db, {
      schoolId: allSchools ? null : input.schoolId!,
      minYearDSE: currentIntakeYear(ctx.deps.now()),
      maxYearDSE: input.maxYearDSE,
      className: input.className,
      unverifiedOnly: input.unverifiedOnly,
      search: input.search,
      sessionId: input.sessionId,
      offset,
      limit: STUDENT_PAGE_SIZE,
    });
    await recordAccess(ctx, { area: 'profile', action: 'view', studentIds: items.map((s) => s.id) });
    const next = offset + items.length;
    return { items, total, nextCursor: next < total && items.length > 0 ? next : null };
  });
