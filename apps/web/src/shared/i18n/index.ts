import i18n from 'i18next';
import { initReactI18next } from 'react-i18next';
import { readStored, STORAGE_KEYS } from '../storage';
import { DEFAULT_LANG, LANG_COOKIE, LANGS, type Lang, toLang } from './lang';
import en from './locales/en.json';
import zhHK from './locales/zh-HK.json';

export type { Lang } from './lang';
export { DEFAULT_LANG, LANG_COOKIE, LANGS, readLangParam, toLang } from './lang';

type Messages = Record<string, unknown>;

/**
 * The language at start: a remembered choice, else Traditional Chinese (the product's default). The `lang`
 * cookie first: the app writes it with the stored one, and the server writes it too when a drawn page is
 * opened through a `?lang=` link (decision 030), possibly before the app's code has run.
 */
export function storedLang(): Lang {
  return toLang(readLangCookie()) ?? toLang(readStored(STORAGE_KEYS.lang)) ?? DEFAULT_LANG;
}

function readLangCookie(): string | null {
  if (typeof document === 'undefined') return null;
  try {
    return new RegExp(`(?:^|;\\s*)${LANG_COOKIE}=([^;]*)`).exec(document.cookie)?.[1] ?? null;
  } catch {
    return null;
  }
}

/**
 * A page the server drew (decision 030) starts in the language it was drawn in, so that React takes it over
 * without a mismatch; main.tsx then applies a visitor's remembered choice if it is another.
 */
function startLang(): Lang {
  const drawn = typeof document !== 'undefined' && document.getElementById('root')?.hasAttribute('data-ssr');
  return drawn ? (toLang(document.documentElement.lang) ?? DEFAULT_LANG) : storedLang();
}

void i18n.use(initReactI18next).init({
  resources: { en: { common: en }, 'zh-HK': { common: zhHK } },
  lng: startLang(),
  fallbackLng: DEFAULT_LANG,
  supportedLngs: [...LANGS],
  load: 'currentOnly',
  ns: ['common'],
  defaultNS: 'common',
  // A feature's messages may use the shared ones (buttons, errors) without repeating them.
  fallbackNS: 'common',
  interpolation: { escapeValue: false },
  initAsync: false,
  react: { useSuspense: false },
});

function syncDocumentLang(lng: string): void {
  // No document when the server renders a page (entry-server.tsx): it writes <html lang> itself.
  if (typeof document === 'undefined') return;
  document.documentElement.lang = toLang(lng) ?? DEFAULT_LANG;
}
syncDocumentLang(i18n.language);
i18n.on('languageChanged', syncDocumentLang);

/**
 * Each feature brings its own messages as a namespace named after the feature. They are registered when
 * the feature's code loads, so a lazily loaded page carries its text in its own chunk.
 */
export function registerLocales(ns: string, messages: { en: Messages; 'zh-HK': Messages }): void {
  for (const lng of LANGS) {
    if (!i18n.hasResourceBundle(lng, ns)) i18n.addResourceBundle(lng, ns, messages[lng], true, true);
  }
}

export function currentLang(): Lang {
  return toLang(i18n.language) ?? DEFAULT_LANG;
}

export { i18n };
