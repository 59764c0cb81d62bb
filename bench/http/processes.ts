import { type ChildProcess, spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import type { RecordedAnswer } from './bare-server.ts';

const here = import.meta.dirname;
/** The checkout whose server is measured (BENCH_ROOT: e.g. a worktree of the commit before a change). */
export const serverRoot = path.resolve(process.env.BENCH_ROOT ?? path.join(here, '../..'));

export interface Running {
  url: string;
  /** The process id, for reading its memory from /proc (the export bench). */
  pid?: number;
  stop(): Promise<void>;
}

async function waitFor(url: string, child: ChildProcess, what: string): Promise<void> {
  const started = performance.now();
  for (;;) {
    if (child.exitCode !== null) throw new Error(`${what} exited with ${child.exitCode}`);
    if (performance.now() - started > 180_000) throw new Error(`${what} did not start within 180 s`);
    try {
      if ((await fetch(url)).ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 100));
  }
}

function stopper(child: ChildProcess, cleanup: () => Promise<void> | void): () => Promise<void> {
  return async () => {
    if (child.exitCode === null) {
      child.kill('SIGTERM');
      await new Promise((r) => child.once('exit', r));
    }
    await cleanup();
  };
}

/** A throw-away PostgreSQL database beside DATABASE_URL's, dropped by the returned function. */
export async function throwAwayDatabase(url: string): Promise<{ url: string; drop(): Promise<void> }> {
  const name = `waypoint_bench_${randomBytes(6).toString('hex')}`;
  const admin = new pg.Client({ connectionString: url });
  await admin.connect();
  await admin.query(`CREATE DATABASE ${name}`);
  const target = new URL(url);
  target.pathname = `/${name}`;
  return {
    url: target.toString(),
    async drop() {
      await admin.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`).catch(() => {});
      await admin.end();
    },
  };
}

/**
 * The real server as `npm start` runs it (demo seed, no web build needed), on a fresh PGlite directory or
 * on `databaseUrl`; the rate limit is lifted, since the load comes from one address.
 */
export async function startServer(opts: {
  port: number;
  databaseUrl?: string;
  dataDir?: string;
}): Promise<Running> {
  const dataDir = opts.dataDir ?? mkdtempSync(path.join(os.tmpdir(), 'waypoint-bench-'));
  const env: NodeJS.ProcessEnv = { ...process.env };
  delete env.DATABASE_URL;
  if (opts.databaseUrl) env.DATABASE_URL = opts.databaseUrl;
  const child = spawn(
    process.execPath,
    [
      ...(process.env.BENCH_SERVER_PROF
        ? ['--cpu-prof', `--cpu-prof-dir=${process.env.BENCH_SERVER_PROF}`]
        : []),
      '--import',
      'tsx',
      'apps/server/src/main.ts',
    ],
    {
      cwd: serverRoot,
      env: {
        ...env,
        DATA_DIR: dataDir,
        PORT: String(opts.port),
        HOST: '127.0.0.1',
        PUBLIC_URL: `http://127.0.0.1:${opts.port}`,
        // PUBLIC_URL makes it a deployed server, which loads the demo (and keeps SMS codes off) only when told.
        DEMO: 'true',
        LOG_LEVEL: 'warn',
        RATE_LIMIT_PER_MINUTE: '1000000000',
        SIGN_IN_LIMIT_PER_ACCOUNT: '1000000000',
        AI_OFFLINE_PIECE_MS: '0',
      },
      stdio: ['ignore', 'ignore', 'inherit'],
    },
  );
  const url = `http://127.0.0.1:${opts.port}`;
  await waitFor(`${url}/healthz`, child, 'the server');
  // The server keeps working after it answers /healthz (the AI search index, the compressed portal data);
  // measuring during that work would charge it to the first figures.
  await new Promise((r) => setTimeout(r, Number(process.env.BENCH_SETTLE_MS ?? 5000)));
  // A directory the caller gave stays: the caller reads the database after the server stopped.
  return {
    url,
    pid: child.pid,
    stop: stopper(child, () =>
      opts.dataDir ? undefined : rmSync(dataDir, { recursive: true, force: true }),
    ),
  };
}

/** A bare Fastify process answering the recorded bytes. */
export async function startBare(answers: RecordedAnswer[], port: number): Promise<Running> {
  const dir = mkdtempSync(path.join(os.tmpdir(), 'waypoint-bare-'));
  const file = path.join(dir, 'answers.json');
  writeFileSync(file, JSON.stringify(answers));
  const child = spawn(
    process.execPath,
    ['--import', 'tsx', path.join(here, 'bare-server.ts'), file, String(port)],
    {
      cwd: path.join(here, '../..'),
      stdio: ['ignore', 'ignore', 'inherit'],
    },
  );
  const url = `http://127.0.0.1:${port}`;
  await waitFor(`${url}${answers[0]?.path ?? '/'}`, child, 'the bare server');
  return { url, stop: stopper(child, () => rmSync(dir, { recursive: true, force: true })) };
}

const HOP_HEADERS = new Set(['date', 'connection', 'keep-alive', 'transfer-encoding', 'content-length']);

/** One answer of the real server, raw (still compressed), to be replayed by the bare server. */
export function record(url: string, headers: Record<string, string>): Promise<RecordedAnswer> {
  const target = new URL(url);
  return new Promise((resolve, reject) => {
    http
      .get(
        { host: target.hostname, port: target.port, path: target.pathname + target.search, headers },
        (res) => {
          const chunks: Buffer[] = [];
          res.on('data', (c: Buffer) => chunks.push(c));
          res.on('end', () =>
            resolve(recordedAnswer(target.pathname + target.search, res, Buffer.concat(chunks))),
          );
        },
      )
      .on('error', reject);
  });
}

/** An answer as the bare server replays it: status, body and headers but the per-connection ones. */
export function recordedAnswer(
  pathAndQuery: string,
  res: http.IncomingMessage,
  body: Buffer,
): RecordedAnswer {
  const kept: Record<string, string> = {};
  for (const [name, value] of Object.entries(res.headers)) {
    if (value !== undefined && !HOP_HEADERS.has(name))
      kept[name] = Array.isArray(value) ? value.join(', ') : value;
  }
  return { path: pathAndQuery, status: res.statusCode ?? 0, headers: kept, body: body.toString('base64') };
}

/** Signs a demo person in by phone (the demo install has smsVerification off) and returns the cookie. */
export async function signIn(server: Running, phone: string): Promise<string> {
  const res = await fetch(`${server.url}/api/trpc/auth.loginWithPhone`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', origin: server.url },
    body: JSON.stringify({ phone }),
  });
  const cookie = res.headers.getSetCookie().find((c) => c.startsWith('wp_session='));
  if (!res.ok || !cookie)
    throw new Error(`sign-in of ${phone} failed: HTTP ${res.status} ${await res.text()}`);
  return cookie.split(';')[0] as string;
}
