import { loadProfessionCatalogue } from '../../services/professions/load-catalogue.ts';
import { loadProfessionDetail } from '../../services/professions/load-profession.ts';
import {
  loadSectorDetail,
  loadSegmentDetail,
  loadSegmentsEmployers,
} from '../../services/professions/load-sector.ts';
import { publicProcedure } from '../../trpc/procedures.ts';
import { professionIdInput, sectorIdInput, segmentIdInput, segmentIdsInput } from './shapes.ts';

// Public reading (spec 3 §2: /professions, /sectors, /segments are public pages). A signed-in caller
// also gets their own liked flags; nobody else's are ever read.

/** Spec callPortalApi admin/professions: all professions with their segments and study areas. */
export const getProfessions = publicProcedure.query(({ ctx }) => loadProfessionCatalogue(ctx.deps.db));

/** Spec callPortalApi admin/professions/{id}. */
export const getProfession = publicProcedure
  .input(professionIdInput)
  .query(({ ctx, input }) =>
    loadProfessionDetail(ctx.deps.db, { professionId: input.id, userId: ctx.user?.row.id ?? null }),
  );

/** Spec getSector / callPortalApi sectors/{id}: a sector, its segments and their employers. */
export const getSector = publicProcedure
  .input(sectorIdInput)
  .query(({ ctx, input }) =>
    loadSectorDetail(ctx.deps.db, { sectorId: input.id, userId: ctx.user?.row.id ?? null }),
  );

/** Spec getSegmentExtraInfos / callPortalApi segments/{id}/extra-infos and /employers. */
export const getSegment = publicProcedure
  .input(segmentIdInput)
  .query(({ ctx, input }) =>
    loadSegmentDetail(ctx.deps.db, { segmentId: input.id, userId: ctx.user?.row.id ?? null }),
  );

/** Spec callPortalApi segments/employers?segment_ids=. */
export const getSegmentsEmployers = publicProcedure
  .input(segmentIdsInput)
  .query(({ ctx, input }) => loadSegmentsEmployers(ctx.deps.db, input.segmentIds));
