import type { Db } from '../client.ts';
import { seedDemo } from './demo.ts';
import { seedDemoAdmission } from './demo-admission.ts';
import { seedDemoBooking } from './demo-booking.ts';
import { seedDemoEvents } from './demo-events.ts';
import { seedDemoJobex } from './demo-jobex.ts';
import { seedDemoVotes } from './demo-votes.ts';
import { seedReference } from './reference/index.ts';
import { SEED_STAMP_KEY, seedStamp, storedSeedStamp } from './seed-stamp.ts';
import { seedDefaultSettings, setSetting } from './settings.ts';
import { seedTeacherOptions } from './teacher-options.ts';

export { DEFAULT_ADMISSION_TAGS, seedAdmissionTags } from './admission-tags.ts';
export { seedDemo } from './demo.ts';
export { seedDemoAdmission } from './demo-admission.ts';
export { DEMO_EVENT_IDS, DEMO_ROLL_CALL_CODE, seedDemoEvents } from './demo-events.ts';
export { DEMO_JOBEX_PROGRAMS, seedDemoJobex } from './demo-jobex.ts';
export { DEMO_SCHOOLS, demoPeople } from './demo-people.ts';
export { DEMO_VOTES_SESSION_ID, seedDemoVotes } from './demo-votes.ts';
export { seedReference } from './reference/index.ts';
export { SETTING_SMS_VERIFICATION, seedDefaultSettings, setSetting } from './settings.ts';
export { seedTeacherOptions } from './teacher-options.ts';

export interface SeedOptions {
  demo: boolean;
}

/**
 * Reference data always; demo schools and people when asked. Safe to run at every start; skipped when
 * nothing it depends on changed since the last run (seed-stamp.ts).
 */
export async function seedAll(db: Db, options: SeedOptions, now = new Date()): Promise<void> {
  const stamp = seedStamp(options.demo, now);
  if (stamp !== null && (await storedSeedStamp(db)) === stamp) return;
  await seedReference(db);
  await seedDefaultSettings(db);
  await seedTeacherOptions(db);
  if (options.demo) {
    await seedDemo(db, now);
    // Apart from seedDemo so that server tests start from empty plans; a test that wants them calls it.
    await db.transaction((tx) => seedDemoAdmission(tx, now));
    await db.transaction((tx) => seedDemoEvents(tx, now));
    await db.transaction((tx) => seedDemoJobex(tx));
    await db.transaction((tx) => seedDemoVotes(tx, now));
    await db.transaction((tx) => seedDemoBooking(tx, now));
  }
  if (stamp !== null) await setSetting(db, SEED_STAMP_KEY, stamp);
}
