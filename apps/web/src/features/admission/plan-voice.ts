import { createContext, useContext } from 'react';

/** Who the plan's messages speak to: the student reading their own plan, or someone reading about them. */
export type PlanVoice = 'self' | 'student';

const PlanVoiceContext = createContext<PlanVoice>('self');

/** Teachers' and parents' views set 'student' around the plan they show. */
export const PlanVoiceProvider = PlanVoiceContext.Provider;

/**
 * The i18next options that pick a message's `_student` form ("the student's score…") for teachers and
 * parents; the student keeps the plain form ("your score…").
 */
export function usePlanVoice(): { context?: 'student' } {
  return useContext(PlanVoiceContext) === 'student' ? { context: 'student' } : {};
}
