import { type ChildProcess, spawn } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { openDb } from '@waypoint/db';
import { afterEach, describe, expect, it } from 'vitest';
import { DataDirInUseError, LOCK_FILE, lockDataDir } from '../src/storage/data-dir-lock.ts';

// Issue 9 item 1: two servers on one DATA_DIR both served and then the embedded database could never open
// again. Now the second refuses to start, and a lock left by a killed server is taken over.

const repoRoot = path.resolve(import.meta.dirname, '../../..');
const tmpDir = () => mkdtempSync(path.join(os.tmpdir(), 'wp-lock-'));
const lockPid = (dir: string): number | null =>
  existsSync(path.join(dir, LOCK_FILE))
    ? (JSON.parse(readFileSync(path.join(dir, LOCK_FILE), 'utf8')) as { pid: number }).pid
    : null;

describe('the data directory lock', () => {
  it('refuses a directory held by a live process, naming it', () => {
    const dir = tmpDir();
    // Our parent process is alive and is not us.
    writeFileSync(path.join(dir, LOCK_FILE), JSON.stringify({ pid: process.ppid, started: null }));
    expect(() => lockDataDir(dir)).toThrow(new DataDirInUseError(process.ppid));
    expect(() => lockDataDir(dir)).toThrow(`DATA_DIR is in use by process ${process.ppid}`);
  });

  it('takes over a lock whose process is gone, reused by another start, ours, or unreadable', () => {
    for (const stale of [
      JSON.stringify({ pid: 2 ** 22 + 1, started: null }),
      JSON.stringify({ pid: process.ppid, started: 'not-its-start-time' }),
      JSON.stringify({ pid: process.pid, started: null }),
      'garbage',
    ]) {
      const dir = tmpDir();
      writeFileSync(path.join(dir, LOCK_FILE), stale);
      const lock = lockDataDir(dir);
      expect(lockPid(dir)).toBe(process.pid);
      lock.release();
      expect(lockPid(dir)).toBeNull();
    }
  });
});

describe('two server processes on one DATA_DIR', () => {
  const children: ChildProcess[] = [];
  afterEach(() => {
    for (const c of children) if (c.exitCode === null && c.signalCode === null) c.kill('SIGKILL');
  });

  it('lets only the first serve and the next take over after it is killed', {
    timeout: 240_000,
  }, async () => {
    const dataDir = tmpDir();
    // Start from the migrated test snapshot rather than a fresh initdb (seconds, not tens of seconds).
    const snapshot = process.env.WAYPOINT_PGLITE_SNAPSHOT;
    if (snapshot) {
      const db = await openDb({
        dataDir: path.join(dataDir, 'pglite'),
        loadDataDir: new Blob([readFileSync(snapshot)]),
      });
      await db.close();
    }
    const port = await freePort();
    const start = () => {
      const env: NodeJS.ProcessEnv = {
        ...process.env,
        DATA_DIR: dataDir,
        PORT: String(port),
        HOST: '127.0.0.1',
        SEED_DEMO: 'false',
        LOG_LEVEL: 'warn',
      };
      // The lock is for the embedded database only: PostgreSQL takes any number of processes.
      delete env.DATABASE_URL;
      const child = spawn(process.execPath, ['--import', 'tsx', 'apps/server/src/main.ts'], {
        cwd: repoRoot,
        env,
        stdio: ['ignore', 'pipe', 'pipe'],
      });
      children.push(child);
      let output = '';
      child.stdout?.on('data', (b: Buffer) => {
        output += b.toString();
      });
      child.stderr?.on('data', (b: Buffer) => {
        output += b.toString();
      });
      const exited = new Promise<number | null>((resolve) => child.on('exit', (code) => resolve(code)));
      return { child, exited, output: () => output };
    };

    const first = start();
    await waitFor(() => lockPid(dataDir) === first.child.pid, 60_000, first.output);
    const second = start();
    expect(await second.exited).toBe(1);
    expect(second.output()).toContain(`DATA_DIR is in use by process ${first.child.pid}`);
    await waitFor(() => first.output().includes('Waypoint is running'), 150_000, first.output);
    expect((await fetch(`http://127.0.0.1:${port}/healthz`)).status).toBe(200);

    // Killed without a chance to clean up: its lock stays behind and must not block the next start.
    first.child.kill('SIGKILL');
    await first.exited;
    expect(lockPid(dataDir)).toBe(first.child.pid);
    const third = start();
    await waitFor(() => third.output().includes('Waypoint is running'), 150_000, third.output);
    expect(lockPid(dataDir)).toBe(third.child.pid);
    const health = await fetch(`http://127.0.0.1:${port}/healthz`);
    expect(await health.json()).toEqual({ ok: true, database: 'pglite' });

    third.child.kill('SIGTERM');
    expect(await third.exited).toBe(0);
    expect(lockPid(dataDir)).toBeNull();
  });
});

async function waitFor(done: () => boolean, ms: number, output: () => string): Promise<void> {
  const until = Date.now() + ms;
  while (!done()) {
    if (Date.now() > until) throw new Error(`timed out; output so far:\n${output()}`);
    await new Promise((r) => setTimeout(r, 100));
  }
}

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as net.AddressInfo;
      server.close(() => resolve(port));
    });
  });
}
