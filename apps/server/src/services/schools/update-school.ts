import { type Db, schema } from '@waypoint/db';
import { eq } from 'drizzle-orm';
import { fail } from '../errors.ts';

const { schools, schoolSettings } = schema;

export interface SchoolFields {
  name?: string | undefined;
  nameChi?: string | null | undefined;
  nameShort?: string | null | undefined;
  district?: string | null | undefined;
  band?: string | null | undefined;
}

export interface SchoolSettingsFields {
  showPredictedScoresToStudents?: boolean | undefined;
  achievejupasNeedParentConsent?: boolean | undefined;
}

/**
 * Patches the school's names and its settings in one transaction; a field left undefined keeps its value.
 * Who may do it (an admin or the school's principal) is the caller's check.
 */
export async function updateSchool(
  db: Db,
  { schoolId, fields, settings }: { schoolId: string; fields: SchoolFields; settings: SchoolSettingsFields },
): Promise<void> {
  await db.transaction(async (tx) => {
    const [exists] = await tx.select({ id: schools.id }).from(schools).where(eq(schools.id, schoolId));
    if (!exists) fail('NOT_FOUND', 'errors.notFound');
    const schoolPatch = Object.fromEntries(Object.entries(fields).filter(([, v]) => v !== undefined));
    if (Object.keys(schoolPatch).length)
      await tx.update(schools).set(schoolPatch).where(eq(schools.id, schoolId));
    const settingsPatch = Object.fromEntries(Object.entries(settings).filter(([, v]) => v !== undefined));
    if (Object.keys(settingsPatch).length) {
      await tx
        .insert(schoolSettings)
        .values({ schoolId, ...settingsPatch })
        .onConflictDoUpdate({ target: schoolSettings.schoolId, set: settingsPatch });
    }
  });
}
