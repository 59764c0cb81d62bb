import { type ChildProcess, spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';

export const repoRoot = path.resolve(import.meta.dirname, '../../..');

export interface ServerProcess {
  url: string;
  stop(): Promise<void>;
}

export interface SpawnedServer extends ServerProcess {
  child: ChildProcess;
  /** The exit code once the process has ended. */
  exited: Promise<number | null>;
  /** What the process wrote to stderr and stdout so far (for failure messages). */
  output(): string;
}

async function freePort(): Promise<number> {
  const server = net.createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as net.AddressInfo;
  await new Promise((resolve) => server.close(resolve));
  return port;
}

/**
 * The real server (`apps/server/src/main.ts`) in a child process of its own, on a PostgreSQL database or on
 * the embedded one in `dataDir`, for tests of what only a process shows: what crosses processes
 * (LISTEN/NOTIFY), and how it starts and stops. An app built inside the test process would share its
 * memory and prove nothing of that.
 */
export async function spawnServer(opts: {
  databaseUrl?: string;
  dataDir: string;
  env?: Record<string, string>;
}): Promise<SpawnedServer> {
  const port = await freePort();
  const { DEMO: _demo, SEED_DEMO: _seed, PUBLIC_URL: _url, DATABASE_URL: _db, ...inherited } = process.env;
  const child = spawn(process.execPath, ['--import', 'tsx', 'apps/server/src/main.ts'], {
    cwd: repoRoot,
    env: {
      ...inherited,
      ...(opts.databaseUrl ? { DATABASE_URL: opts.databaseUrl } : {}),
      DATA_DIR: opts.dataDir,
      HOST: '127.0.0.1',
      PORT: String(port),
      LOG_LEVEL: 'warn',
      ...opts.env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout?.on('data', (b: Buffer) => {
    output += b.toString();
  });
  child.stderr?.on('data', (b: Buffer) => {
    output += b.toString();
  });
  const exited = new Promise<number | null>((resolve) => child.once('exit', (code) => resolve(code)));
  const url = `http://127.0.0.1:${port}`;
  const deadline = Date.now() + 90_000;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`the server exited with ${child.exitCode}: ${output}`);
    if (Date.now() > deadline) {
      child.kill('SIGTERM');
      throw new Error(`the server did not start within 90 s: ${output}`);
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
    child,
    exited,
    output: () => output,
    async stop() {
      if (child.exitCode === null && child.signalCode === null) {
        child.kill('SIGTERM');
        await exited;
      }
    },
  };
}

/** A second server process on a PostgreSQL database that already holds the demo people. */
export async function startServerProcess(databaseUrl: string): Promise<ServerProcess> {
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'wp-second-'));
  // The test database holds the demo people already; this process only serves them.
  const server = await spawnServer({ databaseUrl, dataDir, env: { SEED_DEMO: 'false' } });
  return {
    url: server.url,
    async stop() {
      await server.stop();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}
