import { type OpenDb, openDb } from '@waypoint/db';
import { sql } from 'drizzle-orm';
import { respondToEvent } from '../apps/server/src/services/events/update-event-response.ts';
import { APPLICANTS, applyCounts, isExact, SEATS, seedApplicants } from './apply-seed.ts';
import { throwAwayDatabase } from './http/processes.ts';

const POOL = Number(process.env.BENCH_POOL ?? 20);
const TARGET_PER_SECOND = 1_000;
const EVENT_ID = 'be000000-0000-4000-8000-000000000001';

/**
 * 2,000 students apply at once to a session of 100 seats, each through the same service function the
 * API uses (eligibility, the conditional seat update, the waiting list). Exactly 100 must
 * hold a seat, 1,900 wait, none is lost.
 */
async function runOn(label: string, open: OpenDb): Promise<void> {
  const db = open.db;
  const now = new Date();
  const ids = await seedApplicants(db, {
    schoolId: 'bench-events',
    phonePrefix: '7',
    eventId: EVENT_ID,
    eventName: 'Bench session',
    now,
  });
  await db.execute(sql`analyze`);

  const started = performance.now();
  const results = await Promise.allSettled(
    ids.map((userId) =>
      respondToEvent(db, {
        eventId: EVENT_ID,
        userId,
        response: 'Yes',
        actor: { id: userId, isAdmin: false },
        now,
      }),
    ),
  );
  const seconds = (performance.now() - started) / 1000;
  const failed = results.filter((r) => r.status === 'rejected');
  const counts = await applyCounts(db, EVENT_ID);
  const lost = APPLICANTS - (counts?.stored ?? 0);
  const ok = isExact(counts);
  console.log(
    `event apply (${label}): ${APPLICANTS} concurrent applies, ${SEATS} seats → accepted ${counts?.accepted}, waitlisted ${counts?.waitlisted}, lost ${lost}, errors ${failed.length}, seats_taken ${counts?.seats} (${ok ? 'ok' : 'WRONG'}); ${(APPLICANTS / seconds).toFixed(0)} applies/s in ${seconds.toFixed(2)} s${open.kind === 'postgres' ? ` (pool ${POOL}; target ≥ ${TARGET_PER_SECOND}/s: ${APPLICANTS / seconds >= TARGET_PER_SECOND ? 'ok' : 'UNDER TARGET'})` : ''}`,
  );
  if (failed.length > 0) console.log(`  first error: ${String((failed[0] as PromiseRejectedResult).reason)}`);
}

/** On PGlite, and on PostgreSQL (a throw-away database) when DATABASE_URL is set. */
export async function benchEventApply(): Promise<void> {
  if (!process.env.BENCH_PG_ONLY) {
    const lite = await openDb({});
    try {
      await lite.migrate();
      await runOn('PGlite', lite);
    } finally {
      await lite.close();
    }
  }
  const url = process.env.DATABASE_URL;
  if (!url) {
    console.log('event apply (PostgreSQL): skipped, DATABASE_URL is not set');
    return;
  }
  const database = await throwAwayDatabase(url);
  const real = await openDb({ databaseUrl: database.url, poolSize: POOL });
  try {
    await real.migrate();
    await runOn('PostgreSQL', real);
  } finally {
    await real.close();
    await database.drop();
  }
}

if (import.meta.url === `file://${process.argv[1]}`) await benchEventApply();
