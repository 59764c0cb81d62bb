import { RETENTION_SETTING_KEYS, RETENTION_SETTINGS } from '@waypoint/domain';
import { sql } from 'drizzle-orm';
import type { DbOrTx } from '../client.ts';
import { appSettings } from '../schema/admin.ts';
import { seedAdmissionTags } from './admission-tags.ts';

export const SETTING_SMS_VERIFICATION = 'smsVerification';

/** Settings every installation needs; existing values are never overwritten. */
export async function seedDefaultSettings(db: DbOrTx): Promise<void> {
  await db
    .insert(appSettings)
    .values({ key: SETTING_SMS_VERIFICATION, value: 'TRUE' })
    .onConflictDoNothing({ target: appSettings.key });
  await db
    .insert(appSettings)
    .values(
      RETENTION_SETTING_KEYS.map((key) => ({ key, value: String(RETENTION_SETTINGS[key].defaultValue) })),
    )
    .onConflictDoNothing({ target: appSettings.key });
  await seedAdmissionTags(db);
}

export async function setSetting(db: DbOrTx, key: string, value: string): Promise<void> {
  await db
    .insert(appSettings)
    .values({ key, value })
    .onConflictDoUpdate({ target: appSettings.key, set: { value, updatedAt: sql`now()` } });
}
