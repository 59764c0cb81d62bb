import { type Db, type DbOrTx, schema } from '@waypoint/db';
import { SAFEGUARDING_MAX_STAFF, safeguardingSettingProblem } from '@waypoint/domain';
import { and, eq, notInArray } from 'drizzle-orm';
import { fail } from '../errors.ts';
import {
  namedSafeguardingStaff,
  type SafeguardingStaff,
  safeguardingCandidates,
  staffNotOfSchool,
} from './safeguarding-staff.ts';

const { schools, schoolSettings, safeguardingContacts } = schema;

/** What the card shows of a person: no phone number, which only the outbox needs. */
export type SafeguardingPerson = Pick<
  SafeguardingStaff,
  'userId' | 'fullName' | 'chineseName' | 'schoolRoles' | 'eligible'
>;

export interface SafeguardingSettingView {
  schoolId: string;
  enabled: boolean;
  /** Everyone named, with whether they can still be alerted. */
  staff: SafeguardingPerson[];
  /** The Active teachers of the school, whom the setting may name. */
  candidates: SafeguardingPerson[];
  maxStaff: number;
}

const person = ({ userId, fullName, chineseName, schoolRoles, eligible }: SafeguardingStaff) => ({
  userId,
  fullName,
  chineseName,
  schoolRoles,
  eligible,
});

const PROBLEM_MESSAGES = {
  noStaff: 'errors.safeguardingNoStaff',
  tooManyStaff: 'errors.safeguardingTooManyStaff',
} as const;

async function requireSchool(db: DbOrTx, schoolId: string): Promise<void> {
  const [row] = await db.select({ id: schools.id }).from(schools).where(eq(schools.id, schoolId));
  if (!row) fail('NOT_FOUND', 'errors.notFound');
}

/** The school's setting as its card shows it; who may read it is the router's check. */
export async function loadSafeguardingSetting(
  db: DbOrTx,
  schoolId: string,
): Promise<SafeguardingSettingView> {
  await requireSchool(db, schoolId);
  const [settings] = await db
    .select({ enabled: schoolSettings.safeguardingEnabled })
    .from(schoolSettings)
    .where(eq(schoolSettings.schoolId, schoolId));
  return {
    schoolId,
    enabled: settings?.enabled ?? false,
    staff: (await namedSafeguardingStaff(db, schoolId)).map(person),
    candidates: (await safeguardingCandidates(db, schoolId)).map(person),
    maxStaff: SAFEGUARDING_MAX_STAFF,
  };
}

/**
 * Turns the setting on or off and replaces the named staff, in one transaction: every id must be an Active
 * teacher of this school, and on needs at least one. A refused change changes nothing.
 */
export async function saveSafeguardingSetting(
  db: Db,
  { schoolId, enabled, staffIds }: { schoolId: string; enabled: boolean; staffIds: string[] },
): Promise<SafeguardingSettingView> {
  const ids = [...new Set(staffIds)];
  const problem = safeguardingSettingProblem({ enabled, staffIds: ids });
  if (problem) fail('BAD_REQUEST', PROBLEM_MESSAGES[problem], { vars: { max: SAFEGUARDING_MAX_STAFF } });
  return db.transaction(async (tx) => {
    await requireSchool(tx, schoolId);
    if ((await staffNotOfSchool(tx, schoolId, ids)).length > 0)
      fail('BAD_REQUEST', 'errors.safeguardingStaffNotOfSchool');
    await tx
      .insert(schoolSettings)
      .values({ schoolId, safeguardingEnabled: enabled })
      .onConflictDoUpdate({
        target: schoolSettings.schoolId,
        set: { safeguardingEnabled: enabled, updatedAt: new Date() },
      });
    await tx
      .delete(safeguardingContacts)
      .where(
        and(
          eq(safeguardingContacts.schoolId, schoolId),
          ids.length ? notInArray(safeguardingContacts.userId, ids) : undefined,
        ),
      );
    if (ids.length)
      await tx
        .insert(safeguardingContacts)
        .values(ids.map((userId) => ({ schoolId, userId })))
        .onConflictDoNothing();
    return loadSafeguardingSetting(tx, schoolId);
  });
}
