import os from 'node:os';
import type { RecordedAnswer } from './http/bare-server.ts';
import { load, median } from './http/load.ts';
import { type Running, record, signIn, startBare, startServer, throwAwayDatabase } from './http/processes.ts';

const SECONDS = Number(process.env.BENCH_SECONDS ?? 5);
const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 3);
const CONNECTIONS = 20;
const TARGET_RATIO = 0.5;

interface Read {
  label: string;
  path: string;
  headers: Record<string, string>;
  /** Only where the resource exists (an older checkout under BENCH_ROOT may not have it). */
  optional?: boolean;
  /** A reference without a target of its own: what the request pipeline costs before a screen's work. */
  floor?: boolean;
}

/**
 * Issue 15, rows 1 and 2: each hot read over HTTP against the real server, and the same bytes with the same
 * headers from a bare Fastify process started in the same run; the ratio of their rates (median of
 * ROUNDS alternated runs) is the figure, since absolute rates follow the machine's other load.
 */
async function measure(dbLabel: string, server: Running, port: number): Promise<void> {
  const cookie = await signIn(server, '91000001');
  const browser = { 'accept-encoding': 'gzip, deflate, br', 'x-waypoint-lang': 'zh-HK' };
  const reads: Read[] = [
    {
      label: 'the student plan read (admission.getStudentByUserId)',
      path: '/api/trpc/admission.getStudentByUserId',
      headers: { ...browser, cookie },
    },
    {
      label: 'portal data, tRPC (programs.getPortalData)',
      path: '/api/trpc/programs.getPortalData',
      headers: browser,
    },
    {
      label: 'portal data, resource (/api/reference/portal-data)',
      path: '/api/reference/portal-data',
      headers: browser,
      optional: true,
    },
    // Floors, to read the ratios above by: what the request pipeline costs before a screen's own work.
    {
      label: 'floor: tRPC, no database (auth.getSessionStatus, visitor)',
      path: '/api/trpc/auth.getSessionStatus',
      headers: browser,
      floor: true,
    },
    {
      label: 'floor: tRPC and the session lookup (auth.getSessionStatus, signed in)',
      path: `/api/trpc/auth.getSessionStatus?batch=1&input=${encodeURIComponent('{}')}`,
      headers: { ...browser, cookie },
      floor: true,
    },
    { label: 'floor: one statement, no tRPC (/healthz)', path: '/healthz', headers: browser, floor: true },
  ];
  const answers: (RecordedAnswer & { read: Read })[] = [];
  for (const read of reads) {
    const answer = await record(server.url + read.path, read.headers);
    if (answer.status !== 200) {
      if (read.optional) continue;
      throw new Error(`${read.path}: HTTP ${answer.status}`);
    }
    answers.push({ ...answer, read });
  }
  const bare = await startBare(answers, port);
  try {
    for (const answer of answers) {
      const { read } = answer;
      const real: number[] = [];
      const plain: number[] = [];
      const p99: number[] = [];
      for (let round = 0; round < ROUNDS; round += 1) {
        const opts = { headers: read.headers, connections: CONNECTIONS, durationMs: SECONDS * 1000 };
        const r = await load({ ...opts, url: server.url + read.path });
        const b = await load({ ...opts, url: bare.url + read.path });
        if (r.errors > 0 || b.errors > 0) throw new Error(`${read.path}: ${r.errors} + ${b.errors} errors`);
        real.push(r.perSecond);
        plain.push(b.perSecond);
        p99.push(r.p99Ms);
      }
      const ratio = median(real.map((r, i) => r / (plain[i] ?? 1)));
      console.log(
        `${read.label} (${dbLabel}): ${median(real).toFixed(0)} req/s, p99 ${median(p99).toFixed(0)} ms; bare ${median(plain).toFixed(0)} req/s; ratio ${ratio.toFixed(3)} (${read.floor ? 'a floor, no target' : `target ≥ ${TARGET_RATIO}: ${ratio >= TARGET_RATIO ? 'ok' : 'UNDER TARGET'}`}); ${(Buffer.from(answer.body, 'base64').length / 1024).toFixed(1)} KiB ${answer.headers['content-encoding'] ?? 'identity'}`,
      );
    }
  } finally {
    await bare.stop();
  }
}

export async function benchHotReads(): Promise<void> {
  console.log(
    `hot reads: ${CONNECTIONS} connections, ${ROUNDS} × ${SECONDS} s each side; load average ${os
      .loadavg()
      .map((l) => l.toFixed(2))
      .join(' ')}`,
  );
  if (!process.env.BENCH_PG_ONLY) {
    const server = await startServer({ port: 3391 });
    try {
      await measure('PGlite', server, 3392);
    } finally {
      await server.stop();
    }
  }
  const url = process.env.DATABASE_URL;
  if (!url) {
    console.log('hot reads (PostgreSQL): skipped, DATABASE_URL is not set');
    return;
  }
  const database = await throwAwayDatabase(url);
  try {
    const server = await startServer({ port: 3393, databaseUrl: database.url });
    try {
      await measure('PostgreSQL', server, 3394);
    } finally {
      await server.stop();
    }
  } finally {
    await database.drop();
  }
}

if (import.meta.url === `file://${process.argv[1]}`) await benchHotReads();
