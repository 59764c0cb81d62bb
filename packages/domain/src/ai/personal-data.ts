/**
 * Personal data that must not leave the server in a prompt (students are minors): HKID numbers, e-mail
 * addresses and phone numbers (HK 8-digit numbers, with or without +852, and longer international ones).
 * Each is replaced by a placeholder the model can still read as "a phone number was here".
 */
const HKID = /\b[A-Z]{1,2}\s?\d{6}\s?[([]?[0-9A](?:[)\]])?/gi;
const EMAIL = /[\w.+-]+@[\w-]+(?:\.[\w-]+)+/g;
const HK_PHONE = /(?:\+?852[\s-]?)?\b[2-9]\d{3}[\s-]?\d{4}\b/g;
const LONG_PHONE = /\+\d[\d\s-]{8,16}\d/g;

export interface StrippedText {
  text: string;
  /** Which kinds were found, for the request log (never the values). */
  found: ('hkid' | 'email' | 'phone')[];
}

export function stripPersonalData(input: string): StrippedText {
  const found = new Set<'hkid' | 'email' | 'phone'>();
  let text = input.replace(EMAIL, () => {
    found.add('email');
    return '[email]';
  });
  text = text.replace(HKID, (match) => {
    // A bare 7-character word like 'AB12345' is not an HKID; the check digit group is what marks one.
    if (!/\d{6}\s?[([]?[0-9A]/i.test(match)) return match;
    found.add('hkid');
    return '[HKID]';
  });
  text = text.replace(LONG_PHONE, () => {
    found.add('phone');
    return '[phone]';
  });
  text = text.replace(HK_PHONE, () => {
    found.add('phone');
    return '[phone]';
  });
  return { text, found: [...found] };
}
