import { createHmac } from 'node:crypto';
import { sameHash, sha256 } from '../../auth/tokens.ts';

/** Beyond the spec: a parent's signing link lasts 14 days. */
export const CONSENT_LINK_DAYS = 14;

export interface ConsentLinkClaims {
  /** The child the consent is for. */
  userId: string;
  target: string;
  /** The event (session) the consent is for, when any. */
  sessionId: string | null;
  expiresAt: number;
}

function sign(secret: string, payload: string): string {
  return createHmac('sha256', `consent-link:${secret}`).update(payload).digest('hex');
}

/**
 * A signing link binds the anonymous parent's consent to one child (and event) without storing anything:
 * the claims travel in the link, signed with the server secret. Anyone can sign through it, but only for
 * that child, and only until it expires.
 */
export function makeConsentLinkToken(secret: string, claims: ConsentLinkClaims): string {
  const payload = Buffer.from(
    JSON.stringify([claims.userId, claims.target, claims.sessionId, claims.expiresAt]),
  ).toString('base64url');
  return `${payload}.${sign(secret, payload)}`;
}

export function readConsentLinkToken(secret: string, token: string, now: Date): ConsentLinkClaims | null {
  const [payload, mac] = token.split('.');
  if (!payload || !mac || !/^[0-9a-f]{64}$/.test(mac) || !sameHash(mac, sign(secret, payload))) return null;
  try {
    const [userId, target, sessionId, expiresAt] = JSON.parse(
      Buffer.from(payload, 'base64url').toString(),
    ) as [string, string, string | null, number];
    if (typeof expiresAt !== 'number' || expiresAt <= now.getTime()) return null;
    return { userId, target, sessionId, expiresAt };
  } catch {
    return null;
  }
}

/** What the audit keeps of a link: enough to tell links apart, not enough to reuse one. */
export function linkFingerprint(token: string): string {
  return sha256(token).slice(0, 16);
}
