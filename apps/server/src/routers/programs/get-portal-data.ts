import { loadPortalData } from '../../services/programs/load-portal-data.ts';
import type { PortalData } from '../../services/programs/shapes.ts';
import { publicProcedure } from '../../trpc/procedures.ts';

/**
 * Spec getAppData (type portal): all reference data the deck, pickers and calculator need in one
 * response, built once per process. Public: it holds nothing personal.
 */
export const getPortalData = publicProcedure.query(
  ({ ctx }): Promise<PortalData> => loadPortalData(ctx.deps.db),
);
