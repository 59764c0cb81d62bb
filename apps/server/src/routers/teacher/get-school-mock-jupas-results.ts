import { z } from 'zod';
import { isStaffOfSchool } from '../../services/teacher/school-access.ts';
import { schoolMockJupasResults } from '../../services/teacher/school-mock-jupas-results.ts';
import { fail } from '../../trpc/errors.ts';
import { staffProcedure } from '../../trpc/procedures.ts';
import { type MockJupasResults, schoolIdInput } from './shapes.ts';

/**
 * Spec teacher-getSchoolMockJUPASResults: the choices of one school's students of one DSE year at the
 * given band orders, as { [bandOrder]: programId[] } plus a `summary` of the charts' counts.
 */
export const getSchoolMockJUPASResults = staffProcedure
  .input(
    z.object({
      schoolId: schoolIdInput,
      yearDSE: z.number({ message: 'errors.invalidYearDSE' }).int().min(2000).max(2100),
      bandOrders: z
        .array(z.number().int().min(1, 'errors.invalidBandOrder').max(20, 'errors.invalidBandOrder'))
        .min(1, 'errors.invalidBandOrder')
        .max(20, 'errors.invalidBandOrder'),
    }),
  )
  .query(async ({ ctx, input }): Promise<MockJupasResults> => {
    if (!isStaffOfSchool(ctx.user, input.schoolId)) fail('FORBIDDEN', 'errors.notStaffOfSchool');
    return schoolMockJupasResults(ctx.deps.db, input);
  });
