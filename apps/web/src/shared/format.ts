import { formatHkDateTime } from '@waypoint/domain';
import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { DEFAULT_LANG, type Lang, toLang } from './i18n/lang';

export function useLang(): Lang {
  const { i18n } = useTranslation();
  return toLang(i18n.language) ?? DEFAULT_LANG;
}

/** Dates arrive as ISO strings and are always shown in Hong Kong time. */
export function useFormatDateTime(): (iso: string | null | undefined) => string {
  const lang = useLang();
  return useCallback(
    (iso) => {
      if (!iso) return '';
      const date = new Date(iso);
      return Number.isNaN(date.getTime()) ? '' : formatHkDateTime(date, lang);
    },
    [lang],
  );
}

/** Data with both names shows the one of the current language (DESIGN.md "Rules that hold everywhere"). */
export function localName(item: { name: string; nameChi: string | null }, lang: Lang): string {
  return lang === 'zh-HK' && item.nameChi ? item.nameChi : item.name;
}
