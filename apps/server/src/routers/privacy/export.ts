import { z } from 'zod';
import { getExportSummary } from '../../services/privacy/export-summary.ts';
import { adminProcedure, signedInProcedure } from '../../trpc/procedures.ts';

/**
 * What the archive of "Download my data" holds, area by area (docs/privacy.md "Access"). The archive itself
 * is a plain HTTP download (http/privacy-export.ts); these counts come from the same list of areas.
 */
export const exportProcedures = {
  getMyDataSummary: signedInProcedure.query(async ({ ctx }) => ({
    ...(await getExportSummary(ctx.deps.db, ctx.user.row.id)),
    // A one-time link's session may look but not download (the route refuses it too).
    canDownload: !ctx.session.oneTime,
  })),
  /** Counts only, no content: not recorded as a look; producing the archive is (http/privacy-export.ts). */
  getPersonDataSummary: adminProcedure
    .input(z.object({ userId: z.uuid() }))
    .query(async ({ ctx, input }) => ({
      ...(await getExportSummary(ctx.deps.db, input.userId)),
      canDownload: !ctx.session.oneTime,
    })),
};
