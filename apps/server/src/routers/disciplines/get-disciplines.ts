import { z } from 'zod';
import { loadPortalData } from '../../services/programs/load-portal-data.ts';
import { disciplineGroupRow, disciplineRow } from '../../services/programs/shapes.ts';
import { publicProcedure } from '../../trpc/procedures.ts';

/**
 * The 20 disciplines with their groups and listed-programme counts, for screens that do not need the
 * whole portal data (the same rows are in programs.getPortalData).
 */
export const getDisciplines = publicProcedure
  .output(z.object({ disciplines: z.array(disciplineRow), disciplineGroups: z.array(disciplineGroupRow) }))
  .query(async ({ ctx }) => {
    const { disciplines, disciplineGroups } = await loadPortalData(ctx.deps.db);
    return { disciplines, disciplineGroups };
  });
