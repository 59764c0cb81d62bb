import { spawn, spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';

const root = path.resolve(import.meta.dirname, '..');

/**
 * What `npm install` leaves for `npm start` (npm's prepare step: the web and server builds and the embedded
 * database's template), made before the clock starts when missing or stale, as after an install.
 */
function prepareAsInstalled(): void {
  const prepared = spawnSync(process.execPath, ['scripts/prepare.mjs'], { cwd: root, stdio: 'ignore' });
  if (prepared.status !== 0) console.log('startup: npm prepare step failed; the figures include its work');
}

/**
 * The embedded database, as `npm start` on a fresh clone: a DATABASE_URL set for the PostgreSQL benches
 * would time a start that opens no PGlite.
 */
function embeddedEnv(): NodeJS.ProcessEnv {
  const env = { ...process.env };
  delete env.DATABASE_URL;
  return env;
}

/** Runs `npm start`'s script (nothing left to build) and times the first 200 from /healthz. */
async function timeStart(dataDir: string, port: number): Promise<number> {
  const started = performance.now();
  const child = spawn(process.execPath, ['scripts/start.mjs'], {
    cwd: root,
    env: { ...embeddedEnv(), DATA_DIR: dataDir, PORT: String(port), LOG_LEVEL: 'warn' },
    stdio: 'ignore',
  });
  try {
    for (;;) {
      if (performance.now() - started > 120_000) throw new Error('server did not start within 120 s');
      try {
        const res = await fetch(`http://127.0.0.1:${port}/healthz`);
        if (res.ok) return performance.now() - started;
      } catch {
        // not listening yet
      }
      await new Promise((r) => setTimeout(r, 50));
    }
  } finally {
    child.kill('SIGTERM');
    await new Promise((r) => child.once('exit', r));
  }
}

export async function benchStartup(): Promise<void> {
  prepareAsInstalled();
  const dir = mkdtempSync(path.join(os.tmpdir(), 'waypoint-bench-'));
  try {
    const cold = await timeStart(dir, 3291);
    // Three second starts, the median printed: one start is at the mercy of the machine's other load.
    const warms: number[] = [];
    for (let i = 0; i < 3; i += 1) warms.push(await timeStart(dir, 3292));
    const warm = warms.sort((a, b) => a - b)[1] ?? 0;
    console.log(
      `startup after install, empty data dir (template, demo seed): ${(cold / 1000).toFixed(2)} s (target ≤ 6 s)`,
    );
    console.log(
      `startup, second start: ${(warm / 1000).toFixed(2)} s, median of ${warms.map((w) => (w / 1000).toFixed(2)).join(', ')} (target ≤ 3 s)`,
    );
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}
