import { type DbOrTx, schema, setSetting } from '@waypoint/db';
import {
  isValidRetentionValue,
  RETENTION_SETTING_KEYS,
  RETENTION_SETTINGS,
  type RetentionSettingKey,
  type RetentionSettings,
  readRetentionSettings,
} from '@waypoint/domain';
import { inArray } from 'drizzle-orm';
import { fail } from '../errors.ts';

/** The retention settings as the job applies them: stored values, defaults where missing or damaged. */
export async function loadRetentionSettings(db: DbOrTx): Promise<RetentionSettings> {
  const rows = await db
    .select({ key: schema.appSettings.key, value: schema.appSettings.value })
    .from(schema.appSettings)
    .where(inArray(schema.appSettings.key, RETENTION_SETTING_KEYS));
  return readRetentionSettings(new Map(rows.map((r) => [r.key, r.value])));
}

export async function saveRetentionSetting(
  db: DbOrTx,
  key: RetentionSettingKey,
  value: number,
): Promise<void> {
  const { min, max } = RETENTION_SETTINGS[key];
  if (!isValidRetentionValue(key, value)) {
    fail('BAD_REQUEST', `errors.retentionOutOfRange.${key}`, { vars: { min, max } });
  }
  await setSetting(db, key, String(value));
}
