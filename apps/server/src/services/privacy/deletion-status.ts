import { type DbOrTx, schema } from '@waypoint/db';
import { DELETION_GRACE_DAYS, type DeletionState, deletionState } from '@waypoint/domain';
import { and, asc, eq, isNotNull, isNull } from 'drizzle-orm';
import { fail } from '../errors.ts';

const { users } = schema;

export interface DeletionView {
  userId: string;
  state: DeletionState;
  requestedAt: string | null;
  /** From this instant the worker erases the account (within the hour). */
  dueAt: string | null;
  /** Whether the person asked themselves (false: an admin did for them). */
  requestedBySelf: boolean | null;
  erasedAt: string | null;
  graceDays: number;
}

type DeletionColumns = Pick<
  typeof users.$inferSelect,
  'id' | 'deletionRequestedAt' | 'deletionDueAt' | 'deletionRequestedBy' | 'erasedAt'
>;

export function deletionView(row: DeletionColumns): DeletionView {
  return {
    userId: row.id,
    state: deletionState(row),
    requestedAt: row.deletionRequestedAt?.toISOString() ?? null,
    dueAt: row.deletionDueAt?.toISOString() ?? null,
    requestedBySelf: row.deletionRequestedBy ? row.deletionRequestedBy === row.id : null,
    erasedAt: row.erasedAt?.toISOString() ?? null,
    graceDays: DELETION_GRACE_DAYS,
  };
}

export const deletionColumns = {
  id: users.id,
  deletionRequestedAt: users.deletionRequestedAt,
  deletionDueAt: users.deletionDueAt,
  deletionRequestedBy: users.deletionRequestedBy,
  erasedAt: users.erasedAt,
};

/** Where a person's deletion stands; NOT_FOUND for an id that names no one. */
export async function getDeletion(db: DbOrTx, userId: string): Promise<DeletionView> {
  const [row] = await db.select(deletionColumns).from(users).where(eq(users.id, userId));
  if (!row) fail('NOT_FOUND', 'errors.notFound');
  return deletionView(row);
}

export interface PendingDeletion extends DeletionView {
  fullName: string;
  chineseName: string | null;
  roles: string;
  schoolId: string | null;
}

/** Accounts waiting out their grace period, the soonest due first (at most 500: the admin's list). */
export async function listPendingDeletions(db: DbOrTx): Promise<PendingDeletion[]> {
  const rows = await db
    .select({
      ...deletionColumns,
      fullName: users.fullName,
      chineseName: users.chineseName,
      roles: users.roles,
      schoolId: users.schoolId,
    })
    .from(users)
    .where(and(isNotNull(users.deletionDueAt), isNull(users.erasedAt)))
    .orderBy(asc(users.deletionDueAt), asc(users.id))
    .limit(500);
  return rows.map((r) => ({
    ...deletionView(r),
    fullName: r.fullName,
    chineseName: r.chineseName,
    roles: r.roles,
    schoolId: r.schoolId,
  }));
}
