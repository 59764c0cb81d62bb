import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';

const root = path.resolve(import.meta.dirname, '..');

/** Starts the server as `npm start` does (without the build) and times the first 200 from /healthz. */
async function timeStart(dataDir: string, port: number): Promise<number> {
  const started = performance.now();
  const child = spawn(process.execPath, ['--import', 'tsx', 'apps/server/src/main.ts'], {
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
  const dir = mkdtempSync(path.join(os.tmpdir(), 'waypoint-bench-'));
  try {
    const cold = await timeStart(dir, 3291);
    const warm = await timeStart(dir, 3292);
    console.log(
      `startup, empty data dir (initdb + migrate + reference and demo seed): ${(cold / 1000).toFixed(2)} s`,
    );
    console.log(`startup, existing data dir: ${(warm / 1000).toFixed(2)} s`);
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}
