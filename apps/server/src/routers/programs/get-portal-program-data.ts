import { z } from 'zod';
import { loadProgramDetail } from '../../services/programs/load-program-detail.ts';
import { programDetail } from '../../services/programs/shapes.ts';
import { fail } from '../../trpc/errors.ts';
import { publicProcedure } from '../../trpc/procedures.ts';

export const programIdInput = z
  .number({ message: 'errors.programNotFound' })
  .int()
  .positive()
  .max(2_147_483_647);

/** Spec getPortalProgramData: one listed programme in full (admins: any programme). */
export const getPortalProgramData = publicProcedure
  .input(z.object({ programId: programIdInput }))
  .output(programDetail)
  .query(async ({ ctx, input }) => {
    const detail = await loadProgramDetail(ctx.deps.db, {
      programId: input.programId,
      includeUnlisted: ctx.user?.isAdmin ?? false,
    });
    if (!detail) fail('NOT_FOUND', 'errors.programNotFound');
    return detail;
  });
