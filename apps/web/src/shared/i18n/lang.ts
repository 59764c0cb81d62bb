export const LANGS = ['zh-HK', 'en'] as const;
export type Lang = (typeof LANGS)[number];
export const DEFAULT_LANG: Lang = 'zh-HK';

/** Accepts what people put in links ('en', 'EN', 'zh-hk', 'zh'); anything else is not a language of the app. */
export function toLang(value: string | null | undefined): Lang | null {
  const v = value?.trim().toLowerCase();
  if (v === 'en' || v?.startsWith('en-')) return 'en';
  if (v === 'zh-hk' || v === 'zh' || v === 'zh-hant') return 'zh-HK';
  return null;
}

const LANG_PARAM = 'lang';

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
