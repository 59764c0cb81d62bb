import { PROFESSION_KEYWORD_MAX } from './constants.ts';

export interface NamedItem {
  name: string;
  nameChi: string | null;
}

/** The keyword as it is matched and recorded: trimmed, inner spaces collapsed, at most 100 characters. */
export function normaliseKeyword(keyword: string): string {
  return keyword.trim().replace(/\s+/g, ' ').slice(0, PROFESSION_KEYWORD_MAX);
}

/**
 * Spec 3 §5: the English name matches without regard to case, or the Chinese name matches. An empty
 * keyword matches everything.
 */
export function matchesProfessionSearch(item: NamedItem, keyword: string): boolean {
  const k = normaliseKeyword(keyword);
  if (k === '') return true;
  if (item.name.toLowerCase().includes(k.toLowerCase())) return true;
  return item.nameChi?.includes(k) ?? false;
}
