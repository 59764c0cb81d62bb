import type { Db } from '@waypoint/db';
import { type ClaimInput, writeClaims } from '../slp/upsert-claims.ts';
import { appendCredentials } from './credentials.ts';
import type { CredentialInput, CredentialView } from './shapes.ts';

/**
 * jobEX-upsertUserClaims: the claims (the SLP's table and rules, replaced as a whole set) and the experiences
 * (each added at the end of its CV section), both or neither. writeClaims locks the student's row before it
 * touches a claim, so parallel calls run one after the other and never deadlock (decision 015).
 */
export async function upsertClaimsAndExperiences(
  db: Db,
  {
    userId,
    claims,
    experiences,
    now,
  }: { userId: string; claims: ClaimInput[]; experiences: CredentialInput[]; now: Date },
): Promise<{ ok: true; experiences: CredentialView[] }> {
  return db.transaction(async (tx) => {
    await writeClaims(tx, { userId, claims, now });
    const added = await appendCredentials(tx, { userId, credentials: experiences, now });
    return { ok: true as const, experiences: added };
  });
}
