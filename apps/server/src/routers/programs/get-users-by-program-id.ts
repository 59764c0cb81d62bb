import { currentIntakeYear } from '@waypoint/domain';
import { z } from 'zod';
import { recordAccess } from '../../services/privacy/staff-access.ts';
import { listProgramChoosers } from '../../services/programs/list-program-choosers.ts';
import { programChooser } from '../../services/programs/shapes.ts';
import { staffProcedure } from '../../trpc/procedures.ts';
import { programIdInput } from './get-portal-program-data.ts';

/**
 * Spec getUsersByProgramId: the students who put this programme in their Dec Submission list. A teacher
 * sees the students of their own school still at school (DSE this intake year or later); an admin sees all.
 * Each student listed is recorded as a plan view: the list tells whose choices hold the programme.
 */
export const getUsersByProgramId = staffProcedure
  .input(z.object({ programId: programIdInput }))
  .output(z.array(programChooser))
  .query(async ({ ctx, input }) => {
    const rows = await listProgramChoosers(ctx.deps.db, {
      programId: input.programId,
      within: ctx.user.isAdmin
        ? null
        : { schoolId: ctx.user.teacher!.schoolId ?? '', minYearDSE: currentIntakeYear(ctx.deps.now()) },
    });
    await recordAccess(ctx, { area: 'plan', action: 'view', studentIds: rows.map((r) => r.userId) });
    return rows;
  });
