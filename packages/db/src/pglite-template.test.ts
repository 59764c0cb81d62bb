import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import { openDb } from './client.ts';
import { appSettings } from './schema/admin.ts';
import { programs } from './schema/programs.ts';
import { REFERENCE_DATA_VERSION_KEY } from './seed/reference/index.ts';

const dirs: string[] = [];
afterAll(() => {
  for (const dir of dirs) rmSync(dir, { recursive: true, force: true });
});

// The global setup made (or found) the template; PostgreSQL runs have none.
const template = process.env.WAYPOINT_PGLITE_SNAPSHOT;

describe.skipIf(!template || process.env.DATABASE_URL)('a new embedded database from the template', () => {
  it('starts migrated and with the reference data, and later opens keep their own data', async () => {
    const dir = mkdtempSync(path.join(os.tmpdir(), 'waypoint-template-'));
    dirs.push(dir);
    const first = await openDb({ dataDir: dir, template });
    const offered = await first.db.$count(programs);
    expect(offered).toBeGreaterThan(300);
    await first.migrate(); // nothing left to apply
    const version = eq(appSettings.key, REFERENCE_DATA_VERSION_KEY);
    expect(await first.db.$count(appSettings, version)).toBe(1);
    await first.db.delete(appSettings).where(version);
    await first.close();
    expect(existsSync(path.join(dir, 'PG_VERSION'))).toBe(true);

    // The directory holds a database now: the template is not laid over it.
    const again = await openDb({ dataDir: dir, template });
    expect(await again.db.$count(appSettings, eq(appSettings.key, REFERENCE_DATA_VERSION_KEY))).toBe(0);
    await again.close();
  });
});
