import { isHan } from './normalise.ts';

// A dictionary segmenter for Hong Kong Chinese: the longest known word wins at each place (forward maximum
// matching), so 鍾意 and 砌模型 stay whole; runs the dictionary does not know are split by the platform's own
// word segmenter (Intl.Segmenter, full ICU in Node and browsers), which knows written Chinese but not Cantonese.

export interface Segment {
  text: string;
  /** Whether the dictionary knew the word. */
  known: boolean;
}

const fallback =
  typeof Intl !== 'undefined' && 'Segmenter' in Intl
    ? new Intl.Segmenter('zh-HK', { granularity: 'word' })
    : null;

export class ChineseSegmenter {
  private readonly words: Set<string>;
  private readonly longest: number;

  constructor(words: Iterable<string>) {
    this.words = new Set();
    let longest = 1;
    for (const w of words) {
      if (!w) continue;
      this.words.add(w);
      longest = Math.max(longest, [...w].length);
    }
    this.longest = longest;
  }

  has(word: string): boolean {
    return this.words.has(word);
  }

  /** The words of a run of Chinese characters (anything else in the text is passed through as one piece). */
  segment(text: string): Segment[] {
    const out: Segment[] = [];
    let unknown = '';
    const flush = () => {
      if (!unknown) return;
      if (fallback) for (const s of fallback.segment(unknown)) out.push({ text: s.segment, known: false });
      else for (const ch of unknown) out.push({ text: ch, known: false });
      unknown = '';
    };
    const chars = [...text];
    let i = 0;
    while (i < chars.length) {
      if (!isHan(chars[i]!)) {
        flush();
        let j = i;
        while (j < chars.length && !isHan(chars[j]!)) j++;
        out.push({ text: chars.slice(i, j).join(''), known: false });
        i = j;
        continue;
      }
      let found = 0;
      for (let len = Math.min(this.longest, chars.length - i); len >= 2; len--) {
        if (this.words.has(chars.slice(i, i + len).join(''))) {
          found = len;
          break;
        }
      }
      if (found === 0 && this.words.has(chars[i]!)) found = 1;
      if (found > 0) {
        flush();
        out.push({ text: chars.slice(i, i + found).join(''), known: true });
        i += found;
      } else {
        unknown += chars[i];
        i += 1;
      }
    }
    flush();
    return out;
  }
}
