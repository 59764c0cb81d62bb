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

/** A mark that already ends a sentence (or, for a colon, leads into what follows), then any closing quote. */
const SENTENCE_END = /[.!?:;。！？：；…]["'”’」』)）]*$/u;
/** Chinese runs on with no space after a full-width mark or bracket. */
const FULL_WIDTH_END = /[。！？：；」』）]$/u;
/** The last Chinese character or Latin letter: it decides the script of the full stop. */
const LAST_LETTER = /[\p{Script=Han}A-Za-z](?=[^\p{Script=Han}A-Za-z]*$)/u;
const HAN = /\p{Script=Han}/u;

/** Ends a sentence with a full stop in its own script when the student left it open. */
function closed(sentence: string): string {
  if (!sentence || SENTENCE_END.test(sentence)) return sentence;
  const last = LAST_LETTER.exec(sentence)?.[0] ?? '';
  return sentence + (HAN.test(last) ? '。' : '.');
}

/**
 * One claim and its elaboration as one well-formed paragraph (issue 24): the claim is closed as a sentence
 * before the elaboration follows (never "(2024–25).: 我擔任…"), with a space after a half-width mark and
 * none after a full-width one, and the paragraph ends with a full stop.
 */
export function claimParagraph(text: string, elaboration: string | null | undefined): string {
  const claim = closed(text.trim().replace(/\s+/gu, ' '));
  const more = closed((elaboration ?? '').trim());
  if (!claim || !more) return claim || more;
  return `${claim}${FULL_WIDTH_END.test(claim) ? '' : ' '}${more}`;
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
    .map((c) => claimParagraph(c.text, c.elaboration))
    .filter(Boolean)
    .join('\n\n');
}
