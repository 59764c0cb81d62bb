/**
 * Spec 3 §2: the SLP word count counts CJK characters and digits one by one, plus Latin words. Chinese has
 * no spaces, so a character is its unit (as HK schools count 字數); a Latin word is a run of letters, with
 * an apostrophe or hyphen inside it ("don't", "well-known") still one word.
 */
const UNIT =
  /[\p{Script=Han}\p{Script=Hiragana}\p{Script=Katakana}\p{Script=Hangul}]|\p{Nd}|[A-Za-z\u00C0-\u024F]+(?:['’-][A-Za-z\u00C0-\u024F]+)*/gu;

export function slpWordCount(text: string): number {
  return text.match(UNIT)?.length ?? 0;
}
