import { SIMPLIFIED_TO_TRADITIONAL } from './simplified.ts';

// What every search and every reading of a student's words does first, so that full-width letters, hidden
// characters, simplified characters and stray spaces between Chinese characters match like what was meant.

const ZERO_WIDTH = /[\u200B-\u200D\u2060\uFEFF]/g;
const HAN = /\p{Script=Han}/u;
const SPACE_BETWEEN_HAN = /(\p{Script=Han})\s+(?=\p{Script=Han})/gu;

export function isHan(ch: string): boolean {
  return HAN.test(ch);
}

/** Simplified characters of the words Waypoint knows, read as their Hong Kong traditional forms. */
export function toTraditional(text: string): string {
  let out = '';
  for (const ch of text) out += SIMPLIFIED_TO_TRADITIONAL[ch] ?? ch;
  return out;
}

/** NFKC, no zero-width characters, lower case, traditional characters, no spaces inside Chinese text. */
export function foldText(text: string): string {
  return toTraditional(text.normalize('NFKC').replace(ZERO_WIDTH, '').toLowerCase())
    .replace(SPACE_BETWEEN_HAN, '$1')
    .replace(/\s+/g, ' ')
    .trim();
}
