import { type DbOrTx, schema } from '@waypoint/db';
import { sql } from 'drizzle-orm';

const { users } = schema;

/** The address is compared lower-cased: the `email` input already lower-cases what the person typed. */
export async function findUserByEmail(
  db: DbOrTx,
  email: string,
): Promise<
  | {
      id: string;
      fullName: string;
      email: string | null;
      accessDisabled: boolean;
      passwordHash: string | null;
    }
  | undefined
> {
  const [row] = await db
    .select({
      id: users.id,
      fullName: users.fullName,
      email: users.email,
      accessDisabled: users.accessDisabled,
      passwordHash: users.passwordHash,
    })
    .from(users)
    .where(sql`lower(${users.email}) = ${email}`);
  return row;
}
