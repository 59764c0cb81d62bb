/**
 * Deletion (PDPO DPP2 and DPP6, issue 23 item 4; docs/decisions/019-erasure.md): a person, or an admin on a
 * verified request, asks for an account to be deleted; after a grace period a worker erases it. The users
 * row stays, anonymised, so that counts and statistics keep their ids.
 */

/** Days between the request and the erasure, in which the person or an admin can still cancel. */
export const DELETION_GRACE_DAYS = 14;

const DAY_MS = 86_400_000;

/** The instant from which the worker erases the account: the request plus the grace period. */
export function deletionDueAt(requestedAt: Date): Date {
  return new Date(requestedAt.getTime() + DELETION_GRACE_DAYS * DAY_MS);
}

/** The grace period is over: erasing needs no further approval. */
export function isDeletionDue(dueAt: Date | null, now: Date): boolean {
  return dueAt !== null && dueAt.getTime() <= now.getTime();
}

/** The name every erased account carries instead of its own, in both languages at once. */
export const ERASED_NAME = '已刪除帳戶 Deleted account';

/**
 * The phone an erased account carries: `users.phone` is NOT NULL and UNIQUE, so each account needs its own
 * value, and the id is already in every row that points at the account, so it reveals nothing new. It is
 * not a phone number, so no one can sign in with it or register it.
 */
export function erasedPhone(userId: string): string {
  return `erased-${userId}`;
}

export type DeletionLang = 'zh-HK' | 'en';

/** The word a person types to confirm, shown to them in their language. */
export const DELETION_CONFIRM_WORD: Readonly<Record<DeletionLang, string>> = {
  'zh-HK': '刪除',
  en: 'DELETE',
};

/**
 * The typed confirmation matches the word of either language (the person may switch language with the
 * dialog open); spaces around it and the case of the English word do not matter.
 */
export function isDeletionConfirmed(typed: string): boolean {
  const text = typed.trim();
  return text === DELETION_CONFIRM_WORD['zh-HK'] || text.toUpperCase() === DELETION_CONFIRM_WORD.en;
}

export type DeletionState = 'none' | 'pending' | 'erased';

export function deletionState(row: { deletionDueAt: Date | null; erasedAt: Date | null }): DeletionState {
  if (row.erasedAt) return 'erased';
  return row.deletionDueAt ? 'pending' : 'none';
}

/**
 * Why a deletion may not be asked for: the installation must keep an admin who can still sign in. Admins
 * already waiting to be deleted do not count, so two admins cannot each leave the other as the last one.
 */
export function deletionRefusal(target: {
  isAdmin: boolean;
  otherAdminsRemaining: number;
}): 'lastAdmin' | null {
  return target.isAdmin && target.otherAdminsRemaining === 0 ? 'lastAdmin' : null;
}
