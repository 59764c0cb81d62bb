export interface FeedbackValues {
  name: string;
  email: string;
  feedback: string;
  photo: File | null;
  programId: string;
}

/** The server's limit on the text (feedback.createNewFeedback). */
export const FEEDBACK_MAX_LENGTH = 5000;

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

export type FeedbackErrorKey = 'errors.required' | 'errors.email' | 'errors.programId';

export function feedbackErrors(v: FeedbackValues): Partial<Record<keyof FeedbackValues, FeedbackErrorKey>> {
  const errors: Partial<Record<keyof FeedbackValues, FeedbackErrorKey>> = {};
  if (!v.name.trim()) errors.name = 'errors.required';
  if (!v.email.trim()) errors.email = 'errors.required';
  else if (!EMAIL.test(v.email.trim())) errors.email = 'errors.email';
  if (!v.feedback.trim()) errors.feedback = 'errors.required';
  if (v.programId.trim() && programIdOf(v.programId) === undefined) errors.programId = 'errors.programId';
  return errors;
}

/** A programme id is a positive whole number; anything else is left out rather than sent. */
export function programIdOf(text: string): number | undefined {
  const trimmed = text.trim();
  if (!/^\d+$/.test(trimmed)) return undefined;
  const id = Number(trimmed);
  return Number.isSafeInteger(id) && id > 0 ? id : undefined;
}
