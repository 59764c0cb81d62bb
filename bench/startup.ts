import { spawn, spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';

const root = path.resolve(import.meta.dirname, '..');

/** The web and server builds `npm start` would make when stale, made before the clock starts. */
function ensureBuilt(): void {
  const check = spawnSync(
    process.execPath,
    [
      '--input-type=module',
      '-e',
      "const w = await import('./scripts/web-stamp.mjs'); const s = await import('./scripts/server-build.mjs'); process.stdout.write(w.webBuildState() + ' ' + s.serverBuildState());",
    ],
    { cwd: root, encoding: 'utf8' },
  );
  if (check.stdout.trim() === 'fresh fresh') return;
  console.log(`startup: builds are ${check.stdout.trim() || 'unknown'}; building first (not timed)`);
  spawnSync('npm', ['run', 'build'], { cwd: root, stdio: 'ignore' });
}

/** Runs `npm start`'s script (builds fresh, so none is made) and times the first 200 from /healthz. */
async function timeStart(dataDir: string, port: number): Promise<number> {
  const started = performance.now();
  const child = spawn(process.execPath, ['scripts/start.mjs'], {
    cwd: root,
    env: { ...process.env, DATA_DIR: dataDir, PORT: String(port), LOG_LEVEL: 'warn' },
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
  ensureBuilt();
  const dir = mkdtempSync(path.join(os.tmpdir(), 'waypoint-bench-'));
  try {
    const cold = await timeStart(dir, 3291);
    // Three second starts, the median printed: one start is at the mercy of the machine's other load.
    const warms: number[] = [];
    for (let i = 0; i < 3; i += 1) warms.push(await timeStart(dir, 3292));
    const warm = warms.sort((a, b) => a - b)[1] ?? 0;
    console.log(
      `startup, empty data dir (initdb + migrate + reference and demo seed): ${(cold / 1000).toFixed(2)} s`,
    );
    console.log(
      `startup, existing data dir (second start): ${(warm / 1000).toFixed(2)} s (median of ${warms.map((w) => (w / 1000).toFixed(2)).join(', ')})`,
    );
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}
