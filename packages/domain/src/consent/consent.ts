import { isHkMobile, normalisePhone } from '../phone.ts';

/** Spec 1 §9 consent targets; the first is the default. */
export const CONSENT_TARGETS = ['achievejupas_parent_consent', 'video', 'bluebird-seed', 'shooting'] as const;
export type ConsentTarget = (typeof CONSENT_TARGETS)[number];
export const DEFAULT_CONSENT_TARGET: ConsentTarget = 'achievejupas_parent_consent';

export function isConsentTarget(value: string): value is ConsentTarget {
  return (CONSENT_TARGETS as readonly string[]).includes(value);
}

/** Spec 1 §9: the signature is stored as a JPEG data URL at quality 0.5. */
export const SIGNATURE_JPEG_QUALITY = 0.5;
export const SIGNATURE_DATA_URL_PREFIX = 'data:image/jpeg;base64,';
/** Beyond the spec: a signature larger than this is not a hand-drawn one. */
export const SIGNATURE_MAX_CHARS = 400_000;

export type ConsentError =
  | 'signatureRequired'
  | 'childNameRequired'
  | 'childPhoneRequired'
  | 'childPhoneInvalid';

/** English texts of spec 1 §5, for the locale files and tests. */
export const CONSENT_ERROR_TEXT_EN: Record<ConsentError, string> = {
  signatureRequired: 'Please provide your signature',
  childNameRequired: "Please enter child's full name",
  childPhoneRequired: "Please enter child's phone number",
  childPhoneInvalid: 'Please enter a valid Hong Kong mobile number',
};

/**
 * Spec 1 §5 consent: the signature must not be empty; an anonymous signer (a parent without an
 * account) must give the child's full name and phone. The first problem found, or null.
 */
export function consentError(input: {
  signatureDataUrl: string;
  anonymous: boolean;
  fullName?: string | null | undefined;
  phone?: string | null | undefined;
}): ConsentError | null {
  if (
    !input.signatureDataUrl.startsWith(SIGNATURE_DATA_URL_PREFIX) ||
    input.signatureDataUrl.length <= SIGNATURE_DATA_URL_PREFIX.length
  )
    return 'signatureRequired';
  if (!input.anonymous) return null;
  if (!input.fullName?.trim()) return 'childNameRequired';
  if (!input.phone?.trim()) return 'childPhoneRequired';
  // Beyond the spec: the phone finds the child, so it must be a real HK mobile.
  if (!isHkMobile(normalisePhone(input.phone))) return 'childPhoneInvalid';
  return null;
}

/** The fields a consent digest covers: what was agreed, by whom, for whom, the signature and the time. */
export interface ConsentDigestInput {
  id: string;
  userId: string | null;
  schoolId: string | null;
  fullName: string | null;
  phone: string | null;
  target: string;
  videoId: string | null;
  roles: string | null;
  response: string | null;
  sessionId: string | null;
  sessionInfo: string | null;
  isSelfConsent: boolean;
  signatureDataUrl: string;
  createdAt: Date;
}

const DIGEST_FIELDS = [
  'id',
  'userId',
  'schoolId',
  'fullName',
  'phone',
  'target',
  'videoId',
  'roles',
  'response',
  'sessionId',
  'sessionInfo',
  'isSelfConsent',
  'signatureDataUrl',
  'createdAt',
] as const;

/**
 * Beyond the spec: the canonical text a consent's SHA-256 is taken over — a JSON array of the fields in
 * a fixed order, time as ISO-8601 UTC to the millisecond. Anyone holding the record can rebuild it, so
 * a receipt can be checked without trusting the page that shows it.
 */
export function consentCanonicalForm(c: ConsentDigestInput): string {
  return JSON.stringify(
    DIGEST_FIELDS.map((f) => {
      const v = c[f];
      return v instanceof Date ? v.toISOString() : (v ?? null);
    }),
  );
}
