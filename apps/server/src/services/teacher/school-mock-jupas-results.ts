import { type DbOrTx, queryRows } from '@waypoint/db';
import { ROLE_SECONDARY, TOP_PROGRAMMES } from '@waypoint/domain';
import { sql } from 'drizzle-orm';
import { best5MedianSql, mainDisciplineGroupSql } from '../programs/program-figures-sql.ts';
import type { MockJupasResults, SchoolStatisticsSummary } from './shapes.ts';

export interface SchoolMockJupasOptions {
  schoolId: string;
  yearDSE: number;
  /** Dec Submission ranks to count (1–20). */
  bandOrders: readonly number[];
  topCount?: number;
}

interface ResultRow {
  by_band_order: Record<string, number[]> | null;
  student_count: number;
  students_with_choices: number;
  choice_count: number;
  by_institution: { institutionId: number; count: number }[] | null;
  by_discipline_group: { disciplineGroupId: number; count: number }[] | null;
  top_programs: { programId: number; count: number }[] | null;
  best5_medians: { score: number; count: number }[] | null;
  best5_median_of_choices: number | string | null;
  best5_choice_count: number;
}

/**
 * The school statistics (spec 2 §2 Statistics modal, School tab) in one statement: the spec's
 * band-order → programme ids map plus every chart's counts, computed by the database.
 */
export async function schoolMockJupasResults(
  db: DbOrTx,
  o: SchoolMockJupasOptions,
): Promise<MockJupasResults> {
  const orders = [...new Set(o.bandOrders)].sort((a, b) => a - b);
  const orderArray = sql`array[${sql.join(
    orders.map((n) => sql`${n}`),
    sql`, `,
  )}]::int[]`;
  const studentRole = `(^|[\\s,])${ROLE_SECONDARY}([\\s,]|$)`;
  const [r] = await queryRows<ResultRow>(
    db,
    sql`
    with s as (
      select u.id from users u
      where u.school_id = ${o.schoolId} and u.year_dse = ${o.yearDSE} and u.roles ~ ${studentRole}
    ),
    c as (
      select up.user_id, up.program_id, up."order" as band_order
      from user_programs up join s on s.id = up.user_id
      where up."order" = any(${orderArray})
    ),
    cp as (
      select c.user_id, c.program_id, c.band_order, p.institution_id, mg.discipline_group_id, b5.best5_median
      from c
      join programs p on p.id = c.program_id
      left join (${mainDisciplineGroupSql}) mg on mg.program_id = c.program_id
      left join (${best5MedianSql}) b5 on b5.program_id = c.program_id
    )
    select
      (select json_object_agg(band_order, ids) from (
        select band_order, json_agg(program_id order by user_id) as ids from c group by band_order
      ) b) as by_band_order,
      (select count(*)::int from s) as student_count,
      (select count(distinct user_id)::int from c) as students_with_choices,
      (select count(*)::int from c) as choice_count,
      (select json_agg(json_build_object('institutionId', institution_id, 'count', n) order by n desc, institution_id)
        from (select institution_id, count(*)::int as n from cp group by institution_id) x) as by_institution,
      (select json_agg(json_build_object('disciplineGroupId', discipline_group_id, 'count', n)
          order by n desc, discipline_group_id)
        from (select discipline_group_id, count(*)::int as n from cp
          where discipline_group_id is not null group by discipline_group_id) x) as by_discipline_group,
      (select json_agg(json_build_object('programId', program_id, 'count', n) order by n desc, program_id)
        from (select program_id, count(*)::int as n from cp group by program_id
          order by n desc, program_id limit ${o.topCount ?? TOP_PROGRAMMES}) x) as top_programs,
      (select json_agg(json_build_object('score', score, 'count', n) order by score)
        from (select floor(best5_median)::int as score, count(*)::int as n from cp
          where best5_median is not null group by 1) x) as best5_medians,
      (select percentile_cont(0.5) within group (order by best5_median) from cp
        where best5_median is not null) as best5_median_of_choices,
      (select count(*)::int from cp where best5_median is not null) as best5_choice_count
  `,
  );
  if (!r) throw new Error('school statistics: no row');
  const summary: SchoolStatisticsSummary = {
    studentCount: r.student_count,
    studentsWithChoices: r.students_with_choices,
    choiceCount: r.choice_count,
    byInstitution: r.by_institution ?? [],
    byDisciplineGroup: r.by_discipline_group ?? [],
    topPrograms: r.top_programs ?? [],
    best5Medians: r.best5_medians ?? [],
    best5MedianOfChoices: r.best5_median_of_choices == null ? null : Number(r.best5_median_of_choices),
    best5ChoiceCount: r.best5_choice_count,
  };
  const out: MockJupasResults = { summary };
  // Every asked-for order is present, empty when nobody put a programme there.
  for (const n of orders) out[n] = r.by_band_order?.[String(n)] ?? [];
  return out;
}
