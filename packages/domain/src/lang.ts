/** The app's two languages (spec: Traditional Chinese and English); Traditional Chinese is the default. */
export const LANGS = ['zh-HK', 'en'] as const;
export type Lang = (typeof LANGS)[number];
export const DEFAULT_LANG: Lang = 'zh-HK';

/**
 * The app's language for a language tag from anywhere: a `?lang=` link, the `x-waypoint-lang` header, a
 * stored choice, a profile's preferredLang. The first subtag decides: `en` (en, en-GB, EN_us) is English and
 * `zh` (zh, zh-HK, zh-TW, zh-Hant, zh-CN, zh-Hans) is Traditional Chinese. The app has no Simplified Chinese,
 * and a reader who asks for Chinese of any region reads Traditional Chinese more easily than English.
 * Anything else is no language of the app (null): the caller falls back to its default.
 */
export function toLang(value: string | null | undefined): Lang | null {
  const primary = value?.trim().toLowerCase().split(/[-_]/, 1)[0];
  if (primary === 'en') return 'en';
  if (primary === 'zh') return 'zh-HK';
  return null;
}
