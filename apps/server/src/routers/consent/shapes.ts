import { CONSENT_TARGETS, SIGNATURE_MAX_CHARS } from '@waypoint/domain';
import { z } from 'zod';

export const consentTarget = z.enum(CONSENT_TARGETS, { message: 'consent.errors.targetInvalid' });
const eventId = z.uuid({ message: 'consent.errors.eventNotFound' });
const linkToken = z.string().min(1).max(1000);

export const consentRecord = z.object({
  id: z.string(),
  target: z.string(),
  fullName: z.string().nullable(),
  roles: z.string().nullable(),
  sessionId: z.string().nullable(),
  sessionInfo: z.string().nullable(),
  videoId: z.string().nullable(),
  isSelfConsent: z.boolean(),
  signatureDataUrl: z.string().nullable(),
  digest: z.string().nullable(),
  createdAt: z.string(),
});

export const insertConsentInput = z.object({
  target: consentTarget.default('achievejupas_parent_consent'),
  videoId: z.string().max(200).nullish(),
  videoLink: z.string().max(500).nullish(),
  response: z.string().max(2000).nullish(),
  signatureDataUrl: z.string().max(SIGNATURE_MAX_CHARS, 'consent.errors.signatureTooLarge'),
  fullName: z.string().max(200).nullish(),
  phone: z.string().max(30).nullish(),
  /** The parent's signing link token, when signing through one. */
  t: linkToken.nullish(),
  /** A signed-in person signing for an event from its page. */
  sessionId: eventId.nullish(),
  /** `/consent` (the person's own consent) rather than `/parent-consent`. */
  selfConsent: z.boolean().default(false),
  /** The page signed from, for the audit trail: refused when longer, never cut (issue 24 item 11). */
  path: z.string().max(200).default(''),
});

export const insertConsentResult = consentRecord.extend({ eventResponse: z.string().nullable() });

export const getConsentInput = z.object({ target: consentTarget, sessionId: eventId.nullish() });
export const consentLinkInput = z.object({
  target: consentTarget,
  sessionId: eventId.nullish(),
  userId: z.uuid({ message: 'errors.notFound' }).optional(),
});
export const consentLink = z.object({ url: z.string(), expiresAt: z.string() });
export const linkInfoInput = z.object({ t: linkToken });
export const linkInfo = z.object({
  childName: z.string(),
  target: z.string(),
  sessionId: z.string().nullable(),
  sessionInfo: z.string().nullable(),
  expiresAt: z.string(),
  latest: consentRecord.nullable(),
});
export const receiptInput = z.object({
  id: z.string().regex(/^ucr_[A-Za-z0-9_-]{16}$/, 'consent.errors.receiptNotFound'),
});
export const verifyResult = z.object({
  status: z.enum(['valid', 'legacy', 'erased', 'tampered']),
  contentMatches: z.boolean(),
  chain: z.enum(['intact', 'broken', 'notChained']),
  previousErased: z.boolean(),
  erasedParty: z.enum(['signer', 'subject']).nullable(),
  chainSeq: z.number().nullable(),
  digest: z.string(),
});
