import { DEFAULT_LANG, type Lang } from '@waypoint/domain';
import en from './locales/en.json' with { type: 'json' };
import zhHK from './locales/zh-HK.json' with { type: 'json' };

// One rule for reading a language, shared with the web (packages/domain lang.ts).
export { DEFAULT_LANG, LANGS, type Lang, toLang } from '@waypoint/domain';

type Catalogue = typeof en;
const catalogues: Record<Lang, Catalogue> = { en, 'zh-HK': zhHK };

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
