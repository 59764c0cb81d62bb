// Spec 3 §2 and §9: the profession screens' numbers.

/** Cards per view of the profession swiper. */
export const PROFESSION_CARDS_PER_VIEW = 10;
/** Rows added to a profession list at a time (first page and each infinite-scroll step). */
export const PROFESSION_PAGE_SIZE = 20;
/** Infinite scroll loads the next rows this long after the threshold is reached. */
export const PROFESSION_PAGE_DELAY_MS = 500;
/** Distance from the end of a list at which the next page is asked for. */
export const PROFESSION_SCROLL_THRESHOLD_PX = 100;
/** The detail modal sends the browsed-profession call after this delay. */
export const PROFESSION_BROWSED_DELAY_MS = 500;
/** Liking or unliking (a profession, sector or segment) shows a wait this long before the heart changes. */
export const REACTION_WAIT_MS = 1500;
/** Demo-only mode limits every profession list to this many items. */
export const PROFESSION_DEMO_LIMIT = 2;
/** Longest search keyword recorded (a pasted essay is not a keyword). */
export const PROFESSION_KEYWORD_MAX = 100;

/** Spec 3 §3 requires flags, from the least to the most education. */
export const REQUIRES_FLAGS = [
  'SecondarySchool',
  'HigherDiplomaAndAssociate',
  'Bachelor',
  'Master',
  'Doctorate',
] as const;
export type RequiresFlag = (typeof REQUIRES_FLAGS)[number];
