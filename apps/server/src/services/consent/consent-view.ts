import { type DbOrTx, schema } from '@waypoint/db';
import { and, desc, eq, type SQL } from 'drizzle-orm';

const { userConsentRecords } = schema;

export interface ConsentRecordView {
  id: string;
  target: string;
  fullName: string | null;
  roles: string | null;
  sessionId: string | null;
  sessionInfo: string | null;
  videoId: string | null;
  isSelfConsent: boolean;
  signatureDataUrl: string | null;
  digest: string | null;
  createdAt: string;
}

export function consentView(r: typeof userConsentRecords.$inferSelect): ConsentRecordView {
  return {
    id: r.publicId ?? String(r.id),
    target: r.target,
    fullName: r.fullName,
    roles: r.roles,
    sessionId: r.sessionId,
    sessionInfo: r.sessionInfo,
    videoId: r.videoId,
    isSelfConsent: r.isSelfConsent,
    signatureDataUrl: r.signatureDataUrl,
    digest: r.digest,
    createdAt: r.createdAt.toISOString(),
  };
}

/** The person's latest consent for a target (and event), or null: the page's submitted state. */
export async function latestConsent(
  db: DbOrTx,
  { userId, target, sessionId }: { userId: string; target: string; sessionId: string | null },
): Promise<ConsentRecordView | null> {
  const where: SQL[] = [eq(userConsentRecords.userId, userId), eq(userConsentRecords.target, target)];
  if (sessionId) where.push(eq(userConsentRecords.sessionId, sessionId));
  const [row] = await db
    .select()
    .from(userConsentRecords)
    .where(and(...where))
    .orderBy(desc(userConsentRecords.createdAt), desc(userConsentRecords.id))
    .limit(1);
  return row ? consentView(row) : null;
}
