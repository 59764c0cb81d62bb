import { type DbOrTx, schema } from '@waypoint/db';
import { formatRoles, type Role } from '@waypoint/domain';
import { eq, sql } from 'drizzle-orm';

const { users } = schema;

/**
 * The admin column follows the roles, so that the two never disagree. An erased account stays disabled
 * whatever the form sent: there is nobody left to sign in as (docs/privacy.md "Deletion").
 */
export async function setUserRoles(
  db: DbOrTx,
  {
    userId,
    roles,
    accessDisabled,
    now,
  }: { userId: string; roles: Role[]; accessDisabled: boolean; now: Date },
): Promise<void> {
  await db
    .update(users)
    .set({
      roles: formatRoles(roles),
      isAdmin: roles.includes('admin'),
      accessDisabled: sql`(${users.erasedAt} is not null or ${accessDisabled})`,
      updatedAt: now,
    })
    .where(eq(users.id, userId));
}
