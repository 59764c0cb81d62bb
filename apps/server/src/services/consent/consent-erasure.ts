import { type DbOrTx, queryRows, schema } from '@waypoint/db';
import { eq, sql } from 'drizzle-orm';
import { consentContentMatches } from './consent-chain.ts';
import { consentErasureDigest, type ErasedParty } from './consent-digest.ts';

const { userConsentRecords } = schema;

type ConsentRow = typeof userConsentRecords.$inferSelect;

const CLEARED_FOR: Record<ErasedParty, Partial<ConsentRow>> = {
  // The record's name and phone are the child's (decision 008): the parent's own part is the signature.
  signer: { signatureDataUrl: null, signatureFileId: null },
  subject: { fullName: null, phone: null, waGroupId: null, signatureDataUrl: null, signatureFileId: null },
};

/**
 * Clears one record's personal fields in place and marks it erased, the one change the trigger allows
 * (migration 0019). A record that did not verify before is still cleared, but gets no erasure digest: it goes
 * on verifying as tampered, so erasure never blesses an earlier change.
 */
export async function eraseConsentRecord(
  tx: DbOrTx,
  { key, row, party, now }: { key: string; row: ConsentRow; party: ErasedParty; now: Date },
): Promise<void> {
  // A subject's erasure already cleared everything a signer's would.
  if (row.erasedParty === 'subject') return;
  const trusted = await consentContentMatches(tx, key, row);
  const erasedAt = row.erasedAt && row.erasedAt > now ? row.erasedAt : now;
  const next: ConsentRow = { ...row, ...CLEARED_FOR[party], erasedAt, erasedParty: party };
  await tx
    .update(userConsentRecords)
    .set({
      ...CLEARED_FOR[party],
      erasedAt,
      erasedParty: party,
      erasureDigest: trusted ? consentErasureDigest(key, next) : null,
    })
    .where(eq(userConsentRecords.id, row.id));
}

/**
 * Every consent record that names the person: about them (their account, or typed with their phone by a
 * parent without a link) or signed by them (the audit's signing account), each once, as the subject when
 * it is both.
 */
export async function consentRecordsOfPerson(
  tx: DbOrTx,
  person: { id: string; phone: string },
): Promise<{ row: ConsentRow; party: ErasedParty }[]> {
  const ids = await queryRows<{ id: string | number; party: ErasedParty }>(
    tx,
    sql`select r.id,
          case when r.user_id = ${person.id} or (r.user_id is null and r.phone = ${person.phone})
               then 'subject' else 'signer' end as party
        from ${userConsentRecords} r
        where r.user_id = ${person.id}
           or (r.user_id is null and r.phone = ${person.phone})
           or exists (select 1 from user_consent_audit a
                      where a.consent_record_id = r.id and a.action = 'signed' and a.actor_user_id = ${person.id})
        order by r.id`,
  );
  const out: { row: ConsentRow; party: ErasedParty }[] = [];
  for (const { id, party } of ids) {
    const [row] = await tx
      .select()
      .from(userConsentRecords)
      .where(eq(userConsentRecords.id, Number(id)));
    if (row) out.push({ row, party });
  }
  return out;
}
