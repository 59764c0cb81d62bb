import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { OpenDb } from '../client.ts';
import { appSettings } from '../schema/admin.ts';
import { createTestDb } from '../testing.ts';
import { seedAll } from './index.ts';
import { SEED_STAMP_KEY, seedStamp } from './seed-stamp.ts';
import { SETTING_SMS_VERIFICATION } from './settings.ts';

let open: OpenDb;

beforeAll(async () => {
  open = await createTestDb();
});

afterAll(async () => {
  await open.close();
});

const hasSmsSetting = async () =>
  (await open.db.select().from(appSettings).where(eq(appSettings.key, SETTING_SMS_VERIFICATION))).length > 0;

describe('seedAll at start-up', () => {
  it('skips the seed when nothing it depends on changed, and runs it again on the next Hong Kong day', async () => {
    // 23:30 in Hong Kong on 25 November, then 00:30 on the 26th: one hour apart, two calendar days.
    const day1 = new Date('2026-11-25T15:30:00Z');
    const sameDay = new Date('2026-11-25T15:50:00Z');
    const day2 = new Date('2026-11-25T16:30:00Z');
    await seedAll(open.db, { demo: true }, day1);
    expect(await hasSmsSetting()).toBe(true);

    // A row the seed puts back whenever it runs.
    await open.db.delete(appSettings).where(eq(appSettings.key, SETTING_SMS_VERIFICATION));
    await seedAll(open.db, { demo: true }, sameDay);
    expect(await hasSmsSetting()).toBe(false);

    await seedAll(open.db, { demo: true }, day2);
    expect(await hasSmsSetting()).toBe(true);
    const [stored] = await open.db.select().from(appSettings).where(eq(appSettings.key, SEED_STAMP_KEY));
    expect(stored?.value).toBe(seedStamp(true, day2));
  });

  it('tells a start with demo data from one without', () => {
    const now = new Date('2026-11-25T04:00:00Z');
    expect(seedStamp(true, now)).not.toBe(seedStamp(false, now));
    expect(seedStamp(true, now)).toBe(seedStamp(true, new Date('2026-11-25T09:00:00Z')));
  });
});
