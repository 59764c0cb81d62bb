import { PAGE_ACCESS_MIN_SECONDS, PROFESSION_MODAL_ACCESS_MIN_SECONDS } from '../profile.ts';

/** Page key of a profession detail modal's visit; its 3 s threshold (spec 3 §2) is told by the prefix. */
export const PROFESSION_MODAL_PAGE_KEY = 'professionModal';

export function professionModalPageKey(professionId: number): string {
  return `${PROFESSION_MODAL_PAGE_KEY}/${professionId}`;
}

/** The shortest visit recorded for a page key: 3 s in the profession modal, 5 s elsewhere (spec 3 §5). */
export function pageAccessMinSeconds(pageKey: string): number {
  return pageKey.startsWith(`${PROFESSION_MODAL_PAGE_KEY}/`)
    ? PROFESSION_MODAL_ACCESS_MIN_SECONDS
    : PAGE_ACCESS_MIN_SECONDS;
}
