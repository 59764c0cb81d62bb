import { sql } from 'drizzle-orm';

// Derived programme figures as SQL subqueries, shared by the portal data and the school statistics so
// that a card and a chart never disagree. Each yields rows keyed by program_id.

/**
 * A programme's main discipline group: the group holding most of its disciplines, ties to the group
 * listed first (lowest seq).
 */
export const mainDisciplineGroupSql = sql`
  select distinct on (pd.program_id) pd.program_id, d.discipline_group_id
  from program_disciplines pd
  join disciplines d on d.id = pd.discipline_id
  join discipline_groups g on g.id = d.discipline_group_id
  group by pd.program_id, d.discipline_group_id, g.seq
  order by pd.program_id, count(*) desc, g.seq`;

/** The latest intake year's published figures (the spec's admissions[0]). */
export const latestAdmissionSql = sql`
  select distinct on (a.program_id) a.program_id, a.intake_year, a.lower_quartile, a.median, a.mean,
    a.upper_quartile
  from program_admissions a
  where a.program_id is not null
  order by a.program_id, a.intake_year desc`;

/**
 * Competition in the latest year with both applicant and offer rows: Band A applicants per Band A offer
 * (null when there was no Band A offer) and the number of Band A offers.
 */
export const bandACompetitionSql = sql`
  select distinct on (ap.program_id) ap.program_id, ap.year,
    case when o.band_a > 0 then round(ap.band_a::numeric / o.band_a, 2)::float8 end as band_a_comp_ratio,
    o.band_a as num_of_band_a_offers
  from program_offer_stats ap
  join program_offer_stats o on o.jupas_code = ap.jupas_code and o.year = ap.year and o.type = 'offer'
  where ap.type = 'application' and ap.program_id is not null
  order by ap.program_id, ap.year desc`;

/**
 * The latest median of programmes scored as a plain best 5 with 5** = 7 and no subject weights, best-of
 * groups or formula steps: only those figures are out of 35 and comparable across institutions.
 */
export const best5MedianSql = sql`
  select distinct on (a.program_id) a.program_id, a.median as best5_median
  from program_admissions a
  join programs p on p.id = a.program_id
  where a.median is not null
    and p.score_formula_type = 'best5'
    and p.cat_a_5starstar_points = 7
    and not exists (select 1 from program_subject_rules r where r.program_id = p.id)
    and not exists (select 1 from program_best_of_rules b where b.program_id = p.id)
    and not exists (select 1 from program_formula_steps f where f.program_id = p.id)
  order by a.program_id, a.intake_year desc`;
