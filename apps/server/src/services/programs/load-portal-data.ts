import { type Db, queryRows, schema } from '@waypoint/db';
import { LISTED_INSTITUTION_IDS } from '@waypoint/domain';
import { asc, inArray, sql } from 'drizzle-orm';
import { listedProgramSqlOn } from './listing.ts';
import {
  bandACompetitionSql,
  best5MedianSql,
  latestAdmissionSql,
  mainDisciplineGroupSql,
} from './program-figures-sql.ts';
import { loadProgramScoreSpecs } from './score-specs.ts';
import type { PortalData, ProgramCard } from './shapes.ts';

const { institutions, subjects, disciplines, disciplineGroups, advertisements } = schema;

type Num = number | string | null;
const num = (v: Num): number | null => (v == null ? null : Number(v));

interface CardRow {
  id: number;
  jupas_code: string;
  name: string;
  name_chi: string;
  display_name: string;
  institution_id: number;
  institution_name_short: string;
  program_type: string;
  num_of_places: number | null;
  interview: string | null;
  jupas_url: string | null;
  sort_order: number;
  discipline_ids: number[] | null;
  main_group_id: number | null;
  main_group_name: string | null;
  intake_year: number | null;
  lower_quartile: Num;
  median: Num;
  mean: Num;
  upper_quartile: Num;
  band_a_comp_ratio: Num;
  num_of_band_a_offers: number | null;
  offer_year: number | null;
  best5_median: Num;
}

async function loadCards(db: Db): Promise<ProgramCard[]> {
  const rows = await queryRows<CardRow>(
    db,
    sql`
    select p.id, p.jupas_code, p.name, p.name_chi, p.display_name, p.institution_id,
      i.name_short as institution_name_short, p.program_type, p.num_of_places, p.interview, p.jupas_url,
      p.sort_order,
      (select array_agg(pd.discipline_id order by pd.discipline_id) from program_disciplines pd
        where pd.program_id = p.id) as discipline_ids,
      mg.discipline_group_id as main_group_id, g.name as main_group_name,
      la.intake_year, la.lower_quartile, la.median, la.mean, la.upper_quartile,
      bc.band_a_comp_ratio, bc.num_of_band_a_offers, bc.year as offer_year,
      b5.best5_median
    from programs p
    join institutions i on i.id = p.institution_id
    left join (${mainDisciplineGroupSql}) mg on mg.program_id = p.id
    left join discipline_groups g on g.id = mg.discipline_group_id
    left join (${latestAdmissionSql}) la on la.program_id = p.id
    left join (${bandACompetitionSql}) bc on bc.program_id = p.id
    left join (${best5MedianSql}) b5 on b5.program_id = p.id
    where ${listedProgramSqlOn('p')}
    order by p.sort_order, p.jupas_code`,
  );
  return rows.map((r) => ({
    id: r.id,
    jupasCode: r.jupas_code,
    name: r.name,
    nameChi: r.name_chi,
    displayName: r.display_name,
    institutionId: r.institution_id,
    institutionNameShort: r.institution_name_short,
    programType: r.program_type,
    numOfPlaces: r.num_of_places,
    interview: r.interview,
    jupasUrl: r.jupas_url,
    sortOrder: r.sort_order,
    disciplineIds: r.discipline_ids ?? [],
    mainDisciplineGroupId: r.main_group_id,
    mainDisciplineGroupName: r.main_group_name,
    admissions:
      r.intake_year == null
        ? []
        : [
            {
              intakeYear: r.intake_year,
              scoreLowerQuartile: num(r.lower_quartile),
              scoreMedian: num(r.median),
              scoreMean: num(r.mean),
              scoreUpperQuartile: num(r.upper_quartile),
            },
          ],
    bandACompRatio: num(r.band_a_comp_ratio),
    numOfBandAOffers: r.num_of_band_a_offers,
    offerStatsYear: r.offer_year,
    best5Score: num(r.best5_median),
  }));
}

async function buildPortalData(db: Db): Promise<PortalData> {
  const [cards, allSpecs, institutionRows, subjectRows, groupRows, disciplineRows, adRows] =
    await Promise.all([
      loadCards(db),
      loadProgramScoreSpecs(db),
      db
        .select({
          id: institutions.id,
          name: institutions.name,
          nameShort: institutions.nameShort,
          nameChi: institutions.nameChi,
        })
        .from(institutions)
        .where(inArray(institutions.id, [...LISTED_INSTITUTION_IDS]))
        .orderBy(asc(institutions.id)),
      db
        .select({
          id: subjects.id,
          code: subjects.code,
          nameEn: subjects.nameEn,
          nameChi: subjects.nameChi,
          category: subjects.category,
          isCore: subjects.isCore,
        })
        .from(subjects)
        .orderBy(asc(subjects.id)),
      db
        .select({
          id: disciplineGroups.id,
          name: disciplineGroups.name,
          nameChi: disciplineGroups.nameChi,
          seq: disciplineGroups.seq,
        })
        .from(disciplineGroups)
        .orderBy(asc(disciplineGroups.seq)),
      db
        .select({
          id: disciplines.id,
          name: disciplines.name,
          nameChi: disciplines.nameChi,
          disciplineGroupId: disciplines.disciplineGroupId,
          seq: disciplines.seq,
          imageLink: disciplines.imageLink,
        })
        .from(disciplines)
        .orderBy(asc(disciplines.seq)),
      db
        .select({
          id: advertisements.id,
          disciplineId: advertisements.disciplineId,
          disciplineGroupId: advertisements.disciplineGroupId,
          bannerImgLink: advertisements.bannerImgLink,
          link: advertisements.link,
        })
        .from(advertisements)
        .orderBy(asc(advertisements.id)),
    ]);
  const programCount = new Map<number, number>();
  for (const card of cards)
    for (const id of card.disciplineIds) programCount.set(id, (programCount.get(id) ?? 0) + 1);
  const groupById = new Map(groupRows.map((g) => [g.id, g]));
  const listedIds = new Set(cards.map((c) => c.id));
  return {
    institutions: institutionRows,
    programs: cards,
    scoreSpecs: allSpecs.filter((spec) => listedIds.has(spec.programId)),
    subjects: subjectRows,
    disciplines: disciplineRows.map((d) => ({
      ...d,
      groupName: groupById.get(d.disciplineGroupId)?.name ?? '',
      groupNameChi: groupById.get(d.disciplineGroupId)?.nameChi ?? '',
      programCount: programCount.get(d.id) ?? 0,
    })),
    disciplineGroups: groupRows.map((g) => ({
      ...g,
      disciplineIds: disciplineRows.filter((d) => d.disciplineGroupId === g.id).map((d) => d.id),
    })),
    advertisements: adRows,
  };
}

// Reference data does not change while the process runs (the loader runs at start-up), so the portal
// data is built once per database handle and shared by every request.
const cache = new WeakMap<Db, Promise<PortalData>>();

export function loadPortalData(db: Db): Promise<PortalData> {
  let pending = cache.get(db);
  if (!pending) {
    pending = buildPortalData(db);
    // A failed build (e.g. the database was briefly unreachable) must not stick.
    pending.catch(() => cache.delete(db));
    cache.set(db, pending);
  }
  return pending;
}
