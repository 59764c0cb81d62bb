import { createHmac } from 'node:crypto';
import type { schema } from '@waypoint/db';
import { type ConsentDigestInput, consentCanonicalForm } from '@waypoint/domain';
import { sha256 } from '../../auth/tokens.ts';

type ConsentRow = typeof schema.userConsentRecords.$inferSelect;

/** What the digest covers: the record's canonical form, its place in the chain and the previous digest. */
export function consentChainDigest(
  key: string,
  record: ConsentDigestInput,
  chainSeq: number,
  prevDigest: string,
): string {
  return createHmac('sha256', `consent-chain:${key}`)
    .update(JSON.stringify(['waypoint-consent-chain-v1', chainSeq, prevDigest, consentCanonicalForm(record)]))
    .digest('hex');
}

/** 'signer': the person who signed (a parent) was erased; 'subject': the person the record is for. */
export type ErasedParty = 'signer' | 'subject';

/**
 * The keyed digest of a record as erasure left it (decision 019), over the digest it was signed with, so
 * only the server, holding the consent key, can mark a record erased in a way Verify accepts. Its own key
 * label keeps it from ever equalling a chain digest.
 */
export function consentErasureDigest(key: string, row: ConsentRow): string {
  return createHmac('sha256', `consent-erasure:${key}`)
    .update(
      JSON.stringify([
        'waypoint-consent-erasure-v1',
        row.chainSeq,
        row.digest ?? '',
        consentCanonicalForm(digestInputOfRow(row)),
        row.erasedAt?.toISOString() ?? null,
        row.erasedParty,
      ]),
    )
    .digest('hex');
}

/** Rows from before the chain: the unkeyed SHA-256 of the canonical form alone. */
export function legacyConsentDigest(record: ConsentDigestInput): string {
  return sha256(consentCanonicalForm(record));
}

export function digestInputOfRow(row: ConsentRow): ConsentDigestInput {
  return {
    id: row.publicId ?? '',
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
  };
}
