import { type DbOrTx, schema } from '@waypoint/db';
import { eq } from 'drizzle-orm';
import type { DemoFacts } from '../../config.ts';
import { isSmsVerificationOn } from '../settings/get-setting.ts';
import { hasDemoSchool } from './has-demo-school.ts';

/** What a deployed server's start checks (config.ts demoRefusal): demo accounts, and whether SMS codes are off. */
export async function loadDemoFacts(db: DbOrTx): Promise<DemoFacts> {
  const [person] = await db
    .select({ id: schema.users.id })
    .from(schema.users)
    .where(eq(schema.users.isDemo, true))
    .limit(1);
  return {
    demoAccounts: person !== undefined || (await hasDemoSchool(db)),
    smsCodesOff: !(await isSmsVerificationOn(db)),
  };
}
