import { type DbOrTx, SETTING_SMS_VERIFICATION, schema } from '@waypoint/db';
import { eq } from 'drizzle-orm';

export async function getSetting(db: DbOrTx, key: string): Promise<string | null> {
  const [row] = await db
    .select({ value: schema.appSettings.value })
    .from(schema.appSettings)
    .where(eq(schema.appSettings.key, key));
  return row?.value ?? null;
}

/** SMS codes are on unless the setting says exactly 'FALSE' (the spec's wording). */
export async function isSmsVerificationOn(db: DbOrTx): Promise<boolean> {
  return (await getSetting(db, SETTING_SMS_VERIFICATION)) !== 'FALSE';
}
