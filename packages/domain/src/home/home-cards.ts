/**
 * Issue 28 item 3: the one-line status of the home's cards. The SLP's five steps are those of the SLP page
 * (spec 3 §2: strength, professions, claims, elaborate, finalize); a step counts as done when what it asks
 * for is saved.
 */
export const SLP_STEP_KEYS = ['strength', 'professions', 'claims', 'elaborate', 'finalize'] as const;
export type SlpStepKey = (typeof SLP_STEP_KEYS)[number];

export interface SlpProgressState {
  /** The key strength (user_claims type 'strength') has text. */
  hasStrength: boolean;
  /** Step 2's professions picked (user_slps.profession_ids). */
  professionCount: number;
  /** Claims selected for the SLP. */
  selectedClaims: number;
  /** Of those, how many carry an elaboration. */
  elaboratedClaims: number;
  /** The draft (user_slps.original) has text. */
  hasDraft: boolean;
}

export function slpStepsDone(state: SlpProgressState): { done: number; total: number } {
  const done: Record<SlpStepKey, boolean> = {
    strength: state.hasStrength,
    professions: state.professionCount > 0,
    claims: state.selectedClaims > 0,
    elaborate: state.selectedClaims > 0 && state.elaboratedClaims >= state.selectedClaims,
    finalize: state.hasDraft,
  };
  return { done: SLP_STEP_KEYS.filter((k) => done[k]).length, total: SLP_STEP_KEYS.length };
}

/** "12 / 20 choices": ranked choices of the 20 the JUPAS list holds. */
export function choicesCard(choiceCount: number): { done: number; total: number } {
  return { done: Math.min(Math.max(choiceCount, 0), 20), total: 20 };
}
