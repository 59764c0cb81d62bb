import { editDistance, englishKey, englishWords, typoAllowance } from '../text/english.ts';
import { foldText } from '../text/normalise.ts';
import { PROFESSION_KEYWORD_MAX } from './constants.ts';

export interface NamedItem {
  name: string;
  nameChi: string | null;
}

/** A profession as search sees it: its names and what people call it (nurse / 護士). */
export interface SearchableProfession extends NamedItem {
  everydayNames?: readonly string[];
  everydayNamesChi?: readonly string[];
}

/** The keyword as it is matched and recorded: trimmed, inner spaces collapsed, at most 100 characters. */
export function normaliseKeyword(keyword: string): string {
  return keyword.trim().replace(/\s+/g, ' ').slice(0, PROFESSION_KEYWORD_MAX);
}

/**
 * Spec 3 §5: the English name matches without regard to case, or the Chinese name matches. An empty
 * keyword matches everything. Full-width letters and simplified characters match too.
 */
export function matchesProfessionSearch(item: NamedItem, keyword: string): boolean {
  const k = foldText(normaliseKeyword(keyword));
  if (k === '') return true;
  if (foldText(item.name).includes(k)) return true;
  return item.nameChi ? foldText(item.nameChi).includes(k) : false;
}

const HAN = /\p{Script=Han}/u;

const keysOf = (text: string) => englishWords(text).map((w) => englishKey(w.word));

function sameKeys(a: readonly string[], b: readonly string[]): boolean {
  return a.length === b.length && a.every((k, i) => k === b[i]);
}

function containsKeys(hay: readonly string[], needle: readonly string[]): boolean {
  if (needle.length === 0 || needle.length > hay.length) return false;
  for (let i = 0; i + needle.length <= hay.length; i++)
    if (needle.every((k, j) => hay[i + j] === k)) return true;
  return false;
}

function nearWords(hay: readonly string[], needle: readonly string[]): boolean {
  return (
    needle.length > 0 &&
    needle.every((w) => hay.some((h) => editDistance(w, h, typoAllowance(w)) <= typoAllowance(w)))
  );
}

/**
 * How well a profession matches what was typed, best 0, or null for no match: 0 its name or an everyday name
 * exactly ('nurse', 'Nurses', '護士'); 1 inside its name as whole words ('software' in 'Software Developers');
 * 2 inside an everyday name ('nurse' in 'dental nurse', 註冊護士 holds 護士); 3 inside the name as letters
 * (spec 3 §5, 'nurse' in 'Nursery Growers'); 4 with a small typo ('nurce').
 */
export function professionSearchRank(item: SearchableProfession, keyword: string): number | null {
  const k = foldText(normaliseKeyword(keyword));
  if (k === '') return 0;
  const everyday = item.everydayNames ?? [];
  const everydayZh = (item.everydayNamesChi ?? []).map(foldText).filter(Boolean);
  const titleZh = item.nameChi ? foldText(item.nameChi) : '';
  const queryKeys = keysOf(k);
  const hasLatin = queryKeys.length > 0;
  const titleKeys = keysOf(item.name);
  const everydayKeys = everyday.map(keysOf);
  if (k === titleZh || everydayZh.includes(k)) return 0;
  if (hasLatin && (sameKeys(titleKeys, queryKeys) || everydayKeys.some((keys) => sameKeys(keys, queryKeys))))
    return 0;
  const hanQuery = HAN.test(k);
  // Chinese names hold each other (註冊護士 holds 護士); Latin letters in them ('RN') only match whole.
  const holds = (z: string) => HAN.test(z) && (z.includes(k) || ([...z].length >= 2 && k.includes(z)));
  if ((hanQuery && holds(titleZh)) || (hasLatin && containsKeys(titleKeys, queryKeys))) return 1;
  if (
    (hanQuery && everydayZh.some(holds)) ||
    (hasLatin && everydayKeys.some((keys) => containsKeys(keys, queryKeys)))
  )
    return 2;
  if (foldText(item.name).includes(k) || everyday.some((n) => foldText(n).includes(k))) return 3;
  if (hasLatin) {
    const words = englishWords(k).map((w) => w.word);
    if (
      [item.name, ...everyday].some((n) =>
        nearWords(
          englishWords(foldText(n)).map((w) => w.word),
          words,
        ),
      )
    )
      return 4;
  }
  return null;
}

/** The professions that match, best first; among equals the given order stays. */
export function searchProfessions<T extends SearchableProfession>(items: readonly T[], keyword: string): T[] {
  return items
    .map((item, index) => ({ item, index, rank: professionSearchRank(item, keyword) }))
    .filter((x): x is { item: T; index: number; rank: number } => x.rank !== null)
    .sort((a, b) => a.rank - b.rank || a.index - b.index)
    .map((x) => x.item);
}
