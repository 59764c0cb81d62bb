import { type Db, type DbOrTx, schema, type Tx } from '@waypoint/db';
import { isSameIdSet, JOBEX_LIMITS } from '@waypoint/domain';
import { and, count, eq, max } from 'drizzle-orm';
import { fail } from '../errors.ts';
import { lockUser } from '../users/lock-user.ts';
import { ensureSection } from './sections.ts';
import type { CredentialInput, CredentialView } from './shapes.ts';

const { jobexCredentials } = schema;

function fields(input: CredentialInput) {
  const { sectionKey: _key, ...rest } = input;
  return rest;
}

async function nextOrder(tx: DbOrTx, sectionId: string): Promise<number> {
  const [row] = await tx
    .select({ order: max(jobexCredentials.order), n: count() })
    .from(jobexCredentials)
    .where(eq(jobexCredentials.sectionId, sectionId));
  if ((row?.n ?? 0) >= JOBEX_LIMITS.credentialsPerSection)
    fail('BAD_REQUEST', 'errors.jobexTooManyCredentials', {
      vars: { max: JOBEX_LIMITS.credentialsPerSection },
    });
  return (row?.order ?? 0) + 1;
}

function toView(row: typeof jobexCredentials.$inferSelect): CredentialView {
  return {
    id: row.id,
    sectionId: row.sectionId,
    headline: row.headline,
    organisation: row.organisation,
    location: row.location,
    startMonth: row.startMonth,
    endMonth: row.endMonth,
    description: row.description,
    order: row.order,
  };
}

/** addUserCredentials: each goes to the end of its section, the section made when it is new; all or none. */
export async function addCredentials(db: Db, args: CredentialsWrite): Promise<CredentialView[]> {
  return db.transaction((tx) => appendCredentials(tx, args));
}

interface CredentialsWrite {
  userId: string;
  credentials: CredentialInput[];
  now: Date;
}

/** addCredentials inside a transaction the caller holds. */
export async function appendCredentials(
  tx: Tx,
  { userId, credentials, now }: CredentialsWrite,
): Promise<CredentialView[]> {
  await lockUser(tx, userId);
  const added: CredentialView[] = [];
  for (const input of credentials) {
    const sectionId = await ensureSection(tx, userId, input.sectionKey);
    const order = await nextOrder(tx, sectionId);
    const [row] = await tx
      .insert(jobexCredentials)
      .values({ userId, sectionId, order, ...fields(input), createdAt: now, updatedAt: now })
      .returning();
    added.push(toView(row!));
  }
  return added;
}

/**
 * upsertUserCredential: edits the student's own credential (moving it to the end of another section when
 * its section changes), or adds it when it has no id. Another person's id is "not found".
 */
export async function upsertCredential(
  db: Db,
  {
    userId,
    id,
    credential,
    now,
  }: { userId: string; id?: string | undefined; credential: CredentialInput; now: Date },
): Promise<CredentialView> {
  if (!id) {
    const [added] = await addCredentials(db, { userId, credentials: [credential], now });
    return added!;
  }
  return db.transaction(async (tx) => {
    await lockUser(tx, userId);
    const [current] = await tx
      .select()
      .from(jobexCredentials)
      .where(and(eq(jobexCredentials.id, id), eq(jobexCredentials.userId, userId)));
    if (!current) fail('NOT_FOUND', 'errors.jobexCredentialNotFound');
    const sectionId = await ensureSection(tx, userId, credential.sectionKey);
    const order = sectionId === current.sectionId ? current.order : await nextOrder(tx, sectionId);
    const [row] = await tx
      .update(jobexCredentials)
      .set({ ...fields(credential), sectionId, order, updatedAt: now })
      .where(eq(jobexCredentials.id, id))
      .returning();
    return toView(row!);
  });
}

export async function deleteCredential(
  db: Db,
  { userId, credentialId }: { userId: string; credentialId: string },
) {
  const deleted = await db
    .delete(jobexCredentials)
    .where(and(eq(jobexCredentials.id, credentialId), eq(jobexCredentials.userId, userId)))
    .returning({ id: jobexCredentials.id });
  if (deleted.length === 0) fail('NOT_FOUND', 'errors.jobexCredentialNotFound');
}

/**
 * updateUserCredentials: the credentials of one section in a new order. The list must name every
 * credential of that section once (isSameIdSet), so a stale page cannot drop or duplicate one.
 */
export async function reorderCredentials(
  db: Db,
  { userId, credentialIds }: { userId: string; credentialIds: string[] },
): Promise<void> {
  await db.transaction(async (tx) => {
    await lockUser(tx, userId);
    const [first] = await tx
      .select({ sectionId: jobexCredentials.sectionId })
      .from(jobexCredentials)
      .where(and(eq(jobexCredentials.id, credentialIds[0]!), eq(jobexCredentials.userId, userId)));
    if (!first) fail('NOT_FOUND', 'errors.jobexCredentialNotFound');
    const inSection = await tx
      .select({ id: jobexCredentials.id })
      .from(jobexCredentials)
      .where(and(eq(jobexCredentials.sectionId, first.sectionId), eq(jobexCredentials.userId, userId)));
    if (
      !isSameIdSet(
        credentialIds,
        inSection.map((r) => r.id),
      )
    )
      fail('CONFLICT', 'errors.jobexListChanged');
    for (const [i, id] of credentialIds.entries()) {
      await tx
        .update(jobexCredentials)
        .set({ order: i + 1 })
        .where(eq(jobexCredentials.id, id));
    }
  });
}
