/** Spec 2 §4 "Verification": a teacher marks a student's data Yes or No; choosing the same value again clears it. */

export const VERIFICATION_RESULTS = ['Yes', 'No'] as const;
export type VerificationResult = (typeof VERIFICATION_RESULTS)[number];

export function isVerificationResult(value: unknown): value is VerificationResult {
  return typeof value === 'string' && (VERIFICATION_RESULTS as readonly string[]).includes(value);
}

/** The stored text read as a result; anything else (null, '', stray values) is "none". */
export function parseVerificationResult(value: string | null | undefined): VerificationResult | null {
  return isVerificationResult(value) ? value : null;
}

/** What a student's verification says, as a teacher reads it: none yet is "not verified", never "verified". */
export type VerificationState = 'verified' | 'unverified' | 'notOurStudent';

export function verificationState(value: string | null | undefined): VerificationState {
  const result = parseVerificationResult(value);
  if (result === 'Yes') return 'verified';
  if (result === 'No') return 'notOurStudent';
  return 'unverified';
}

/** The value to store after the teacher taps `chosen`: the same value again clears it to none (null). */
export function toggleVerification(
  current: string | null | undefined,
  chosen: VerificationResult | null,
): VerificationResult | null {
  if (chosen == null) return null;
  return parseVerificationResult(current) === chosen ? null : chosen;
}
