import { type DbOrTx, schema } from '@waypoint/db';
import { and, desc, eq, or } from 'drizzle-orm';
import { BLUEBIRD_SEED_CONSENT_TARGET } from '../services/service-views.ts';

const { userConsentRecords } = schema;

/**
 * The child's latest parent consent that covers this session: one signed for it, or for the Bluebird Seed
 * programme. The event tile reads it, and Confirm accepts it in place of a new signature.
 */
export async function findParentConsent(
  db: DbOrTx,
  { userId, eventId }: { userId: string; eventId: string },
): Promise<number | null> {
  const [row] = await db
    .select({ id: userConsentRecords.id })
    .from(userConsentRecords)
    .where(
      and(
        eq(userConsentRecords.userId, userId),
        // A student's own signature is not their parent's.
        eq(userConsentRecords.isSelfConsent, false),
        or(
          eq(userConsentRecords.sessionId, eventId),
          eq(userConsentRecords.target, BLUEBIRD_SEED_CONSENT_TARGET),
        ),
      ),
    )
    .orderBy(desc(userConsentRecords.createdAt), desc(userConsentRecords.id))
    .limit(1);
  return row?.id ?? null;
}
