import { mkdtempSync, rmSync } from 'node:fs';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import { type Db, openDb } from '@waypoint/db';
import { sql } from 'drizzle-orm';
import { createSession } from '../apps/server/src/auth/sessions.ts';
import { APPLICANTS, applyCounts, isExact, SEATS, seedApplicants } from './apply-seed.ts';
import type { RecordedAnswer } from './http/bare-server.ts';
import { recordedAnswer, startBare, startServer, throwAwayDatabase } from './http/processes.ts';

const EVENT_ID = 'be000000-0000-4000-8000-000000000002';
const TARGET_PER_SECOND = { PGlite: 400, PostgreSQL: 1_000 } as const;
const TARGET_P99_MS = 1_000;

/** The crowd of apply-seed.ts, each student signed in (a session cookie each). */
async function prepare(db: Db): Promise<string[]> {
  const now = new Date();
  const ids = await seedApplicants(db, {
    schoolId: 'bench-apply',
    phonePrefix: '6',
    eventId: EVENT_ID,
    eventName: 'Bench session over HTTP',
    now,
  });
  const cookies: string[] = [];
  for (const userId of ids)
    cookies.push(`wp_session=${(await createSession(db, { userId, method: 'phone', now })).token}`);
  await db.execute(sql`analyze`);
  return cookies;
}

interface Applied {
  status: number;
  ms: number;
  error?: string;
  answer?: RecordedAnswer;
}

function apply(url: string, cookie: string, agent: http.Agent): Promise<Applied> {
  const body = JSON.stringify({ targetEvent: { id: EVENT_ID }, response: 'Yes' });
  const target = new URL(`${url}/api/trpc/events.updateEventResponse`);
  const started = performance.now();
  return new Promise((resolve) => {
    const req = http.request(
      {
        agent,
        method: 'POST',
        host: target.hostname,
        port: target.port,
        path: target.pathname,
        headers: {
          cookie,
          origin: url,
          'content-type': 'application/json',
          'content-length': Buffer.byteLength(body),
          'accept-encoding': 'gzip, deflate, br',
        },
      },
      (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (c: Buffer) => chunks.push(c));
        res.on('end', () =>
          resolve({
            status: res.statusCode ?? 0,
            ms: performance.now() - started,
            answer: recordedAnswer(target.pathname, res, Buffer.concat(chunks)),
          }),
        );
      },
    );
    req.on('error', (err) => resolve({ status: 0, ms: performance.now() - started, error: err.message }));
    req.end(body);
  });
}

/** Every student applies at once, one connection each. */
async function burst(url: string, cookies: string[]): Promise<{ results: Applied[]; seconds: number }> {
  const agent = new http.Agent({ keepAlive: true, maxSockets: APPLICANTS });
  const started = performance.now();
  const results = await Promise.all(cookies.map((cookie) => apply(url, cookie, agent)));
  const seconds = (performance.now() - started) / 1000;
  agent.destroy();
  return { results, seconds };
}

function p99Of(results: Applied[]): number {
  const ms = results.map((r) => r.ms).sort((a, b) => a - b);
  return ms[Math.floor(ms.length * 0.99)] ?? 0;
}

/**
 * Issue 15, rows 3 and 4: 2,000 signed-in students apply at once over HTTP (events.updateEventResponse, one
 * connection each) for 100 seats. Exactly 100 must be seated and 1,900 waiting, none lost.
 */
async function runOn(label: 'PGlite' | 'PostgreSQL', opts: { databaseUrl?: string }): Promise<void> {
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'waypoint-apply-'));
  const open = () =>
    openDb(opts.databaseUrl ? { databaseUrl: opts.databaseUrl } : { dataDir: path.join(dataDir, 'pglite') });
  try {
    const setup = await open();
    await setup.migrate();
    const cookies = await prepare(setup.db);
    await setup.close();
    const server = await startServer({
      port: 3395,
      dataDir,
      ...(opts.databaseUrl ? { databaseUrl: opts.databaseUrl } : {}),
    });
    let results: Applied[];
    let seconds: number;
    try {
      ({ results, seconds } = await burst(server.url, cookies));
    } finally {
      await server.stop();
    }
    // The same burst against a bare Fastify process replaying a real answer (the last applicant's: a
    // waiting-list place), for the ratio the other benches print.
    const replay = results.findLast((r) => r.status === 200)?.answer;
    const bare = replay ? await startBare([replay], 3396) : null;
    let plain: { results: Applied[]; seconds: number } | null = null;
    try {
      if (bare) plain = await burst(bare.url, cookies);
    } finally {
      await bare?.stop();
    }
    const check = await open();
    const c = await applyCounts(check.db, EVENT_ID);
    await check.close();
    const failures = results.filter((r) => r.status !== 200);
    const failed = failures.length;
    const p99 = p99Of(results);
    const perSecond = APPLICANTS / seconds;
    const barePerSecond = plain ? APPLICANTS / plain.seconds : 0;
    const exact = isExact(c);
    const target = TARGET_PER_SECOND[label];
    console.log(
      `event apply over HTTP (${label}): ${APPLICANTS} concurrent, ${SEATS} seats → seated ${c?.accepted}, waiting ${c?.waitlisted}, lost ${APPLICANTS - (c?.stored ?? 0)}, failed ${failed} (${exact ? 'exact' : 'WRONG'}); ${perSecond.toFixed(0)} applies/s, p99 ${p99.toFixed(0)} ms (target ≥ ${target}/s${label === 'PostgreSQL' ? `, p99 < ${TARGET_P99_MS} ms` : ''}: ${perSecond >= target && (label === 'PGlite' || p99 < TARGET_P99_MS) ? 'ok' : 'UNDER TARGET'})`,
    );
    if (plain)
      console.log(
        `  bare Fastify, same burst: ${barePerSecond.toFixed(0)}/s, p99 ${p99Of(plain.results).toFixed(0)} ms; ratio ${(perSecond / barePerSecond).toFixed(3)}`,
      );
    if (failures[0]) console.log(`  first failure: HTTP ${failures[0].status} ${failures[0].error ?? ''}`);
  } finally {
    rmSync(dataDir, { recursive: true, force: true });
  }
}

export async function benchApplyHttp(): Promise<void> {
  if (!process.env.BENCH_PG_ONLY) await runOn('PGlite', {});
  const url = process.env.DATABASE_URL;
  if (!url) {
    console.log('event apply over HTTP (PostgreSQL): skipped, DATABASE_URL is not set');
    return;
  }
  const database = await throwAwayDatabase(url);
  try {
    await runOn('PostgreSQL', { databaseUrl: database.url });
  } finally {
    await database.drop();
  }
}

if (import.meta.url === `file://${process.argv[1]}`) await benchApplyHttp();
