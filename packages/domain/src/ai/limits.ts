import { hkDateString, hkInstant } from '../time.ts';

/** Spec 3 §9 and spec 2 §9: one request per kind every 30 s ('Please wait (Ns)'). */
export const AI_COOLDOWN_SECONDS = 30;
/** Spec 2 §5: the discipline answer holds at most 10 items. */
export const MAX_DISCIPLINE_SUGGESTIONS = 10;
/** Spec 3 §5: the profession answer (AB4 and SLP) holds at most 8 items. */
export const MAX_PROFESSION_SUGGESTIONS = 8;
/** Spec 3 §9: the chat shows the last 50 messages; the bot is given the same history. */
export const CHAT_HISTORY_LIMIT = 50;
/** Longest free text a student may send in one request (characters). */
export const MAX_AI_MESSAGE_CHARS = 2000;
/** Longest stored prompt (chat-insertUserChatbotPrompts). */
export const MAX_STORED_PROMPT_CHARS = 4000;

/**
 * The request kinds of the AI request log: suggestions by path (ab3 disciplines, ab4 professions, slp),
 * the chatbot's three modes (chat on /ai/ab4, image, cvcl) and the SLP polish (/ai/polish).
 */
export const AI_KINDS = ['ab3', 'ab4', 'slp', 'chat', 'image', 'cvcl', 'polish'] as const;
export type AiKind = (typeof AI_KINDS)[number];

/**
 * Spec 3 §4: the 30 s cooldown follows each suggestion request; pictures cost the most, so they wait too.
 * A conversation is not slowed down, nor is regenerating a polished SLP: they count towards the daily quota only.
 */
export function aiKindHasCooldown(kind: AiKind): boolean {
  return kind !== 'chat' && kind !== 'cvcl' && kind !== 'polish';
}

/**
 * Requests per Hong Kong day and kind. Students are minors on a shared school budget, so they get the
 * fewest; staff prepare lessons with it; admins demonstrate and test.
 */
export const AI_DAILY_QUOTA = { student: 40, staff: 150, admin: 1000 } as const;

export function aiDailyQuota(who: { isAdmin: boolean; isStaff: boolean }): number {
  if (who.isAdmin) return AI_DAILY_QUOTA.admin;
  return who.isStaff ? AI_DAILY_QUOTA.staff : AI_DAILY_QUOTA.student;
}

/** Whole seconds left of the cooldown after a request made at `lastAt` (0 when free to ask). */
export function aiCooldownRemaining(lastAt: Date | null, now: Date): number {
  if (!lastAt) return 0;
  const left = AI_COOLDOWN_SECONDS * 1000 - (now.getTime() - lastAt.getTime());
  return left > 0 ? Math.ceil(left / 1000) : 0;
}

/** The instant the Hong Kong day of `now` began: quotas reset at HK midnight, not UTC's. */
export function hkDayStart(now: Date): Date {
  return hkInstant(hkDateString(now), '00:00');
}

/** Longest answer of a model that is shown, saved or sent (characters); the rest is dropped. */
export const MAX_AI_ANSWER_CHARS = 16_000;
