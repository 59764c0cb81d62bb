import { createHash } from 'node:crypto';
import { readdirSync, readFileSync } from 'node:fs';
import { hkDateString } from '@waypoint/domain';
import { eq } from 'drizzle-orm';
import type { DbOrTx } from '../client.ts';
import { appSettings } from '../schema/admin.ts';
import { readReferenceFiles, referenceDataVersion } from './reference/files.ts';

/** Not an editable setting: the admin's settings list shows only its own keys. */
export const SEED_STAMP_KEY = 'seedStamp';

const seedSources = new URL('./', import.meta.url);

/**
 * What a full seed run depends on: the reference files, the seed's own code, whether demo data is asked
 * for, and the Hong Kong day (the demo booking slots and deadlines follow the calendar). A start whose
 * stamp equals the stored one skips the seed: its upserts all do nothing then, yet they cost a second of
 * the start. Null when the seed's code cannot be read (a bundle shipped without sources): seed every time.
 */
export function seedStamp(demo: boolean, now: Date): string | null {
  const hash = createHash('sha256');
  try {
    const files = readdirSync(seedSources, { recursive: true })
      .map(String)
      .filter((f) => f.endsWith('.ts') && !f.endsWith('.test.ts'))
      .sort();
    for (const f of files) hash.update(`${f}\n`).update(readFileSync(new URL(f, seedSources)));
  } catch {
    return null;
  }
  hash.update(`\n${referenceDataVersion(readReferenceFiles())}\n${demo ? 'demo' : 'no demo'}\n`);
  hash.update(hkDateString(now));
  return hash.digest('hex').slice(0, 32);
}

export async function storedSeedStamp(db: DbOrTx): Promise<string | null> {
  const [row] = await db
    .select({ value: appSettings.value })
    .from(appSettings)
    .where(eq(appSettings.key, SEED_STAMP_KEY));
  return row?.value ?? null;
}
