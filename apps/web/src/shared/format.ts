import { formatHkDateTime } from '@waypoint/domain';
import { useCallback, useMemo } from 'react';
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

/** A session's venue in the reader's language: the Chinese one for zh-HK readers when it was entered. */
export function localVenue(item: { venue: string | null; venueChi?: string | null }, lang: Lang): string {
  return (lang === 'zh-HK' && item.venueChi ? item.venueChi : item.venue) ?? '';
}

/** Lists of data values whose form in each language lives in the shared locale files, `options.<list>`. */
export type OptionList =
  | 'eventLanguage'
  | 'serviceNature'
  | 'district'
  | 'yearOfStudy'
  | 'studentForm'
  | 'curriculum'
  | 'studentStatus'
  | 'howToKnow'
  | 'schoolRoles';

/**
 * A data value of a known list ('Cantonese', 'Sha Tin', 'Workshop') in the reader's language; a value
 * the list does not know is shown as it was entered. Values are read as whole keys, so 'F.4' or a value
 * with a colon is never taken for a nested key or a namespace.
 */
export function useOptionLabel(): (list: OptionList, value: string | null | undefined) => string {
  const { i18n } = useTranslation();
  const lang = useLang();
  return useCallback(
    (list, value) => {
      if (!value) return '';
      const forms = i18n.getResource(lang, 'common', `options.${list}`) as Record<string, string> | undefined;
      return forms?.[value] ?? value;
    },
    [i18n, lang],
  );
}

/** The known values of a list with their labels in the reader's language, for a picker. */
export function useOptionList(list: OptionList): { value: string; label: string }[] {
  const { i18n } = useTranslation();
  const lang = useLang();
  return useMemo(() => {
    const forms = (i18n.getResource(lang, 'common', `options.${list}`) ?? {}) as Record<string, string>;
    return Object.entries(forms).map(([value, label]) => ({ value, label }));
  }, [i18n, lang, list]);
}
