import { type DbOrTx, schema } from '@waypoint/db';
import { eq } from 'drizzle-orm';
import { fail } from '../errors.ts';

const { schools, schoolSettings } = schema;

/** The school's own contact for data access and correction requests (issue 23 item 1); all optional. */
export interface DataRequestContact {
  name: string | null;
  email: string | null;
  phone: string | null;
}

const columns = {
  name: schoolSettings.dataRequestContactName,
  email: schoolSettings.dataRequestContactEmail,
  phone: schoolSettings.dataRequestContactPhone,
};

const EMPTY: DataRequestContact = { name: null, email: null, phone: null };

/** The school's contact; a school without settings, or a person without a school, has none. */
export async function loadDataRequestContact(
  db: DbOrTx,
  schoolId: string | null,
): Promise<DataRequestContact> {
  if (!schoolId) return EMPTY;
  const [row] = await db.select(columns).from(schoolSettings).where(eq(schoolSettings.schoolId, schoolId));
  return row ?? EMPTY;
}

/** Replaces the contact (empty fields clear it); who may do it (an admin) is the router's check. */
export async function saveDataRequestContact(
  db: DbOrTx,
  { schoolId, contact }: { schoolId: string; contact: DataRequestContact },
): Promise<DataRequestContact> {
  const [school] = await db.select({ id: schools.id }).from(schools).where(eq(schools.id, schoolId));
  if (!school) fail('NOT_FOUND', 'errors.notFound');
  const values = {
    dataRequestContactName: contact.name,
    dataRequestContactEmail: contact.email,
    dataRequestContactPhone: contact.phone,
  };
  const [row] = await db
    .insert(schoolSettings)
    .values({ schoolId, ...values })
    .onConflictDoUpdate({ target: schoolSettings.schoolId, set: { ...values, updatedAt: new Date() } })
    .returning(columns);
  return row!;
}
