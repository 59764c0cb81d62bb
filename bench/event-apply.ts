import { randomBytes } from 'node:crypto';
import { type OpenDb, openDb, queryRows, schema } from '@waypoint/db';
import { currentIntakeYear } from '@waypoint/domain';
import { sql } from 'drizzle-orm';
import pg from 'pg';
import { respondToEvent } from '../apps/server/src/services/events/update-event-response.ts';

const { schools, users, events } = schema;

const APPLICANTS = 2_000;
const SEATS = 100;
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
  const intake = currentIntakeYear();
  await db.insert(schools).values({ id: 'bench-events', name: 'Bench Events School' });
  const ids: string[] = [];
  for (let from = 0; from < APPLICANTS; from += 1_000) {
    const rows = await db
      .insert(users)
      .values(
        Array.from({ length: Math.min(1_000, APPLICANTS - from) }, (_, k) => ({
          phone: `7${String(from + k).padStart(7, '0')}`,
          fullName: `Bench Applicant ${from + k}`,
          roles: 'secondary-school-student',
          schoolId: 'bench-events',
          yearDSE: intake,
          isDemo: true,
        })),
      )
      .returning({ id: users.id });
    ids.push(...rows.map((r) => r.id));
  }
  const now = new Date();
  await db.insert(events).values({
    id: EVENT_ID,
    name: 'Bench session',
    startTime: new Date(now.getTime() + 7 * 86_400_000),
    endTime: new Date(now.getTime() + 7 * 86_400_000 + 7_200_000),
    capacity: SEATS,
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
  const [counts] = await queryRows<{ accepted: number; waitlisted: number; stored: number; seats: number }>(
    db,
    sql`select
      count(*) filter (where holds_seat)::int as accepted,
      count(*) filter (where waitlisted_at is not null)::int as waitlisted,
      count(*) filter (where response = 'Yes')::int as stored,
      (select seats_taken from events where id = ${EVENT_ID}) as seats
      from event_responses where event_id = ${EVENT_ID}`,
  );
  const lost = APPLICANTS - (counts?.stored ?? 0);
  const ok =
    counts?.accepted === SEATS &&
    counts.waitlisted === APPLICANTS - SEATS &&
    lost === 0 &&
    counts.seats === SEATS;
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
  const name = `waypoint_bench_${randomBytes(6).toString('hex')}`;
  const admin = new pg.Client({ connectionString: url });
  await admin.connect();
  await admin.query(`CREATE DATABASE ${name}`);
  const target = new URL(url);
  target.pathname = `/${name}`;
  const real = await openDb({ databaseUrl: target.toString(), poolSize: POOL });
  try {
    await real.migrate();
    await runOn('PostgreSQL', real);
  } finally {
    await real.close();
    await admin.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`).catch(() => {});
    await admin.end();
  }
}

if (import.meta.url === `file://${process.argv[1]}`) await benchEventApply();
