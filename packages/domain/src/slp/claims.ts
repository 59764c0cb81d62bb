/** Spec 3 §5 and §9: at most 5 claims may be selected; the page asks the student to prioritise 3. */
export const MAX_SELECTED_CLAIMS = 5;
export const PRIORITISED_CLAIMS = 3;
/** Our own bounds on stored text, so one draft cannot fill the database. */
export const MAX_CLAIM_TEXT = 300;
export const MAX_CLAIM_ELABORATION = 2000;
export const MAX_SLP_TEXT = 8000;
export const MAX_CLAIMS = 30;

export interface ClaimLike {
  selected: boolean;
  type: string;
}

/** True when the selection keeps within the limit; the strength (type 'strength') is not a claim. */
export function withinClaimLimit(claims: readonly ClaimLike[]): boolean {
  return claims.filter((c) => c.type !== 'strength' && c.selected).length <= MAX_SELECTED_CLAIMS;
}

/**
 * Step 3 → 4 copies the chosen claims into the draft: one paragraph each, the claim then its elaboration,
 * in the student's order.
 */
export function draftFromClaims(
  claims: readonly {
    text: string;
    elaboration: string | null;
    selected: boolean;
    type: string;
    order: number;
  }[],
): string {
  return claims
    .filter((c) => c.type !== 'strength' && c.selected)
    .sort((a, b) => a.order - b.order)
    .map((c) => [c.text.trim(), (c.elaboration ?? '').trim()].filter(Boolean).join(' '))
    .join('\n\n');
}
