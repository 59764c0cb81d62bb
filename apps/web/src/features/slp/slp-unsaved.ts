import type { EditableClaim } from './slp-types';

/** What the writer has on screen that the server keeps: compared with the last saved copy before leaving. */
export interface SlpSnapshot {
  strength: string;
  professionIds: readonly number[];
  claims: readonly Pick<EditableClaim, 'text' | 'elaboration' | 'selected'>[];
  original: string;
}

/** The claims as the server keeps them: their key and comments are not the writer's changes. */
export function claimsSnapshot(claims: readonly EditableClaim[]): SlpSnapshot['claims'] {
  return claims.map(({ text, elaboration, selected }) => ({ text, elaboration, selected }));
}

export function slpSnapshot(input: {
  strength: string;
  professions: readonly { id: number }[];
  claims: readonly EditableClaim[];
  original: string | null | undefined;
}): SlpSnapshot {
  return {
    strength: input.strength.trim(),
    professionIds: input.professions.map((p) => p.id),
    claims: claimsSnapshot(input.claims),
    original: input.original ?? '',
  };
}

/**
 * The parts of the SLP that would be lost by leaving the page now (issue 24: a claim added on step 3 was
 * gone after Home → back). Claims and strength are saved together (upsertUserClaims), hence one part.
 */
export function unsavedParts(
  current: SlpSnapshot,
  saved: SlpSnapshot,
): ('claims' | 'professions' | 'original')[] {
  const parts: ('claims' | 'professions' | 'original')[] = [];
  if (current.strength !== saved.strength || JSON.stringify(current.claims) !== JSON.stringify(saved.claims))
    parts.push('claims');
  if (current.professionIds.join(',') !== saved.professionIds.join(',')) parts.push('professions');
  if (current.original !== saved.original) parts.push('original');
  return parts;
}
