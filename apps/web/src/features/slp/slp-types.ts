import type { inferInput, inferOutput } from '@trpc/tanstack-react-query';
import type { Api } from '@/shared/api';

export type SlpData = inferOutput<Api['slp']['getUserSLP']>;
export type ClaimInput = inferInput<Api['slp']['upsertUserClaims']>['userClaims'][number];

/** A claim as the writer edits it; `claimId` is absent until the server has stored it. */
export interface EditableClaim {
  key: string;
  claimId?: string;
  text: string;
  elaboration: string;
  selected: boolean;
  comments: SlpData['claims'][number]['comments'];
}

export type StepKey = 'strength' | 'professions' | 'claims' | 'elaborate' | 'finalize';
export const STEPS: readonly StepKey[] = ['strength', 'professions', 'claims', 'elaborate', 'finalize'];

export function editableClaims(data: SlpData): EditableClaim[] {
  return data.claims.map((c) => ({
    key: c.id,
    claimId: c.id,
    text: c.text,
    elaboration: c.elaboration,
    selected: c.selected,
    comments: c.comments,
  }));
}

/** The whole set as upsertUserClaims takes it: the strength first, then the claims in screen order. */
export function claimsPayload(
  strength: string,
  strengthId: string | undefined,
  claims: EditableClaim[],
): ClaimInput[] {
  const list: ClaimInput[] = claims.map((c, i) => ({
    claimId: c.claimId,
    text: c.text,
    elaboration: c.elaboration || null,
    selected: c.selected,
    order: i + 1,
    type: 'claim',
  }));
  return strength.trim()
    ? [{ claimId: strengthId, text: strength.trim(), selected: true, order: 1, type: 'strength' }, ...list]
    : list;
}
