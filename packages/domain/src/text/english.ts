// English words are matched by a key, never shown: 'nurses', 'nursing' and 'Nurse' share the key 'nurs'.
// Explanations quote the word the student wrote, not the key.

import { stemmer } from 'stemmer';

const IRREGULAR: Readonly<Record<string, string>> = {
  children: 'child',
  people: 'person',
  men: 'man',
  women: 'woman',
  teeth: 'tooth',
  feet: 'foot',
};

/** The matching key of one lower-case English word (Porter's stem): never shown to anyone. */
export function englishKey(word: string): string {
  return stemmer(IRREGULAR[word] ?? word);
}

/** The English words of a text, lower case, in order (apostrophes kept inside a word: "don't"). */
export function englishWords(text: string): { word: string; start: number }[] {
  const out: { word: string; start: number }[] = [];
  for (const m of text.toLowerCase().matchAll(/[a-z0-9]+(?:['’][a-z]+)?/g))
    out.push({ word: m[0].replace('’', "'"), start: m.index });
  return out;
}

/**
 * Damerau–Levenshtein distance, stopping early above `max`: small typos ('nurce', 'acountant') still match.
 */
export function editDistance(a: string, b: string, max: number): number {
  if (Math.abs(a.length - b.length) > max) return max + 1;
  const prev2: number[] = new Array(b.length + 1).fill(0);
  let prev: number[] = Array.from({ length: b.length + 1 }, (_, j) => j);
  for (let i = 1; i <= a.length; i++) {
    const cur: number[] = [i];
    let rowMin = i;
    for (let j = 1; j <= b.length; j++) {
      const cost = a[i - 1] === b[j - 1] ? 0 : 1;
      let v = Math.min(prev[j]! + 1, cur[j - 1]! + 1, prev[j - 1]! + cost);
      if (i > 1 && j > 1 && a[i - 1] === b[j - 2] && a[i - 2] === b[j - 1])
        v = Math.min(v, prev2[j - 2]! + 1);
      cur[j] = v;
      rowMin = Math.min(rowMin, v);
    }
    if (rowMin > max) return max + 1;
    for (let j = 0; j <= b.length; j++) prev2[j] = prev[j]!;
    prev = cur;
  }
  return prev[b.length]!;
}

/** How many typos a word of this length may carry and still match. */
export function typoAllowance(word: string): number {
  if (word.length >= 8) return 2;
  if (word.length >= 5) return 1;
  return 0;
}
