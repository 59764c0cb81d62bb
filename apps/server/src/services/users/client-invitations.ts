import { type Db, type DbOrTx, schema } from '@waypoint/db';
import { clientInvitationExpiresAt, isClientInvitationUsable } from '@waypoint/domain';
import { eq } from 'drizzle-orm';
import { randomToken, sha256 } from '../../auth/tokens.ts';
import { fail } from '../errors.ts';

const { clientInvitations, clients } = schema;

/** An admin's invitation for one organisation: the token goes into the link once and is kept as its hash. */
export async function createClientInvitation(
  db: Db,
  { clientId, createdBy, now }: { clientId: string; createdBy: string; now: Date },
): Promise<{ token: string; expiresAt: Date }> {
  const [client] = await db.select({ id: clients.id }).from(clients).where(eq(clients.id, clientId));
  if (!client) fail('NOT_FOUND', 'errors.jobexClientNotFound');
  const token = randomToken();
  const expiresAt = clientInvitationExpiresAt(now);
  await db.insert(clientInvitations).values({
    clientId,
    tokenHash: sha256(token),
    createdBy,
    createdAt: now,
    expiresAt,
  });
  return { token, expiresAt };
}

export interface HeldInvitation {
  id: string;
  clientId: string;
  createdBy: string | null;
}

/**
 * Locks a usable invitation inside the sign-up's transaction, so that two sign-ups racing with one link
 * cannot both be approved. A link for another organisation than the one named is refused like a spent one.
 */
export async function holdClientInvitation(
  tx: DbOrTx,
  { token, clientId, now }: { token: string; clientId: string | null; now: Date },
): Promise<HeldInvitation> {
  const [row] = await tx
    .select()
    .from(clientInvitations)
    .where(eq(clientInvitations.tokenHash, sha256(token)))
    .for('update');
  if (!row || !isClientInvitationUsable(row, now) || (clientId !== null && clientId !== row.clientId))
    fail('BAD_REQUEST', 'errors.clientInvitationInvalid');
  return { id: row.id, clientId: row.clientId, createdBy: row.createdBy };
}

export async function spendClientInvitation(
  tx: DbOrTx,
  { id, userId, now }: { id: string; userId: string; now: Date },
): Promise<void> {
  await tx.update(clientInvitations).set({ usedAt: now, usedBy: userId }).where(eq(clientInvitations.id, id));
}
