import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { OpenDb } from '../../client.ts';
import { disciplines } from '../../schema/disciplines.ts';
import {
  employers,
  professionDisciplines,
  professionSegments,
  professions,
  sectors,
  segmentEmployers,
  segments,
} from '../../schema/professions.ts';
import { createTestDb } from '../../testing.ts';

let open: OpenDb;
beforeAll(async () => {
  open = await createTestDb();
});
afterAll(() => open.close());

describe('profession links (packages/db/data/professions)', () => {
  it('gives every one of the 21 sectors at least one segment, named in both languages, each with professions', async () => {
    const rows = await open.db
      .select({ sector: sectors.hsicCode, n: sql<number>`count(${segments.id})::int` })
      .from(sectors)
      .leftJoin(segments, eq(segments.sectorId, sectors.id))
      .groupBy(sectors.hsicCode);
    expect(rows).toHaveLength(21);
    for (const row of rows) expect(row.n, row.sector).toBeGreaterThan(0);
    const unnamed = await open.db
      .select()
      .from(segments)
      .where(sql`${segments.nameChi} is null or ${segments.name} = ''`);
    expect(unnamed).toEqual([]);
    const empty = await open.db
      .select({ code: segments.code })
      .from(segments)
      .where(sql`not exists (select 1 from ${professionSegments} ps where ps.segment_id = ${segments.id})`);
    expect(empty).toEqual([]);
  });

  it('gives every profession a segment, an explanation in both languages and the requires flag of its skill level', async () => {
    const rows = await open.db
      .select({
        code: professions.iscoCode,
        skillLevel: professions.skillLevel,
        explanation: professions.explanation,
        explanationChi: professions.explanationChi,
        requires: professions.requires,
        segmentCount: sql<number>`(select count(*)::int from ${professionSegments} ps where ps.profession_id = ${professions.id})`,
      })
      .from(professions);
    expect(rows).toHaveLength(436);
    const expected: Record<number, string[]> = {
      1: [],
      2: ['SecondarySchool'],
      3: ['HigherDiplomaAndAssociate'],
      4: ['Bachelor'],
    };
    for (const row of rows) {
      expect(row.segmentCount, row.code).toBeGreaterThan(0);
      expect(row.explanation, row.code).toContain(`ISCO-08 ${row.code}`);
      expect(row.explanationChi, row.code).toContain(`ISCO-08 ${row.code}`);
      expect(row.requires, row.code).toEqual(expected[row.skillLevel]);
    }
    const civil = rows.find((r) => r.code === '2142')!;
    expect(civil.explanation).toContain('Civil Engineers (ISCO-08 2142)');
    expect(civil.explanation).toContain("bachelor's degree or above");
    expect(civil.explanationChi).toContain('土木工程');
  });

  it('links civil engineers to the Engineering and Building study areas', async () => {
    const rows = await open.db
      .select({ code: disciplines.code })
      .from(professionDisciplines)
      .innerJoin(professions, eq(professions.id, professionDisciplines.professionId))
      .innerJoin(disciplines, eq(disciplines.id, professionDisciplines.disciplineId))
      .where(eq(professions.iscoCode, '2142'));
    expect(rows.map((r) => r.code).sort()).toEqual(['Building', 'Engineering']);
  });

  it('marks every HSI employer local or multinational and lists HSBC under banking', async () => {
    const all = await open.db.select({ scope: employers.scope }).from(employers);
    expect(all.every((e) => e.scope === 'local' || e.scope === 'multinational')).toBe(true);
    const banking = await open.db
      .select({ code: employers.hkexStockCode, scope: employers.scope })
      .from(segmentEmployers)
      .innerJoin(employers, eq(employers.id, segmentEmployers.employerId))
      .innerJoin(segments, eq(segments.id, segmentEmployers.segmentId))
      .where(eq(segments.code, 'K01'));
    expect(banking).toContainEqual({ code: '0005', scope: 'multinational' });
    expect(banking).toContainEqual({ code: '0011', scope: 'local' });
  });
});
