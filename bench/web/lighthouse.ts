import { spawn } from 'node:child_process';
import os from 'node:os';
import path from 'node:path';
import { median } from '../http/load.ts';
import { signIn, startServer } from '../http/processes.ts';
import { CHROME_FLAGS, CHROME_PATH, DEMO_STUDENT_PHONE, ensureWebBuild } from './browser.ts';

const PORT = Number(process.env.BENCH_LIGHTHOUSE_PORT ?? 3298);
const RUNS = Number(process.env.BENCH_LIGHTHOUSE_RUNS ?? 5);
/** Issue 25: a median taken above this load average describes the machine, not the page. */
const QUIET_LOAD = 1.5;
const QUIET_WAIT_MS = Number(process.env.BENCH_LIGHTHOUSE_QUIET_WAIT_MS ?? 120_000);
const LIGHTHOUSE = path.resolve(import.meta.dirname, '../../node_modules/lighthouse/cli/index.js');

interface Run {
  score: number;
  lcp: number;
  fcp: number;
  tbt: number;
  /** Lighthouse's measure of this machine's CPU at the time (higher is faster): scores follow it. */
  benchmarkIndex: number;
}

interface Audit {
  numericValue?: number;
}

/**
 * One Lighthouse run with its default mobile configuration (simulated throttling), performance only.
 * Through the installed CLI and Debian's Chromium: nothing is downloaded.
 */
function lighthouseOnce(url: string, cookie: string | null): Promise<Run> {
  const args = [
    LIGHTHOUSE,
    url,
    '--only-categories=performance',
    '--output=json',
    '--output-path=stdout',
    '--quiet',
    `--chrome-flags=${CHROME_FLAGS.join(' ')}`,
  ];
  if (cookie) args.push(`--extra-headers=${JSON.stringify({ Cookie: cookie })}`);
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, args, {
      env: { ...process.env, CHROME_PATH },
      stdio: ['ignore', 'pipe', 'inherit'],
    });
    const chunks: Buffer[] = [];
    child.stdout.on('data', (c: Buffer) => chunks.push(c));
    child.on('error', reject);
    child.on('exit', (code) => {
      if (code !== 0) return reject(new Error(`lighthouse ${url} exited with ${code}`));
      const lhr = JSON.parse(Buffer.concat(chunks).toString('utf8')) as {
        runtimeError?: { message: string };
        environment: { benchmarkIndex: number };
        categories: { performance: { score: number | null } };
        audits: Record<string, Audit>;
      };
      if (lhr.runtimeError) return reject(new Error(`lighthouse ${url}: ${lhr.runtimeError.message}`));
      const ms = (id: string) => lhr.audits[id]?.numericValue ?? Number.NaN;
      resolve({
        score: Math.round((lhr.categories.performance.score ?? 0) * 100),
        lcp: ms('largest-contentful-paint'),
        fcp: ms('first-contentful-paint'),
        tbt: ms('total-blocking-time'),
        benchmarkIndex: lhr.environment.benchmarkIndex,
      });
    });
  });
}

/** A run that lost its trace (NO_NAVSTART, seen on the loaded machine now and then) is run again once. */
async function lighthouse(url: string, cookie: string | null): Promise<Run> {
  try {
    return await lighthouseOnce(url, cookie);
  } catch (error) {
    console.log(`  (${(error as Error).message}; running it again)`);
    return lighthouseOnce(url, cookie);
  }
}

const PAGES: { path: string; signedIn: boolean }[] = [
  { path: '/login', signedIn: false },
  { path: '/home', signedIn: true },
  { path: '/ab3', signedIn: true },
  { path: '/professions', signedIn: true },
  { path: '/events', signedIn: true },
  { path: '/slp', signedIn: true },
];

/** Waits (up to QUIET_WAIT_MS) for the one-minute load average to fall under QUIET_LOAD; says whether it did. */
async function quiet(): Promise<boolean> {
  const until = Date.now() + QUIET_WAIT_MS;
  while ((os.loadavg()[0] ?? 0) >= QUIET_LOAD) {
    if (Date.now() > until) return false;
    await new Promise((r) => setTimeout(r, 5_000));
  }
  return true;
}

/**
 * Lighthouse mobile performance of /login (a visitor) and the first screens of a signed-in demo student
 * against the built web served as `npm start` does; each page RUNS times (5 by default), the medians printed,
 * each run started only on a quiet machine (load average under QUIET_LOAD) or the page's figure withheld.
 */
export async function benchLighthouse(): Promise<void> {
  ensureWebBuild();
  const server = await startServer({ port: PORT });
  try {
    const cookie = await signIn(server, DEMO_STUDENT_PHONE);
    const only = process.env.BENCH_LIGHTHOUSE_PAGES?.split(',');
    for (const { path: pagePath, signedIn } of PAGES.filter((p) => !only || only.includes(p.path))) {
      const runs: Run[] = [];
      let loud = 0;
      for (let i = 0; i < RUNS; i++) {
        if (!(await quiet())) loud++;
        runs.push(await lighthouse(`${server.url}${pagePath}`, signedIn ? cookie : null));
      }
      const of = (key: keyof Run) => median(runs.map((r) => r[key]));
      const s = (ms: number) => `${(ms / 1000).toFixed(2)} s`;
      if (loud > 0) {
        console.log(
          `Lighthouse mobile ${pagePath}: not reported — ${loud} of ${RUNS} runs started above load average ${QUIET_LOAD} ` +
            `(runs ${runs.map((r) => r.score).join(', ')}; a median taken on a busy machine describes the machine)`,
        );
        continue;
      }
      console.log(
        `Lighthouse mobile ${pagePath}${signedIn ? ' (student)' : ''}: performance ${of('score')} ` +
          `(runs ${runs.map((r) => r.score).join(', ')}), LCP ${s(of('lcp'))}, FCP ${s(of('fcp'))}, ` +
          `TBT ${Math.round(of('tbt'))} ms (medians of ${RUNS}; CPU benchmark index ${Math.round(of('benchmarkIndex'))}, ` +
          `load average ${os.loadavg()[0]?.toFixed(1)})`,
      );
    }
  } finally {
    await server.stop();
  }
}

if (import.meta.url === `file://${process.argv[1]}`) await benchLighthouse();
