import { spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { createTestDb } from '@waypoint/db/testing';
import { describe, expect, it } from 'vitest';
import { restoreBackup } from '../src/maintenance/restore.ts';
import { LocalStorage } from '../src/storage/storage.ts';
import { repoRoot, spawnServer } from './server-process.ts';

/** This environment without DATABASE_URL (test:pg sets it): the command must find the embedded database. */
function withoutDatabaseUrl(): NodeJS.ProcessEnv {
  const { DATABASE_URL: _url, ...env } = process.env;
  return env;
}

/**
 * Issue 26 item 3: `npm run backup` while a server holds the embedded database (no other process may open
 * it): the command asks that server, which writes the archive from one snapshot; the archive restores.
 */
describe('npm run backup beside a running server on the embedded database', () => {
  it('has the server write the archive, refuses anyone without its token, and the archive restores', {
    timeout: 240_000,
  }, async () => {
    const dir = mkdtempSync(path.join(os.tmpdir(), 'wp-backup-running-'));
    const dataDir = path.join(dir, 'data');
    const file = path.join(dir, 'backup.zip');
    const server = await spawnServer({ dataDir });
    try {
      const port = new URL(server.url).port;
      expect(existsSync(path.join(dataDir, 'ops.token'))).toBe(true);
      const refused = await fetch(`${server.url}/ops/backup`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', authorization: 'Bearer not-the-token' },
        body: JSON.stringify({ path: file }),
      });
      expect(refused.status).toBe(401);
      expect(existsSync(file)).toBe(false);

      const ran = spawnSync(
        process.execPath,
        ['scripts/run-tool.mjs', 'apps/server/src/maintenance/backup-cli.ts', file],
        {
          cwd: repoRoot,
          env: { ...withoutDatabaseUrl(), DATA_DIR: dataDir, PORT: port },
          encoding: 'utf8',
        },
      );
      expect(ran.stderr).toBe('');
      expect(ran.status).toBe(0);
      expect(ran.stdout).toContain('Written by the running server');
      expect(existsSync(file)).toBe(true);
    } finally {
      await server.stop();
    }
    expect(existsSync(path.join(dataDir, 'ops.token'))).toBe(false);

    const target = await createTestDb();
    try {
      const { manifest } = await restoreBackup({
        target,
        storage: new LocalStorage(path.join(dir, 'files')),
        path: file,
      });
      expect(manifest.tables.find((t) => t.table === 'users')!.rows).toBeGreaterThan(40);
    } finally {
      await target.close();
      rmSync(dir, { recursive: true, force: true });
    }
  });
});
