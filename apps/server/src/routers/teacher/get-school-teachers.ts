import { schema } from '@waypoint/db';
import { and, asc, eq, type SQL, sql } from 'drizzle-orm';
import { z } from 'zod';
import { isStaffOfSchool } from '../../services/teacher/school-access.ts';
import { fail } from '../../trpc/errors.ts';
import { staffProcedure } from '../../trpc/procedures.ts';
import { type SchoolTeacher, schoolIdInput, schoolTeacher } from './shapes.ts';

const { users, teachers } = schema;

/**
 * The school teacher list (spec 2 §2, /school-teachers). The web groups the rows with the domain's
 * teacher-group rule; non-admins never see admin users (spec 2 §5).
 */
export const getSchoolTeachers = staffProcedure
  .input(z.object({ schoolId: schoolIdInput }))
  .output(z.array(schoolTeacher))
  .query(async ({ ctx, input }) => {
    if (!isStaffOfSchool(ctx.user, input.schoolId)) fail('FORBIDDEN', 'errors.notStaffOfSchool');
    const conditions: SQL[] = [eq(teachers.schoolId, input.schoolId)];
    if (!ctx.user.isAdmin)
      conditions.push(sql`not ${users.isAdmin} and not (${users.roles} ~ '(^|[\\s,])admin([\\s,]|$)')`);
    const rows = await ctx.deps.db
      .select({
        userId: users.id,
        fullName: users.fullName,
        preferredName: users.preferredName,
        chineseName: users.chineseName,
        phone: users.phone,
        email: users.email,
        isAdmin: users.isAdmin,
        schoolId: teachers.schoolId,
        employmentStatus: teachers.employmentStatus,
        schoolRoles: teachers.schoolRoles,
        classRoles: teachers.classRoles,
      })
      .from(teachers)
      .innerJoin(users, eq(users.id, teachers.userId))
      .where(and(...conditions))
      .orderBy(asc(users.fullName), asc(users.id));
    return rows as SchoolTeacher[];
  });
