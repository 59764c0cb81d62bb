import { formsLabel, type Lang } from '@waypoint/domain';

/** What the card's main button shows (spec 1 §2.4, §4.1), from the server's view of the event. */
export type PrimaryAction =
  | 'loginToApply'
  | 'apply'
  | 'applied'
  | 'attended'
  | 'hidden'
  | 'blocked'
  | 'ended';

export interface CardEventLike {
  group: string;
  remainingSeats: number | null;
  userResponse: { response: string; attended: boolean; waitingListPlace: number | null } | null;
  viewer: { isApplied: boolean; applyBlock: string | null; applyHidden: boolean; isPast: boolean };
}

export function primaryAction(event: CardEventLike, signedIn: boolean): PrimaryAction {
  if (event.viewer.applyHidden) return 'hidden';
  if (event.userResponse?.attended) return 'attended';
  if (event.viewer.isApplied) return 'applied';
  if (event.viewer.isPast) return 'ended';
  if (!signedIn) return 'loginToApply';
  if (event.viewer.applyBlock) return 'blocked';
  return 'apply';
}

/**
 * The seats line: a count, 'full' (new applicants wait), or nothing when the session has no limit or has
 * ended (seats left beside ENDED offer what nobody can take, issue 24 item 2).
 */
export function seatsState(
  event: Pick<CardEventLike, 'remainingSeats'> & { viewer?: { hasEnded?: boolean } },
): { kind: 'none' } | { kind: 'left'; count: number } | { kind: 'full' } {
  if (event.remainingSeats === null || event.viewer?.hasEnded) return { kind: 'none' };
  return event.remainingSeats > 0 ? { kind: 'left', count: event.remainingSeats } : { kind: 'full' };
}

/** Deep-link aliases of spec 1 §2.1 and the response each one prompts for. */
export const DEEP_LINK_ACTIONS = {
  apply: 'Yes',
  confirm: 'Confirmed',
  withdraw: 'No',
  unsubscribe: 'Unsubscribed',
} as const;
export type DeepLinkAlias = keyof typeof DEEP_LINK_ACTIONS;

/** Spec 1 §9: the prompt of a deep link appears 200 ms after the page opens. */
export const DEEP_LINK_PROMPT_DELAY_MS = 200;
/** Spec 1 §9: the loading overlay on an event response gives up after 15 s. */
export const EVENT_RESPONSE_TIMEOUT_MS = 15_000;

/** Spec 1 §2.3 dialog media heights. */
export const MEDIA_HEIGHTS = { video: 380, slide: 445, poster: 500 } as const;

/** Which detail body applies (spec 1 §2.3). */
export type DetailVariant = 'video' | 'outstanding' | 'client' | 'teacher' | 'student';

export function detailVariant(o: {
  viewerRole: string;
  serviceNature: string | null;
  group: string;
}): DetailVariant {
  if (o.viewerRole === 'client') return 'client';
  if (o.viewerRole === 'teacher' || o.viewerRole === 'admin') return 'teacher';
  if (o.serviceNature === 'Video') return 'video';
  if (o.group === 'Others') return 'outstanding';
  return 'student';
}

/**
 * Why the viewer may not apply, as a message key. A university student or client is told whom the
 * session is for (the forms), not only that they may not apply.
 */
export function blockedMessage(
  block: string,
  targetForms: readonly string[],
  lang: Lang,
): { key: string; vars: Record<string, string> } {
  if (block === 'onlyStudents') {
    const forms = formsLabel(targetForms, lang);
    if (forms) return { key: 'blocked.onlyStudentsOfForms', vars: { forms } };
  }
  return { key: `blocked.${block}`, vars: {} };
}
