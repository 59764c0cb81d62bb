/**
 * Personal data that must not leave the server in a prompt, a log or a model's answer (students are minors):
 * HKID and passport numbers, e-mail addresses and phone numbers (HK 8-digit numbers, with or without +852, and
 * longer international ones). Each is replaced by a placeholder the model can still read as "a phone number
 * was here". The text is normalised first, so full-width characters (Ａ１２３４５６（７）, ＠), hidden
 * characters, spaced digits (9 1 2 3 4 5 6 7) and Chinese numerals (六一二三四五六七) do not slip through.
 */
const ZERO_WIDTH = /[\u200B-\u200D\u2060\uFEFF]/g;
const CHINESE_DIGITS: Readonly<Record<string, string>> = {
  〇: '0',
  零: '0',
  一: '1',
  二: '2',
  三: '3',
  四: '4',
  五: '5',
  六: '6',
  七: '7',
  八: '8',
  九: '9',
};
/** Eight Chinese numerals in a row are a phone number written out, not words. */
const CHINESE_NUMBER =
  /(?<![〇零一二三四五六七八九])[〇零一二三四五六七八九]{8}(?![〇零一二三四五六七八九十百千萬])/g;
/** Digits split by single spaces, dots or hyphens ('9 1 2 3 4 5 6 7', '9123-4567') are read together. */
const SPLIT_DIGITS = /\d(?:[ .-]?\d){6,}/g;

// Letters that stand alone (not the end of a word: 'phone 61234567' is a phone, not an HKID).
const HKID = /(?<![A-Za-z0-9])[A-Z]{1,2}\s?\d{6}\s?(?:\([0-9A]\)|\[[0-9A]\]|[0-9A])(?!\d)/gi;
const PASSPORT = /(?<![A-Za-z0-9])[A-Z]{1,2}\d{7,9}(?!\d)/gi;
const EMAIL = /[\w.+-]+@[\w-]+(?:\.[\w-]+)+/g;
const HK_PHONE = /(?:\+?852[\s-]?)?(?<!\d)[2-9]\d{3}[\s-]?\d{4}(?!\d)/g;
const LONG_PHONE = /\+\d[\d\s-]{8,16}\d/g;

export type PersonalDataKind = 'hkid' | 'email' | 'phone';

export interface StrippedText {
  text: string;
  /** Which kinds were found, for the request log (never the values). */
  found: PersonalDataKind[];
}

/** Full-width letters, digits, ＠ and ＋ (not the full-width punctuation Chinese text is written with). */
const FULL_WIDTH = /[\uFF10-\uFF19\uFF20-\uFF3A\uFF41-\uFF5A\uFF0B]/g;
/** A check digit in full-width brackets: A123456（7）. */
const FULL_WIDTH_CHECK = /[（［]([0-9A-Za-z])[）］]/g;

/**
 * The text as the checks read it: full-width letters and digits as ASCII, no hidden characters, numbers
 * written together. Chinese punctuation stays as written: the text goes on to the log and the model.
 */
export function normaliseForPersonalData(input: string): string {
  return input
    .replace(FULL_WIDTH, (c) => c.normalize('NFKC'))
    .replace(FULL_WIDTH_CHECK, '($1)')
    .replace(ZERO_WIDTH, '')
    .replace(CHINESE_NUMBER, (run) => [...run].map((c) => CHINESE_DIGITS[c] ?? c).join(''))
    .replace(SPLIT_DIGITS, (run) => {
      // '9123 4567' keeps its one space (read by the phone rule); eight digits split everywhere are joined,
      // other runs (grades '5 5 4 4 3 3 2') stay as written.
      const parts = run.split(/[ .-]/);
      const joined = parts.join('');
      return parts.length > 2 && (joined.length === 8 || /^852\d{8}$/.test(joined)) ? joined : run;
    });
}

export function stripPersonalData(input: string): StrippedText {
  const found = new Set<PersonalDataKind>();
  const mark = (kind: PersonalDataKind, placeholder: string) => () => {
    found.add(kind);
    return placeholder;
  };
  let text = normaliseForPersonalData(input);
  text = text.replace(EMAIL, mark('email', '[email]'));
  text = text.replace(HKID, mark('hkid', '[HKID]'));
  text = text.replace(PASSPORT, mark('hkid', '[ID]'));
  text = text.replace(LONG_PHONE, mark('phone', '[phone]'));
  text = text.replace(HK_PHONE, mark('phone', '[phone]'));
  return { text, found: [...found] };
}
