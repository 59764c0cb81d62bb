import { type Lang, toLang } from '@waypoint/domain';

// One rule for reading a language, shared with the server (packages/domain lang.ts).
export { DEFAULT_LANG, LANGS, type Lang, toLang } from '@waypoint/domain';

const LANG_PARAM = 'lang';

/** The cookie the language switch sets: the server renders a visitor's first screen in it (decision 030). */
export const LANG_COOKIE = 'lang';

/**
 * `?lang=en` on any link chooses the language. The parameter is taken out of the URL afterwards so that
 * a copied link does not override the next reader's own choice.
 */
export function readLangParam(search: string): { lang: Lang | null; present: boolean; search: string } {
  const params = new URLSearchParams(search);
  if (!params.has(LANG_PARAM)) return { lang: null, present: false, search };
  const lang = toLang(params.get(LANG_PARAM));
  params.delete(LANG_PARAM);
  const rest = params.toString();
  return { lang, present: true, search: rest ? `?${rest}` : '' };
}
