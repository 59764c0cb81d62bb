import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';

const repoRoot = path.resolve(import.meta.dirname, '../../..');

export interface ServerProcess {
  url: string;
  stop(): Promise<void>;
}

async function freePort(): Promise<number> {
  const server = net.createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as net.AddressInfo;
  await new Promise((resolve) => server.close(resolve));
  return port;
}

/**
 * The real server (`apps/server/src/main.ts`) in a child process of its own on a PostgreSQL database, for
 * tests of what crosses processes (LISTEN/NOTIFY): an app built inside the test process would share its
 * memory and prove nothing about a second process.
 */
export async function startServerProcess(databaseUrl: string): Promise<ServerProcess> {
  const port = await freePort();
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'wp-second-'));
  const { DEMO: _demo, SEED_DEMO: _seed, PUBLIC_URL: _url, ...inherited } = process.env;
  const child = spawn(process.execPath, ['--import', 'tsx', 'apps/server/src/main.ts'], {
    cwd: repoRoot,
    env: {
      ...inherited,
      DATABASE_URL: databaseUrl,
      DATA_DIR: dataDir,
      HOST: '127.0.0.1',
      PORT: String(port),
      // The test database holds the demo people already; this process only serves them.
      SEED_DEMO: 'false',
      LOG_LEVEL: 'warn',
    },
    stdio: ['ignore', 'ignore', 'pipe'],
  });
  let errors = '';
  child.stderr?.on('data', (b: Buffer) => {
    errors += b.toString();
  });
  const url = `http://127.0.0.1:${port}`;
  const deadline = Date.now() + 90_000;
  for (;;) {
    if (child.exitCode !== null)
      throw new Error(`the second server exited with ${child.exitCode}: ${errors}`);
    if (Date.now() > deadline) {
      child.kill('SIGTERM');
      throw new Error(`the second server did not start within 90 s: ${errors}`);
    }
    const ok = await fetch(`${url}/healthz`).then(
      (res) => res.ok,
      () => false,
    );
    if (ok) break;
    await new Promise((r) => setTimeout(r, 200));
  }
  return {
    url,
    async stop() {
      if (child.exitCode === null) {
        const exited = new Promise((resolve) => child.once('exit', resolve));
        child.kill('SIGTERM');
        await exited;
      }
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}
