import { type DbOrTx, schema } from '@waypoint/db';
import { eq } from 'drizzle-orm';
import { fail } from '../errors.ts';
import { schoolColumns } from './school-columns.ts';

const { schools } = schema;

export async function loadSchool(db: DbOrTx, schoolId: string) {
  const [row] = await db.select(schoolColumns).from(schools).where(eq(schools.id, schoolId));
  if (!row) fail('NOT_FOUND', 'errors.notFound');
  return row;
}
