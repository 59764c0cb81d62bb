import en from './locales/en.json' with { type: 'json' };
import zhHK from './locales/zh-HK.json' with { type: 'json' };

export type Lang = 'zh-HK' | 'en';
export const LANGS: readonly Lang[] = ['zh-HK', 'en'];
export const DEFAULT_LANG: Lang = 'zh-HK';

type Catalogue = typeof en;
const catalogues: Record<Lang, Catalogue> = { en, 'zh-HK': zhHK };

export function toLang(value: string | null | undefined): Lang | undefined {
  if (!value) return undefined;
  const v = value.toLowerCase();
  if (v.startsWith('en')) return 'en';
  if (v.startsWith('zh')) return 'zh-HK';
  return undefined;
}

/** Looks up a dotted key ('errors.invalidPhone') and fills {{placeholders}}; unknown keys come back as is. */
export function translate(lang: Lang, key: string, vars: Record<string, string | number> = {}): string {
  const found = lookup(catalogues[lang], key) ?? lookup(catalogues[DEFAULT_LANG], key);
  if (typeof found !== 'string') return key;
  return found.replace(/\{\{(\w+)\}\}/g, (_, name: string) => String(vars[name] ?? ''));
}

export function hasKey(key: string): boolean {
  return typeof lookup(catalogues.en, key) === 'string';
}

function lookup(tree: unknown, key: string): unknown {
  let node: unknown = tree;
  for (const part of key.split('.')) {
    if (node === null || typeof node !== 'object') return undefined;
    node = (node as Record<string, unknown>)[part];
  }
  return node;
}
