import { type Db, type DbOrTx, queryRows, schema } from '@waypoint/db';
import { deletionDueAt, deletionRefusal, formatHkDateTime, parseRoles, roleFlags } from '@waypoint/domain';
import { eq, sql } from 'drizzle-orm';
import { DEFAULT_LANG, toLang, translate } from '../../i18n/translate.ts';
import { enqueueMessage } from '../../outbox/enqueue.ts';
import { fail } from '../errors.ts';
import { type DeletionView, deletionView } from './deletion-status.ts';

const { users } = schema;

/** Advisory lock id ('Dele'): admins' deletion requests queue, so two cannot each leave the other last. */
const ADMIN_DELETION_LOCK = 0x44656c65;

async function otherAdminsRemaining(tx: DbOrTx, userId: string): Promise<number> {
  const [row] = await queryRows<{ n: string | number }>(
    tx,
    sql`select count(*) as n from ${users}
        where ${users.id} <> ${userId}
          and (${users.isAdmin} or ${users.roles} ~ '(^|[\\s,])admin([\\s,]|$)')
          and not ${users.accessDisabled}
          and ${users.erasedAt} is null
          and ${users.deletionDueAt} is null`,
  );
  return Number(row?.n ?? 0);
}

/**
 * Asks for the account's deletion (decision 019): erased by the worker once the grace period is over, unless
 * cancelled before. Asking again while pending keeps the first date. The owner of the phone is told by SMS,
 * so a request made by mistake, by an admin or from someone else's hands can be undone in time.
 */
export async function requestDeletion(
  db: Db,
  { userId, requestedBy, now }: { userId: string; requestedBy: string; now: Date },
): Promise<DeletionView> {
  return db.transaction(async (tx) => {
    const [target] = await tx.select().from(users).where(eq(users.id, userId)).for('update');
    if (!target) fail('NOT_FOUND', 'errors.notFound');
    if (target.erasedAt) fail('CONFLICT', 'deletion.errors.alreadyErased');
    if (target.deletionDueAt) return deletionView(target);
    const isAdmin = target.isAdmin || roleFlags(parseRoles(target.roles)).isAdmin;
    if (isAdmin) {
      await tx.execute(sql`select pg_advisory_xact_lock(${ADMIN_DELETION_LOCK})`);
      const refusal = deletionRefusal({
        isAdmin,
        otherAdminsRemaining: await otherAdminsRemaining(tx, userId),
      });
      if (refusal) fail('CONFLICT', `deletion.errors.${refusal}`);
    }
    const dueAt = deletionDueAt(now);
    const [row] = await tx
      .update(users)
      .set({ deletionRequestedAt: now, deletionDueAt: dueAt, deletionRequestedBy: requestedBy })
      .where(eq(users.id, userId))
      .returning();
    const lang = toLang(target.preferredLang) ?? DEFAULT_LANG;
    await enqueueMessage(tx, {
      channel: 'sms',
      recipient: target.phone,
      body: translate(lang, 'deletion.notice.requested', { date: formatHkDateTime(dueAt, lang) }),
      meta: { kind: 'deletion-requested', userId },
    });
    return deletionView(row!);
  });
}

/** Withdraws a pending request; nothing to withdraw answers the state as it is. */
export async function cancelDeletion(db: Db, { userId }: { userId: string }): Promise<DeletionView> {
  return db.transaction(async (tx) => {
    const [target] = await tx.select().from(users).where(eq(users.id, userId)).for('update');
    if (!target) fail('NOT_FOUND', 'errors.notFound');
    if (target.erasedAt) fail('CONFLICT', 'deletion.errors.alreadyErased');
    if (!target.deletionDueAt) return deletionView(target);
    const [row] = await tx
      .update(users)
      .set({ deletionRequestedAt: null, deletionDueAt: null, deletionRequestedBy: null })
      .where(eq(users.id, userId))
      .returning();
    return deletionView(row!);
  });
}
