/**
 * Words of English and Traditional Chinese text for retrieval. Node's full ICU splits Chinese into words
 * (Intl.Segmenter, no dictionary to ship); each Chinese word also gives its character pairs, so 護理 in a
 * query finds 護理學 and 註冊護士 finds 護士. English words are lower-cased and lightly stemmed.
 */
const segmenter = new Intl.Segmenter('zh-HK', { granularity: 'word' });
const CJK = /\p{Script=Han}/u;
const STOP = new Set([
  'a',
  'an',
  'and',
  'are',
  'as',
  'at',
  'be',
  'by',
  'do',
  'for',
  'from',
  'have',
  'i',
  'in',
  'is',
  'it',
  'like',
  'me',
  'my',
  'of',
  'on',
  'or',
  'the',
  'to',
  'want',
  'what',
  'with',
  'who',
  'you',
  'am',
  'good',
  'bachelor',
  'ba',
  'bsc',
  'hons',
  'honours',
  'programme',
  'program',
  'studies',
  'study',
  'scheme',
  'degree',
  '我',
  '想',
  '的',
  '和',
  '及',
  '與',
  '是',
  '有',
  '在',
  '了',
  '喜歡',
  '鍾意',
  '自己',
  '讀',
  '做',
]);

export function tokenize(text: string): string[] {
  const out: string[] = [];
  for (const { segment, isWordLike } of segmenter.segment(text)) {
    if (!isWordLike) continue;
    const word = segment.toLowerCase();
    if (CJK.test(word)) {
      if (!STOP.has(word)) out.push(word);
      const chars = [...word];
      for (let i = 0; i + 1 < chars.length && chars.length > 2; i += 1) out.push(chars[i]! + chars[i + 1]!);
      continue;
    }
    if (STOP.has(word) || word.length < 2 || /^\d+$/.test(word)) continue;
    out.push(stem(word));
  }
  return out;
}

/** A light English stemmer: nurse, nurses and nursing all become 'nurs'; enough for names and strengths. */
function stem(word: string): string {
  if (word.length <= 4) return word;
  let w = word;
  if (w.endsWith('ies')) w = `${w.slice(0, -3)}y`;
  else if (w.endsWith('ing') && w.length > 6) w = w.slice(0, -3);
  else if (w.endsWith('es') && !w.endsWith('ses')) w = w.slice(0, -1);
  else if (w.endsWith('s') && !w.endsWith('ss')) w = w.slice(0, -1);
  if (w.endsWith('e') && w.length > 4) w = w.slice(0, -1);
  return w;
}
