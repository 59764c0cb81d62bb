import { type Db, schema } from '@waypoint/db';
import { and, asc, count, eq, inArray } from 'drizzle-orm';
import { fail } from '../errors.ts';
import type { EmployerItem, EmployersByScope, SectorDetail, SegmentDetail } from './shapes.ts';

const { sectors, segments, employers, segmentEmployers, professions, professionSegments, userLikedItems } =
  schema;

async function likedIds(db: Db, userId: string | null, kind: 'sector' | 'segment'): Promise<Set<number>> {
  if (userId === null) return new Set();
  const rows = await db
    .select({ id: userLikedItems.itemId })
    .from(userLikedItems)
    .where(and(eq(userLikedItems.userId, userId), eq(userLikedItems.kind, kind)));
  return new Set(rows.map((r) => r.id));
}

/** Spec call segments/employers?segment_ids=: employers of the segments, split local / multinational. */
export async function loadSegmentsEmployers(
  db: Db,
  segmentIds: readonly number[],
): Promise<EmployersByScope> {
  if (segmentIds.length === 0) return { local: [], multinational: [] };
  const rows = await db
    .selectDistinct({
      id: employers.id,
      name: employers.nameEn,
      nameChi: employers.nameChi,
      hkexStockCode: employers.hkexStockCode,
      scope: employers.scope,
      companyUrl: employers.companyUrl,
    })
    .from(segmentEmployers)
    .innerJoin(employers, eq(employers.id, segmentEmployers.employerId))
    .where(inArray(segmentEmployers.segmentId, [...segmentIds]))
    .orderBy(asc(employers.hkexStockCode), asc(employers.id));
  const items = rows as EmployerItem[];
  return {
    local: items.filter((e) => e.scope !== 'multinational'),
    multinational: items.filter((e) => e.scope === 'multinational'),
  };
}

export async function loadSectorDetail(
  db: Db,
  { sectorId, userId }: { sectorId: number; userId: string | null },
): Promise<SectorDetail> {
  const [sector] = await db
    .select({ id: sectors.id, hsicCode: sectors.hsicCode, name: sectors.name, nameChi: sectors.nameChi })
    .from(sectors)
    .where(eq(sectors.id, sectorId));
  if (!sector) fail('NOT_FOUND', 'errors.sectorNotFound');
  const rows = await db
    .select({
      id: segments.id,
      code: segments.code,
      sectorId: segments.sectorId,
      name: segments.name,
      nameChi: segments.nameChi,
      professionCount: count(professionSegments.professionId),
    })
    .from(segments)
    .leftJoin(professionSegments, eq(professionSegments.segmentId, segments.id))
    .where(eq(segments.sectorId, sectorId))
    .groupBy(segments.id)
    .orderBy(asc(segments.seq), asc(segments.id));
  const likedSegments = await likedIds(db, userId, 'segment');
  const likedSectors = await likedIds(db, userId, 'sector');
  return {
    ...sector,
    likedByUser: likedSectors.has(sector.id),
    segments: rows.map((s) => ({ ...s, likedByUser: likedSegments.has(s.id) })),
    employers: await loadSegmentsEmployers(
      db,
      rows.map((s) => s.id),
    ),
  };
}

export async function loadSegmentDetail(
  db: Db,
  { segmentId, userId }: { segmentId: number; userId: string | null },
): Promise<SegmentDetail> {
  const [segment] = await db
    .select({
      id: segments.id,
      code: segments.code,
      sectorId: segments.sectorId,
      name: segments.name,
      nameChi: segments.nameChi,
    })
    .from(segments)
    .where(eq(segments.id, segmentId));
  if (!segment) fail('NOT_FOUND', 'errors.segmentNotFound');
  const [sector] = await db
    .select({ id: sectors.id, hsicCode: sectors.hsicCode, name: sectors.name, nameChi: sectors.nameChi })
    .from(sectors)
    .where(eq(sectors.id, segment.sectorId));
  const professionRows = await db
    .select({
      id: professions.id,
      name: professions.name,
      nameChi: professions.nameChi,
      skillLevel: professions.skillLevel,
    })
    .from(professionSegments)
    .innerJoin(professions, eq(professions.id, professionSegments.professionId))
    .where(eq(professionSegments.segmentId, segmentId))
    .orderBy(asc(professions.iscoCode));
  const liked = await likedIds(db, userId, 'segment');
  return {
    ...segment,
    likedByUser: liked.has(segment.id),
    sector: sector!,
    professions: professionRows,
    employers: await loadSegmentsEmployers(db, [segmentId]),
  };
}
