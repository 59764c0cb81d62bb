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
