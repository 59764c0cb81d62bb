import { schema } from '@waypoint/db';
import { currentIntakeYear } from '@waypoint/domain';
import { and, asc, eq, gte, isNotNull, type SQL } from 'drizzle-orm';
import { z } from 'zod';
import { programChooser } from '../../services/programs/shapes.ts';
import { staffProcedure } from '../../trpc/procedures.ts';
import { programIdInput } from './get-portal-program-data.ts';

const { users, userPrograms } = schema;

/**
 * Spec getUsersByProgramId: the students who put this programme in their Dec Submission list. A teacher
 * sees the students of their own school still at school (DSE this intake year or later); an admin sees all.
 */
export const getUsersByProgramId = staffProcedure
  .input(z.object({ programId: programIdInput }))
  .output(z.array(programChooser))
  .query(async ({ ctx, input }) => {
    const conditions: SQL[] = [eq(userPrograms.programId, input.programId), isNotNull(userPrograms.order)];
    if (!ctx.user.isAdmin) {
      conditions.push(eq(users.schoolId, ctx.user.teacher!.schoolId ?? ''));
      conditions.push(gte(users.yearDSE, currentIntakeYear(ctx.deps.now())));
    }
    return ctx.deps.db
      .select({
        userId: users.id,
        fullName: users.fullName,
        preferredName: users.preferredName,
        chineseName: users.chineseName,
        schoolId: users.schoolId,
        class: users.class,
        studentNumber: users.studentNumber,
        yearDSE: users.yearDSE,
        order: userPrograms.order,
      })
      .from(userPrograms)
      .innerJoin(users, eq(users.id, userPrograms.userId))
      .where(and(...conditions))
      .orderBy(asc(userPrograms.order), asc(users.class), asc(users.studentNumber), asc(users.fullName))
      .then((rows) => rows.map((r) => ({ ...r, order: r.order ?? 0 })));
  });
