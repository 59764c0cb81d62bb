import { queryRows, schema } from '@waypoint/db';
import { isListedProgram, LISTED_INSTITUTION_IDS, PROGRAM_STATUSES } from '@waypoint/domain';
import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { listedProgramCondition, listedProgramSqlOn } from '../src/services/programs/listing.ts';
import { createTestApp, type TestApp } from './harness.ts';

const { programs } = schema;

/** Issue 29 item 5: one rule for a listed programme, the domain's; the queries say the same. */
describe('listed programmes', () => {
  let t: TestApp;
  let id: number;

  beforeAll(async () => {
    t = await createTestApp({ demo: false });
    const [row] = await t.deps.db.select({ id: programs.id }).from(programs).limit(1);
    id = row!.id;
  });
  afterAll(() => t.close());

  it('lists by query exactly what the domain lists, for every status and listed or other institution', async () => {
    const { db } = t.deps;
    const seen: string[] = [];
    for (const status of PROGRAM_STATUSES) {
      for (const institutionId of [LISTED_INSTITUTION_IDS[0]!, 8]) {
        await db.update(programs).set({ status, institutionId }).where(eq(programs.id, id));
        const byCondition = await db
          .select({ id: programs.id })
          .from(programs)
          .where(and(eq(programs.id, id), listedProgramCondition()));
        const bySql = await queryRows<{ id: number }>(
          db,
          sql`select p.id from programs p where p.id = ${id} and ${listedProgramSqlOn('p')}`,
        );
        const listed = isListedProgram({ status, institutionId });
        expect(byCondition.length === 1, `${status} at ${institutionId}`).toBe(listed);
        expect(bySql.length === 1, `${status} at ${institutionId} (sql)`).toBe(listed);
        if (listed) seen.push(`${status} ${institutionId}`);
      }
    }
    expect(seen).toEqual([`Published ${LISTED_INSTITUTION_IDS[0]}`]);
  });
});
