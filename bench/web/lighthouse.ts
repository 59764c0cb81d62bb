import { spawn } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { type Browser, chromium } from 'playwright-core';
import { median } from '../http/load.ts';
import { signIn, startServer } from '../http/processes.ts';
import { CHROME_FLAGS, CHROME_PATH, DEMO_STUDENT_PHONE, ensureWebBuild } from './browser.ts';

const PORT = Number(process.env.BENCH_LIGHTHOUSE_PORT ?? 3298);
/** The Chromium each run drives, through its DevTools port. */
const CDP_PORT = Number(process.env.BENCH_LIGHTHOUSE_CDP_PORT ?? 9323);
const RUNS = Number(process.env.BENCH_LIGHTHOUSE_RUNS ?? 5);
/** Issue 25: a median taken above this load average describes the machine, not the page. */
const QUIET_LOAD = 1.5;
const QUIET_WAIT_MS = Number(process.env.BENCH_LIGHTHOUSE_QUIET_WAIT_MS ?? 120_000);
/** `BENCH_LIGHTHOUSE_SAVE=<dir>` keeps each run's whole report there, to read its diagnostics. */
const SAVE_DIR = process.env.BENCH_LIGHTHOUSE_SAVE;
/** `BENCH_LIGHTHOUSE_ARTIFACTS=<dir>` keeps the last run's trace and artifacts there (`-GA`), to read its tasks. */
const ARTIFACTS_DIR = process.env.BENCH_LIGHTHOUSE_ARTIFACTS;
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
 * A Chromium of our own for one run, with the signed-in student's session in its cookie jar. Lighthouse's
 * `--extra-headers` cookie is not enough: once the page writes a cookie of its own (the `lang` cookie), the
 * browser sends its jar's Cookie header instead, the session is lost and the run measures /login.
 */
async function chromiumFor(
  url: string,
  cookie: string | null,
): Promise<{ port: number; stop(): Promise<void> }> {
  const port = CDP_PORT;
  const profile = mkdtempSync(path.join(os.tmpdir(), 'waypoint-lighthouse-'));
  const child = spawn(
    CHROME_PATH,
    [...CHROME_FLAGS, `--remote-debugging-port=${port}`, `--user-data-dir=${profile}`, 'about:blank'],
    { stdio: 'ignore', detached: true },
  );
  const exited = new Promise((r) => child.once('exit', r));
  const stop = async () => {
    // The whole process group: Chromium's helpers outlive their parent and keep writing to the profile.
    if (child.pid) process.kill(-child.pid, 'SIGKILL');
    await exited;
    rmSync(profile, { recursive: true, force: true, maxRetries: 20, retryDelay: 200 });
  };
  try {
    const browser = await connectWhenUp(`http://127.0.0.1:${port}`);
    if (cookie) {
      const [name, value] = cookie.split('=') as [string, string];
      await browser.contexts()[0]?.addCookies([{ name, value, url: new URL(url).origin }]);
    }
    await browser.close(); // disconnects; the browser and its default context's cookies stay
    return { port, stop };
  } catch (error) {
    await stop();
    throw error;
  }
}

async function connectWhenUp(endpoint: string): Promise<Browser> {
  for (let attempt = 0; ; attempt++) {
    try {
      return await chromium.connectOverCDP(endpoint);
    } catch (error) {
      if (attempt > 50) throw error;
      await new Promise((r) => setTimeout(r, 200));
    }
  }
}

/**
 * One Lighthouse run with its default mobile configuration (simulated throttling), performance only.
 * Through the installed CLI and Debian's Chromium: nothing is downloaded. A run that did not end on the
 * page asked for (a signed-in page that sent the reader to /login) is an error, not a figure.
 */
async function lighthouseOnce(url: string, cookie: string | null): Promise<Run> {
  const browser = await chromiumFor(url, cookie);
  try {
    return await lighthouseIn(browser.port, url);
  } finally {
    await browser.stop();
  }
}

function lighthouseIn(port: number, url: string): Promise<Run> {
  const args = [
    LIGHTHOUSE,
    url,
    '--only-categories=performance',
    '--output=json',
    '--output-path=stdout',
    '--quiet',
    `--port=${port}`,
    ...(ARTIFACTS_DIR ? [`-GA=${ARTIFACTS_DIR}`] : []),
  ];
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
      const text = Buffer.concat(chunks).toString('utf8');
      if (SAVE_DIR) {
        mkdirSync(SAVE_DIR, { recursive: true });
        const name = new URL(url).pathname.replace(/\W+/g, '') || 'root';
        writeFileSync(path.join(SAVE_DIR, `${name}-${Date.now()}.json`), text);
      }
      const lhr = JSON.parse(text) as {
        finalDisplayedUrl: string;
        runtimeError?: { message: string };
        environment: { benchmarkIndex: number };
        categories: { performance: { score: number | null } };
        audits: Record<string, Audit>;
      };
      if (lhr.runtimeError) return reject(new Error(`lighthouse ${url}: ${lhr.runtimeError.message}`));
      if (new URL(lhr.finalDisplayedUrl).pathname !== new URL(url).pathname)
        return reject(
          new Error(`lighthouse ${url} ended on ${lhr.finalDisplayedUrl}, not the page asked for`),
        );
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

/**
 * A run that lost its trace (NO_NAVSTART, seen now and then, twice in a row once on a quiet machine) is run
 * again, up to twice.
 */
async function lighthouse(url: string, cookie: string | null): Promise<Run> {
  for (let attempt = 1; ; attempt++) {
    try {
      return await lighthouseOnce(url, cookie);
    } catch (error) {
      if (attempt > 2) throw error;
      console.log(`  (${(error as Error).message}; running it again)`);
    }
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
