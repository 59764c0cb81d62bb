import { type Db, schema } from '@waypoint/db';
import { clientStanding, mayApproveClient, parseRoles, ROLE_UNI_CLIENT } from '@waypoint/domain';
import { and, asc, desc, eq, isNotNull, sql } from 'drizzle-orm';
import { fail } from '../errors.ts';
import type { SessionUser } from '../session-user.ts';

const { users, clients } = schema;

export interface ClientAccount {
  userId: string;
  fullName: string;
  chineseName: string | null;
  email: string | null;
  phone: string;
  clientId: string;
  clientName: string;
  clientNameChi: string | null;
  createdAt: string;
  approvedAt: string | null;
}

const isClientSql = sql`${ROLE_UNI_CLIENT} = any(regexp_split_to_array(lower(${users.roles}), '[\\s,]+'))`;

/**
 * The client accounts an approver looks after (decision 018): every organisation's for an admin, one
 * organisation's for an approved client. Waiting accounts first, newest first.
 */
export async function listClientAccounts(
  db: Db,
  { clientId }: { clientId: string | null },
): Promise<ClientAccount[]> {
  const rows = await db
    .select({
      userId: users.id,
      fullName: users.fullName,
      chineseName: users.chineseName,
      email: users.email,
      phone: users.phone,
      clientId: clients.id,
      clientName: clients.name,
      clientNameChi: clients.nameChi,
      createdAt: users.createdAt,
      approvedAt: users.clientApprovedAt,
    })
    .from(users)
    .innerJoin(clients, eq(clients.id, users.clientId))
    .where(
      and(
        isClientSql,
        isNotNull(users.clientId),
        eq(users.accessDisabled, false),
        ...(clientId === null ? [] : [eq(users.clientId, clientId)]),
      ),
    )
    .orderBy(sql`${users.clientApprovedAt} is not null`, desc(users.createdAt), asc(users.id));
  return rows.map((r) => ({
    ...r,
    createdAt: r.createdAt.toISOString(),
    approvedAt: r.approvedAt?.toISOString() ?? null,
  }));
}

/**
 * Approves a client account, or withdraws the approval. The target's row is locked so that the answer is
 * the one the approver saw being changed; the rule is the domain's mayApproveClient.
 */
export async function setClientApproval(
  db: Db,
  { actor, userId, approved, now }: { actor: SessionUser; userId: string; approved: boolean; now: Date },
): Promise<{ userId: string; approvedAt: string | null }> {
  return db.transaction(async (tx) => {
    const [target] = await tx
      .select({ id: users.id, roles: users.roles, clientId: users.clientId })
      .from(users)
      .where(eq(users.id, userId))
      .for('update');
    if (!target) fail('NOT_FOUND', 'errors.notFound');
    if (!parseRoles(target.roles).includes(ROLE_UNI_CLIENT) || !target.clientId)
      fail('BAD_REQUEST', 'errors.notAClient');
    const approver = {
      id: actor.row.id,
      isAdmin: actor.isAdmin,
      clientId: actor.row.clientId,
      clientApproved: clientStanding(actor.row) === 'approved',
    };
    if (!mayApproveClient(approver, target)) fail('FORBIDDEN', 'errors.mayNotApproveClient');
    const approvedAt = approved ? now : null;
    await tx
      .update(users)
      .set({ clientApprovedAt: approvedAt, clientApprovedBy: approved ? actor.row.id : null, updatedAt: now })
      .where(eq(users.id, target.id));
    return { userId: target.id, approvedAt: approvedAt?.toISOString() ?? null };
  });
}
