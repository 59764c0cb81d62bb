/**
 * The offline guide's "polish": with no language model it cannot rewrite, so it only tidies what a careful
 * teacher would fix by hand, never adding a word of its own. Screens name it an offline tidy-up.
 */
const CJK = '\\p{Script=Han}';
/** A full stop that ends an abbreviation ('e.g.', 'etc.', 'Mr.') does not end the sentence. */
const ABBREVIATION = /(?:\b[a-z]\.[a-z]\.|\b(?:etc|vs|mr|mrs|ms|dr|st|no)\.)$/i;
const HALF_TO_FULL: Record<string, string> = {
  ',': '，',
  ';': '；',
  ':': '：',
  '!': '！',
  '?': '？',
  '.': '。',
};

function tidyParagraph(raw: string): string {
  let p = raw.replace(/\s+/gu, ' ').trim();
  if (!p) return '';
  // Spaces between two Chinese characters are typing slips.
  p = p.replace(new RegExp(`(${CJK}) +(?=${CJK})`, 'gu'), '$1');
  // Half-width punctuation after a Chinese character becomes full-width, and loses the space after it.
  p = p.replace(
    new RegExp(`(${CJK})([,;:!?.]) ?`, 'gu'),
    (_m, c: string, mark: string) => `${c}${HALF_TO_FULL[mark]}`,
  );
  // Repeated marks ('!!!', '。。') once.
  p = p.replace(/([!?.,！？。，])\1+/gu, '$1');
  // English: one space after a mark, none before it; 'i' as a word is 'I'; a sentence starts with a capital.
  // A mark typed after the space ('team .we') moves back and makes room; 'e.g.' and 'a.com' stay as typed.
  p = p.replace(/ +([,;:!?.])(?=[A-Za-z])/g, '$1 ');
  p = p.replace(/ +([,;:!?.])/g, '$1').replace(/([,;:!?])(?=[A-Za-z])/g, '$1 ');
  p = p.replace(/\bi\b(?=[ ,.'’!?]|$)/g, 'I');
  p = p.replace(/(^|[.!?]\s+|[。！？]\s*)([a-z])/gu, (match, before: string, letter: string, at: number) =>
    ABBREVIATION.test(p.slice(0, at + before.trimEnd().length)) ? match : before + letter.toUpperCase(),
  );
  // Every paragraph ends with a full stop in its own script.
  if (!/[.!?。！？」』)）"]$/u.test(p)) p += new RegExp(`${CJK}$`, 'u').test(p) ? '。' : '.';
  return p;
}

export function tidyDraft(text: string): string {
  return text
    .replace(/\r\n?/g, '\n')
    .split(/\n\s*\n/)
    .map(tidyParagraph)
    .filter(Boolean)
    .join('\n\n');
}
