import { ChineseSegmenter, englishKey, englishWords, foldText, isHan } from '@waypoint/domain';
import type { AiCatalogue, CatalogueDiscipline, CatalogueProfession, InterestTerm } from '../catalogue.ts';

/**
 * Reading a student's words the way a careers teacher would: whole words, not characters (鍾意 and 砌模型
 * stay whole; 鍾意 and 想 carry nothing), everyday job names (nurse, 社工) and interests (biology, 幫人, 打機)
 * found wherever they stand, so two interests in one sentence both count. What it matched is kept as the
 * student wrote it, for the explanation.
 */

export type Meaning =
  | { kind: 'interest'; term: InterestTerm }
  | { kind: 'profession'; profession: CatalogueProfession }
  | { kind: 'discipline'; discipline: CatalogueDiscipline };

export interface Understood {
  /** Each thing recognised, with the words the student wrote for it. */
  found: { said: string; meanings: Meaning[]; negated: boolean; weight: number }[];
  /** Words nothing recognised, for plain text retrieval (English as written, Chinese as words). */
  rest: string[];
}

/** English words that carry no topic of their own. */
const ENGLISH_FILLER = new Set(
  (
    'a an and are as at be been being but by can could do does doing did for from get have has having he her him his ' +
    'how i if im in into is it its just like likes liked love loves loved me more most much my myself no not of on ' +
    'or our really so some something such than that the their them then there these they thing things this those ' +
    'to too very want wants wanted was we well were what when where which who why will with would you your ' +
    'enjoy enjoys interested interest interests good great better best am also maybe future job jobs work working ' +
    "career careers study studying learn learning know dont don't what's i'm i'd i've think become becoming " +
    'kind sort lot lots always often every day everyday subject subjects school secondary university degree ' +
    'programme programmes program programs course courses after later prefer sure idea ideas help'
  ).split(' '),
);

interface Lexicon {
  segmenter: ChineseSegmenter;
  ignore: Set<string>;
  /** English phrases by their first word's key: the keys of every word, and what the phrase means. */
  english: Map<string, { keys: string[]; meanings: Meaning[] }[]>;
  /**
   * A telling word of a longer phrase, for when the student says it another way ('behaviour' of 'human
   * behaviour' in "people's behaviour"); counts half. Only words that belong to one or two interests.
   */
  englishPart: Map<string, Meaning[]>;
  chinese: Map<string, Meaning[]>;
}

/** What a found word counts, against a whole phrase's 1. */
const PART_WEIGHT = 0.5;

/** Words that turn what follows into a dislike: 'I don't want an office job', 唔想坐寫字樓. */
const ENGLISH_NOT = new Set([
  'not',
  "don't",
  'dont',
  'never',
  'hate',
  'hates',
  'dislike',
  'dislikes',
  "can't",
  'cannot',
]);
const CHINESE_NOT_WORDS = [
  '唔想',
  '唔鍾意',
  '唔中意',
  '唔喜歡',
  '唔係好鍾意',
  '唔太鍾意',
  '唔要',
  '唔做',
  '唔使',
  '唔需要',
  '不想',
  '不喜歡',
  '不要',
  '不做',
  '不用',
  '不需要',
  '討厭',
  '憎',
  '最憎',
  '好憎',
  '怕',
  '好怕',
  '冇興趣',
  '無興趣',
  '沒有興趣',
  '沒興趣',
];
const CHINESE_NOT = new RegExp(`^(?:${CHINESE_NOT_WORDS.join('|')})`, 'u');
/** Where a dislike ends: 'but', 'and', 但係, 同埋, a comma. */
const ENGLISH_TURN = new Set(['but', 'and', 'though', 'however', 'instead', 'rather']);
const CHINESE_TURN = /^(?:但|但係|不過|同埋|而|反而|可是|只是)$/u;

const lexicons = new WeakMap<AiCatalogue, Lexicon>();

function add<K>(map: Map<K, Meaning[]>, key: K, meaning: Meaning) {
  const list = map.get(key) ?? [];
  if (!list.some((m) => sameMeaning(m, meaning))) list.push(meaning);
  map.set(key, list);
}

function sameMeaning(a: Meaning, b: Meaning): boolean {
  if (a.kind === 'interest' && b.kind === 'interest') return a.term.id === b.term.id;
  if (a.kind === 'profession' && b.kind === 'profession') return a.profession.id === b.profession.id;
  if (a.kind === 'discipline' && b.kind === 'discipline') return a.discipline.id === b.discipline.id;
  return false;
}

function lexiconOf(catalogue: AiCatalogue): Lexicon {
  const cached = lexicons.get(catalogue);
  if (cached) return cached;
  const englishPhrases = new Map<string, Meaning[]>();
  const chinese = new Map<string, Meaning[]>();
  const addEnglish = (phrase: string, meaning: Meaning) => {
    const keys = englishWords(foldText(phrase)).map((w) => englishKey(w.word));
    if (keys.length === 0 || (keys.length === 1 && ENGLISH_FILLER.has(keys[0]!))) return;
    add(englishPhrases, keys.join(' '), meaning);
  };
  const addChinese = (word: string, meaning: Meaning) => {
    const w = foldText(word);
    if ([...w].length >= 2 && [...w].every(isHan)) add(chinese, w, meaning);
  };
  for (const term of catalogue.interests) {
    const meaning: Meaning = { kind: 'interest', term };
    for (const w of term.words) addEnglish(w, meaning);
    for (const w of term.wordsChi) addChinese(w, meaning);
  }
  for (const profession of catalogue.professions) {
    const meaning: Meaning = { kind: 'profession', profession };
    for (const w of [profession.name, ...(profession.everydayNames ?? [])]) addEnglish(w, meaning);
    for (const w of [profession.nameChi, ...(profession.everydayNamesChi ?? [])]) addChinese(w, meaning);
  }
  for (const discipline of catalogue.disciplines) {
    const meaning: Meaning = { kind: 'discipline', discipline };
    addChinese(discipline.nameChi, meaning);
  }
  const english = new Map<string, { keys: string[]; meanings: Meaning[] }[]>();
  for (const [phrase, meanings] of englishPhrases) {
    const keys = phrase.split(' ');
    const list = english.get(keys[0]!) ?? [];
    list.push({ keys, meanings });
    english.set(keys[0]!, list);
  }
  // Longest phrases first, so 'social worker' wins over 'social'.
  for (const list of english.values()) list.sort((a, b) => b.keys.length - a.keys.length);
  const parts = new Map<string, Meaning[]>();
  for (const [phrase, meanings] of englishPhrases) {
    const keys = phrase.split(' ');
    if (keys.length < 2) continue;
    for (const [i, key] of keys.entries()) {
      const word = phrase.split(' ')[i]!;
      if (ENGLISH_FILLER.has(key) || word.length < 4 || englishPhrases.has(key)) continue;
      for (const m of meanings) if (m.kind === 'interest') add(parts, key, m);
    }
  }
  const englishPart = new Map([...parts].filter(([, meanings]) => meanings.length <= 2));
  const ignore = new Set(catalogue.segmenterWords.filter((w) => w.kind === 'ignore').map((w) => w.word));
  const segmenter = new ChineseSegmenter([
    ...chinese.keys(),
    ...CHINESE_NOT_WORDS,
    ...catalogue.segmenterWords.map((w) => foldText(w.word)),
  ]);
  const lexicon = { segmenter, ignore, english, englishPart, chinese };
  lexicons.set(catalogue, lexicon);
  return lexicon;
}

function readEnglish(lexicon: Lexicon, text: string, out: Understood) {
  const words = englishWords(text).filter((w) => !/^\d+$/.test(w.word));
  const keys = words.map((w) => englishKey(w.word));
  let i = 0;
  let negatedUntil = -1;
  while (i < words.length) {
    const candidates = lexicon.english.get(keys[i]!) ?? [];
    // A phrase that holds its own 'not' ('not in an office') is a wish, not a dislike.
    const hit = candidates.find((c) => c.keys.every((k, j) => keys[i + j] === k));
    if (!hit && ENGLISH_NOT.has(words[i]!.word)) negatedUntil = i + 5;
    if (!hit && ENGLISH_TURN.has(words[i]!.word)) negatedUntil = -1;
    if (hit) {
      const said = words
        .slice(i, i + hit.keys.length)
        .map((w) => w.word)
        .join(' ');
      out.found.push({ said, meanings: hit.meanings, negated: i <= negatedUntil, weight: 1 });
      i += hit.keys.length;
      continue;
    }
    const word = words[i]!.word;
    const part = lexicon.englishPart.get(keys[i]!);
    if (part) {
      out.found.push({ said: word, meanings: part, negated: i <= negatedUntil, weight: PART_WEIGHT });
      i += 1;
      continue;
    }
    if (!ENGLISH_FILLER.has(word) && !ENGLISH_FILLER.has(keys[i]!) && word.length > 1) out.rest.push(word);
    i += 1;
  }
}

function readChinese(lexicon: Lexicon, text: string, out: Understood) {
  let negated = false;
  for (const seg of lexicon.segmenter.segment(text)) {
    const word = seg.text.trim();
    if (!word || ![...word].some(isHan)) continue;
    if (CHINESE_TURN.test(word)) negated = false;
    if (CHINESE_NOT.test(word) && !lexicon.chinese.has(word)) {
      negated = true;
      if (CHINESE_NOT_WORDS.includes(word)) continue;
    }
    if (lexicon.ignore.has(word)) continue;
    const meanings = lexicon.chinese.get(word);
    if (meanings) {
      out.found.push({ said: word, meanings, negated, weight: 1 });
      continue;
    }
    // A single character the dictionary does not know says too little to search on (the 意 of 鍾意).
    if ([...word].length >= 2 && [...word].every(isHan)) out.rest.push(word);
  }
}

/** What a student's words say: things recognised, and the rest. */
export function understand(catalogue: AiCatalogue, text: string): Understood {
  const lexicon = lexiconOf(catalogue);
  const folded = foldText(text);
  const out: Understood = { found: [], rest: [] };
  // Chinese and Latin runs are read by their own rules; a sentence may mix both ('我想做 nurse').
  // Chinese and Latin runs are read by their own rules; a sentence may mix both ('我想做 nurse'). A clause
  // (comma, full stop) ends a dislike.
  for (const clause of folded.split(/[,.;!?，。；！？、\n]+/u)) {
    for (const run of clause.match(/[\p{Script=Han}]+|[^\p{Script=Han}]+/gu) ?? []) {
      if (isHan([...run][0]!)) readChinese(lexicon, run, out);
      else readEnglish(lexicon, run, out);
    }
  }
  return out;
}
