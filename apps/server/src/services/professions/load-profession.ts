import { type Db, queryRows, schema } from '@waypoint/db';
import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import { fail } from '../errors.ts';
import { listedProgramSqlOn } from '../programs/listing.ts';
import { loadProfessionList } from './load-catalogue.ts';
import type { ProfessionDetail, RelatedProgram } from './shapes.ts';

const {
  professions,
  professionGroups,
  segments,
  disciplines,
  professionDisciplines,
  professionSegments,
  userProfessions,
} = schema;

export async function loadProfessionDetail(
  db: Db,
  { professionId, userId }: { professionId: number; userId: string | null },
): Promise<ProfessionDetail> {
  const [item] = await loadProfessionList(db, sql`p.id = ${professionId}`);
  if (!item) fail('NOT_FOUND', 'errors.professionNotFound');
  const [text] = await db
    .select({
      explanation: professions.explanation,
      explanationChi: professions.explanationChi,
      minorGroupCode: professions.minorGroupCode,
    })
    .from(professions)
    .where(eq(professions.id, professionId));
  const groups = await db
    .select({ code: professionGroups.code, name: professionGroups.name, nameChi: professionGroups.nameChi })
    .from(professionGroups)
    .where(inArray(professionGroups.code, [text!.minorGroupCode, item.majorGroupCode]));
  const group = (code: string) => groups.find((g) => g.code === code) ?? { code, name: code, nameChi: code };
  const relatedSegments = await db
    .select({
      id: segments.id,
      code: segments.code,
      sectorId: segments.sectorId,
      name: segments.name,
      nameChi: segments.nameChi,
    })
    .from(professionSegments)
    .innerJoin(segments, eq(segments.id, professionSegments.segmentId))
    .where(eq(professionSegments.professionId, professionId))
    .orderBy(asc(segments.sectorId), asc(segments.seq));
  const relatedDisciplines = await db
    .select({
      id: disciplines.id,
      code: disciplines.code,
      name: disciplines.name,
      nameChi: disciplines.nameChi,
      strength: professionDisciplines.strength,
    })
    .from(professionDisciplines)
    .innerJoin(disciplines, eq(disciplines.id, professionDisciplines.disciplineId))
    .where(eq(professionDisciplines.professionId, professionId))
    // Core study areas first (decision 017).
    .orderBy(sql`${professionDisciplines.strength} = 'core' desc`, asc(disciplines.seq));
  const liked =
    userId === null
      ? []
      : await db
          .select({ reaction: userProfessions.reaction })
          .from(userProfessions)
          .where(and(eq(userProfessions.userId, userId), eq(userProfessions.professionId, professionId)));
  return {
    ...item,
    explanation: text!.explanation,
    explanationChi: text!.explanationChi,
    minorGroup: group(text!.minorGroupCode),
    majorGroup: group(item.majorGroupCode),
    relatedSegments,
    relatedDisciplines,
    programs: await loadProgramsOfProfession(db, professionId),
    likedByUser: liked[0]?.reaction === 'like',
  };
}

interface ProgramRow {
  id: number;
  jupas_code: string;
  name: string;
  name_chi: string;
  institution_name_short: string;
  discipline_ids: number[];
}

/**
 * Programmes leading to a profession: the listed programmes its reviewed keywords chose (docs/data.md), core
 * ones first, then related ones, each in JUPAS code order. Other programmes of its study areas are not listed.
 */
export async function loadProgramsOfProfession(db: Db, professionId: number): Promise<RelatedProgram[]> {
  const rows = await queryRows<ProgramRow & { strength: string }>(
    db,
    sql`
    select p.id, p.jupas_code, p.name, p.name_chi, i.name_short as institution_name_short, pp.strength,
      coalesce((select array_agg(pd.discipline_id order by pd.discipline_id) from program_disciplines pd
        where pd.program_id = p.id), '{}') as discipline_ids
    from profession_programs pp
    join programs p on p.id = pp.program_id
    join institutions i on i.id = p.institution_id
    where pp.profession_id = ${professionId} and ${listedProgramSqlOn('p')}
    order by pp.strength = 'core' desc, p.jupas_code`,
  );
  return rows.map((r) => ({
    id: r.id,
    jupasCode: r.jupas_code,
    name: r.name,
    nameChi: r.name_chi,
    institutionNameShort: r.institution_name_short,
    disciplineIds: r.discipline_ids,
    strength: r.strength === 'core' ? 'core' : 'related',
  }));
}

/** The listed programmes of some study areas, in JUPAS code order. */
export async function loadProgramsOfDisciplines(
  db: Db,
  disciplineIds: readonly number[],
): Promise<RelatedProgram[]> {
  if (disciplineIds.length === 0) return [];
  const rows = await queryRows<ProgramRow>(
    db,
    sql`
    select p.id, p.jupas_code, p.name, p.name_chi, i.name_short as institution_name_short,
      array_agg(pd.discipline_id order by pd.discipline_id) as discipline_ids
    from programs p
    join institutions i on i.id = p.institution_id
    join program_disciplines pd on pd.program_id = p.id
    where ${listedProgramSqlOn('p')}
      and pd.discipline_id in (${sql.join(
        disciplineIds.map((id) => sql`${id}`),
        sql`, `,
      )})
    group by p.id, i.name_short
    order by p.jupas_code
    limit 500`,
  );
  return rows.map((r) => ({
    id: r.id,
    jupasCode: r.jupas_code,
    name: r.name,
    nameChi: r.name_chi,
    institutionNameShort: r.institution_name_short,
    disciplineIds: r.discipline_ids,
  }));
}
