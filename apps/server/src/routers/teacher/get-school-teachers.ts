import { z } from 'zod';
import { listSchoolTeachers } from '../../services/teacher/list-school-teachers.ts';
import { isStaffOfSchool } from '../../services/teacher/school-access.ts';
import { fail } from '../../trpc/errors.ts';
import { staffProcedure } from '../../trpc/procedures.ts';
import { schoolIdInput, schoolTeacher } from './shapes.ts';

/**
 * The school teacher list (spec 2 §2, /school-teachers). The web groups the rows with the domain's
 * teacher-group rule; non-admins never see admin users (spec 2 §5).
 */
export const getSchoolTeachers = staffProcedure
  .input(z.object({ schoolId: schoolIdInput }))
  .output(z.array(schoolTeacher))
  .query(async ({ ctx, input }) => {
    if (!isStaffOfSchool(ctx.user, input.schoolId)) fail('FORBIDDEN', 'errors.notStaffOfSchool');
    return listSchoolTeachers(ctx.deps.db, { schoolId: input.schoolId, includeAdmins: ctx.user.isAdmin });
  });
