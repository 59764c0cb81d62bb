import { type DbOrTx, schema } from '@waypoint/db';
import { eq } from 'drizzle-orm';
import { type ConsentVerification, verifyConsentRow } from './consent-chain.ts';
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
 * Rebuilds the keyed digest from the stored fields and checks the record's links in the chain. Only the
 * verdict goes back: a recomputed digest would let whoever altered the row write the matching one.
 */
export async function verifyConsent(
  db: DbOrTx,
  {
    publicId,
    consentKey,
    ip,
    userAgent,
    now,
  }: { publicId: string; consentKey: string; ip: string; userAgent: string | null; now: Date },
): Promise<ConsentVerification | null> {
  const row = await loadByPublicId(db, publicId);
  if (!row?.publicId) return null;
  const result = await verifyConsentRow(db, consentKey, row);
  await db.insert(userConsentAudit).values({
    consentRecordId: row.id,
    action: 'verified',
    ip,
    userAgent: userAgent?.slice(0, 500) ?? null,
    at: now,
  });
  return result;
}
