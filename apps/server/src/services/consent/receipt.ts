import { type DbOrTx, schema } from '@waypoint/db';
import { consentCanonicalForm } from '@waypoint/domain';
import { eq } from 'drizzle-orm';
import { sha256 } from '../../auth/tokens.ts';
import { type ConsentRecordView, consentView } from './consent-view.ts';

const { userConsentRecords, userConsentAudit } = schema;

async function loadByPublicId(db: DbOrTx, publicId: string) {
  const [row] = await db.select().from(userConsentRecords).where(eq(userConsentRecords.publicId, publicId));
  return row ?? null;
}

/** The printable receipt: the record as signed, with its digest. The random id is the key to it. */
export async function consentReceipt(db: DbOrTx, publicId: string): Promise<ConsentRecordView | null> {
  const row = await loadByPublicId(db, publicId);
  return row ? consentView(row) : null;
}

/**
 * Rebuilds the canonical form from the stored fields and compares its SHA-256 with the digest kept at
 * signing. `valid` false means the row was altered behind the trigger (or the digest was).
 */
export async function verifyConsent(
  db: DbOrTx,
  { publicId, ip, userAgent, now }: { publicId: string; ip: string; userAgent: string | null; now: Date },
): Promise<{ valid: boolean; digest: string; recomputed: string } | null> {
  const row = await loadByPublicId(db, publicId);
  if (!row?.publicId) return null;
  const recomputed = sha256(
    consentCanonicalForm({
      id: row.publicId,
      userId: row.userId,
      schoolId: row.schoolId,
      fullName: row.fullName,
      phone: row.phone,
      target: row.target,
      videoId: row.videoId,
      roles: row.roles,
      response: row.response,
      sessionId: row.sessionId,
      sessionInfo: row.sessionInfo,
      isSelfConsent: row.isSelfConsent,
      signatureDataUrl: row.signatureDataUrl ?? '',
      createdAt: row.createdAt,
    }),
  );
  await db.insert(userConsentAudit).values({
    consentRecordId: row.id,
    action: 'verified',
    ip,
    userAgent: userAgent?.slice(0, 500) ?? null,
    at: now,
  });
  return { valid: recomputed === row.digest, digest: row.digest ?? '', recomputed };
}
