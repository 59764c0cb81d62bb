import { type DbOrTx, schema } from '@waypoint/db';
import { eq } from 'drizzle-orm';
import { fail } from '../errors.ts';

const { users, events } = schema;

/**
 * Before a signing link is made: the child exists and the caller may act for them, then the event exists.
 * A child the caller may not reach answers as one that does not exist, so the link reveals no account.
 * Who may act for whom is the caller's rule, asked only once the child's row is read.
 */
export async function checkConsentLinkSubject(
  db: DbOrTx,
  {
    userId,
    sessionId,
    mayActOn,
  }: {
    userId: string;
    sessionId: string | null | undefined;
    mayActOn: (child: { id: string; schoolId: string | null }) => boolean;
  },
): Promise<void> {
  const [target] = await db
    .select({ id: users.id, schoolId: users.schoolId })
    .from(users)
    .where(eq(users.id, userId));
  if (!target || !mayActOn(target)) fail('NOT_FOUND', 'errors.notFound');
  if (sessionId) {
    const [event] = await db.select({ id: events.id }).from(events).where(eq(events.id, sessionId));
    if (!event) fail('NOT_FOUND', 'consent.errors.eventNotFound');
  }
}
