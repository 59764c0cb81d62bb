import { type DbOrTx, schema } from '@waypoint/db';
import { eq } from 'drizzle-orm';
import type { ExportSubject } from './export-source.ts';

const { users } = schema;

export interface ExportPerson extends ExportSubject {
  fullName: string;
  preferredLang: string | null;
}

/** The person an export is about, or null when no account has the id. */
export async function findExportPerson(db: DbOrTx, userId: string): Promise<ExportPerson | null> {
  const [row] = await db
    .select({
      id: users.id,
      phone: users.phone,
      email: users.email,
      waGroupId: users.waGroupId,
      fullName: users.fullName,
      preferredLang: users.preferredLang,
    })
    .from(users)
    .where(eq(users.id, userId));
  return row ?? null;
}
