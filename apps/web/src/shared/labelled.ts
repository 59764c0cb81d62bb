import type { Lang } from '@/shared/i18n/lang';

/** 'School: Beacon' / '學校：燈塔書院': Chinese text takes the full-width colon, never a half-width one. */
export function labelled(lang: Lang, label: string, value: string | number): string {
  return lang === 'zh-HK' ? `${label}：${value}` : `${label}: ${value}`;
}

/** The separator between items of a list in the reader's language: '、' in Chinese, ', ' in English. */
export function listSeparator(lang: Lang): string {
  return lang === 'zh-HK' ? '、' : ', ';
}
