import { type Db, queryRows, schema } from '@waypoint/db';
import { asc, eq, sql } from 'drizzle-orm';
import type { ProfessionCatalogue, ProfessionListItem } from './shapes.ts';

const { sectors, segments, professionGroups } = schema;

interface Row {
  id: number;
  isco_code: string;
  name: string;
  name_chi: string;
  skill_level: number;
  requires: string[];
  major_group_code: string;
  segment_ids: number[] | null;
  discipline_ids: number[] | null;
  everyday_names: string[];
  everyday_names_chi: string[];
}

export async function loadProfessionList(db: Db, where = sql`true`): Promise<ProfessionListItem[]> {
  const rows = await queryRows<Row>(
    db,
    sql`
    select p.id, p.isco_code, p.name, p.name_chi, p.skill_level, p.requires, p.major_group_code,
      p.everyday_names, p.everyday_names_chi,
      (select array_agg(ps.segment_id order by ps.segment_id) from profession_segments ps
        where ps.profession_id = p.id) as segment_ids,
      (select array_agg(pd.discipline_id order by pd.discipline_id) from profession_disciplines pd
        where pd.profession_id = p.id) as discipline_ids
    from professions p
    where ${where}
    order by p.isco_code`,
  );
  return rows.map((r) => ({
    id: r.id,
    iscoCode: r.isco_code,
    name: r.name,
    nameChi: r.name_chi,
    skillLevel: r.skill_level,
    requires: r.requires,
    majorGroupCode: r.major_group_code,
    segmentIds: r.segment_ids ?? [],
    disciplineIds: r.discipline_ids ?? [],
    everydayNames: r.everyday_names,
    everydayNamesChi: r.everyday_names_chi,
  }));
}

/** The 436 professions with their links and everyday names, the 21 sectors and their segments: read once per visit. */
export async function loadProfessionCatalogue(db: Db): Promise<ProfessionCatalogue> {
  const [professions, sectorRows, segmentRows, majorGroups] = await Promise.all([
    loadProfessionList(db),
    db
      .select({ id: sectors.id, hsicCode: sectors.hsicCode, name: sectors.name, nameChi: sectors.nameChi })
      .from(sectors)
      .orderBy(asc(sectors.hsicCode)),
    db
      .select({
        id: segments.id,
        code: segments.code,
        sectorId: segments.sectorId,
        name: segments.name,
        nameChi: segments.nameChi,
      })
      .from(segments)
      .orderBy(asc(segments.sectorId), asc(segments.seq), asc(segments.id)),
    db
      .select({ code: professionGroups.code, name: professionGroups.name, nameChi: professionGroups.nameChi })
      .from(professionGroups)
      .where(eq(professionGroups.level, 'major'))
      .orderBy(asc(professionGroups.code)),
  ]);
  return { professions, sectors: sectorRows, segments: segmentRows, majorGroups };
}
