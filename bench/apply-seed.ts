import { type Db, queryRows, schema } from '@waypoint/db';
import { currentIntakeYear } from '@waypoint/domain';
import { sql } from 'drizzle-orm';

export const APPLICANTS = 2_000;
export const SEATS = 100;

/**
 * The apply benches' crowd: one school of APPLICANTS students of this year's intake (demo rows) and a
 * session of SEATS seats a week ahead. `phonePrefix` keeps two benches' phones apart in one database.
 * Returns the students' ids in insertion order.
 */
export async function seedApplicants(
  db: Db,
  opts: { schoolId: string; phonePrefix: string; eventId: string; eventName: string; now: Date },
): Promise<string[]> {
  const intake = currentIntakeYear();
  await db.insert(schema.schools).values({ id: opts.schoolId, name: `Bench ${opts.schoolId}` });
  const ids: string[] = [];
  // 1,000 rows a statement stays below PostgreSQL's 65,535 bind parameters.
  for (let from = 0; from < APPLICANTS; from += 1_000) {
    const rows = await db
      .insert(schema.users)
      .values(
        Array.from({ length: Math.min(1_000, APPLICANTS - from) }, (_, k) => ({
          phone: `${opts.phonePrefix}${String(from + k).padStart(7, '0')}`,
          fullName: `Bench Applicant ${from + k}`,
          roles: 'secondary-school-student',
          schoolId: opts.schoolId,
          yearDSE: intake,
          isDemo: true,
        })),
      )
      .returning({ id: schema.users.id });
    ids.push(...rows.map((r) => r.id));
  }
  const start = new Date(opts.now.getTime() + 7 * 86_400_000);
  await db.insert(schema.events).values({
    id: opts.eventId,
    name: opts.eventName,
    startTime: start,
    endTime: new Date(start.getTime() + 7_200_000),
    capacity: SEATS,
  });
  return ids;
}

export interface ApplyCounts {
  accepted: number;
  waitlisted: number;
  stored: number;
  seats: number;
}

/** What the database holds after the crowd applied: seated, waiting, stored as Yes, and the seat counter. */
export async function applyCounts(db: Db, eventId: string): Promise<ApplyCounts | undefined> {
  const [row] = await queryRows<ApplyCounts>(
    db,
    sql`select
      count(*) filter (where holds_seat)::int as accepted,
      count(*) filter (where waitlisted_at is not null)::int as waitlisted,
      count(*) filter (where response = 'Yes')::int as stored,
      (select seats_taken from events where id = ${eventId}) as seats
      from event_responses where event_id = ${eventId}`,
  );
  return row;
}

/** Exactly SEATS seated, the rest waiting, none lost, and the counter agrees. */
export function isExact(c: ApplyCounts | undefined): boolean {
  return (
    c?.accepted === SEATS &&
    c.waitlisted === APPLICANTS - SEATS &&
    c.stored === APPLICANTS &&
    c.seats === SEATS
  );
}
