import { randomBytes } from 'node:crypto';
import { type Db, type OpenDb, openDb, queryRows, schema, seedReference } from '@waypoint/db';
import { currentIntakeYear } from '@waypoint/domain';
import { sql } from 'drizzle-orm';
import pg from 'pg';
import { listedProgramCondition } from '../apps/server/src/services/programs/listing.ts';
import { schoolMockJupasResults } from '../apps/server/src/services/teacher/school-mock-jupas-results.ts';

const { schools, users, userPrograms, programs } = schema;

const SCHOOL = 'bench-school';
const STUDENTS = 2_000;
const CHOICES = 20;
/** Other schools and other DSE years share the tables, as they do in a real install. */
const NOISE_STUDENTS = 4_000;
const RUNS = 15;
const TARGET_MS = 300;

/** A small deterministic generator, so that every run measures the same data. */
function mulberry32(seed: number): () => number {
  let a = seed;
  return () => {
    a = (a + 0x6d2b79f5) | 0;
    let t = Math.imul(a ^ (a >>> 15), 1 | a);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

async function seedStudents(db: Db, intake: number): Promise<void> {
  const programIds = (
    await db.select({ id: programs.id }).from(programs).where(listedProgramCondition())
  ).map((p) => p.id);
  const random = mulberry32(2026);
  // Popular programmes are chosen far more often (a skew like the real one), never twice by one student.
  const pick = () => programIds[Math.floor(programIds.length * random() ** 2)]!;
  await db.insert(schools).values([
    { id: SCHOOL, name: 'Bench School' },
    { id: `${SCHOOL}-2`, name: 'Bench School 2' },
  ]);
  const people = [
    ...Array.from({ length: STUDENTS }, (_, i) => ({ schoolId: SCHOOL, yearDSE: intake, i })),
    ...Array.from({ length: NOISE_STUDENTS }, (_, i) => ({
      schoolId: i % 2 ? SCHOOL : `${SCHOOL}-2`,
      yearDSE: i % 2 ? intake + 1 : intake,
      i: STUDENTS + i,
    })),
  ];
  for (let from = 0; from < people.length; from += 1_000) {
    const batch = people.slice(from, from + 1_000);
    const rows = await db
      .insert(users)
      .values(
        batch.map((p) => ({
          phone: `8${String(p.i).padStart(7, '0')}`,
          fullName: `Bench Student ${p.i}`,
          roles: 'secondary-school-student',
          schoolId: p.schoolId,
          yearDSE: p.yearDSE,
          class: `6${'ABCDE'[p.i % 5]}`,
        })),
      )
      .returning({ id: users.id });
    const choices = rows.flatMap(({ id }) => {
      const chosen = new Set<number>();
      while (chosen.size < CHOICES) chosen.add(pick());
      return [...chosen].map((programId, k) => ({ userId: id, programId, order: k + 1 }));
    });
    for (let c = 0; c < choices.length; c += 5_000)
      await db.insert(userPrograms).values(choices.slice(c, c + 5_000));
  }
  await db.execute(sql`analyze`);
}

async function timeCalls(
  db: Db,
  intake: number,
  bandOrders: number[],
): Promise<{ median: number; max: number }> {
  const times: number[] = [];
  for (let run = 0; run < RUNS + 1; run++) {
    const started = performance.now();
    const result = await schoolMockJupasResults(db, { schoolId: SCHOOL, yearDSE: intake, bandOrders });
    const elapsed = performance.now() - started;
    if (result.summary.studentCount !== STUDENTS) throw new Error(`expected ${STUDENTS} students`);
    if (run > 0) times.push(elapsed); // the first run warms caches and plans
  }
  times.sort((a, b) => a - b);
  return { median: times[Math.floor(times.length / 2)]!, max: times[times.length - 1]! };
}

async function runOn(label: string, open: OpenDb): Promise<void> {
  const intake = currentIntakeYear();
  const seeding = performance.now();
  await seedStudents(open.db, intake);
  const [{ n } = { n: 0 }] = await queryRows<{ n: number }>(
    open.db,
    sql`select count(*)::int as n from user_programs`,
  );
  console.log(
    `school statistics (${label}): seeded ${STUDENTS} students × ${CHOICES} choices (+${NOISE_STUDENTS} other students, ${n} choices in all) in ${((performance.now() - seeding) / 1000).toFixed(1)} s`,
  );
  for (const bandOrders of [[1], [1, 2, 3], Array.from({ length: 20 }, (_, i) => i + 1)]) {
    const { median, max } = await timeCalls(open.db, intake, bandOrders);
    const verdict = median <= TARGET_MS ? 'ok' : 'OVER TARGET';
    console.log(
      `  teacher.getSchoolMockJUPASResults bandOrders [${bandOrders.length === 20 ? '1…20' : bandOrders.join(',')}]: median ${median.toFixed(1)} ms, max ${max.toFixed(1)} ms (target ≤ ${TARGET_MS} ms: ${verdict})`,
    );
  }
}

/** Times the school statistics on PGlite and, when DATABASE_URL is set, on PostgreSQL (a throw-away database). */
export async function benchSchoolStatistics(): Promise<void> {
  const lite = await openDb({});
  try {
    await lite.migrate();
    await seedReference(lite.db);
    await runOn('PGlite', lite);
  } finally {
    await lite.close();
  }

  const url = process.env.DATABASE_URL;
  if (!url) {
    console.log('school statistics (PostgreSQL): skipped, DATABASE_URL is not set');
    return;
  }
  const name = `waypoint_bench_${randomBytes(6).toString('hex')}`;
  const admin = new pg.Client({ connectionString: url });
  await admin.connect();
  await admin.query(`CREATE DATABASE ${name}`);
  const target = new URL(url);
  target.pathname = `/${name}`;
  const real = await openDb({ databaseUrl: target.toString(), poolSize: 4 });
  try {
    await real.migrate();
    await seedReference(real.db);
    await runOn('PostgreSQL', real);
  } finally {
    await real.close();
    await admin.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`).catch(() => {});
    await admin.end();
  }
}

if (import.meta.url === `file://${process.argv[1]}`) await benchSchoolStatistics();
