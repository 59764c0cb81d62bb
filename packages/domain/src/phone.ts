/** Hong Kong numbers have 8 digits and no area code. */
export const PHONE_LENGTH = 8;

const HK_COUNTRY_CODE = '852';
const EIGHT_DIGITS = /^[0-9]{8}$/;

/** Accepts what people type ('9123 4567', '+852 9123-4567') and keeps the 8 local digits. */
export function normalisePhone(input: string): string {
  const compact = input.replace(/[\s-]/g, '');
  const withoutPlus = compact.startsWith(`+${HK_COUNTRY_CODE}`) ? compact.slice(1) : compact;
  const local = withoutPlus.slice(HK_COUNTRY_CODE.length);
  return withoutPlus.startsWith(HK_COUNTRY_CODE) && EIGHT_DIGITS.test(local) ? local : compact;
}

/** The login page rule: Next stays disabled until exactly 8 digits. */
export function isEightDigitPhone(s: string): boolean {
  return EIGHT_DIGITS.test(s);
}

/** Registration needs a mobile: HK mobile numbers start with 4 to 9 (2 and 3 are fixed lines). */
export function isHkMobile(s: string): boolean {
  return /^[4-9][0-9]{7}$/.test(s);
}

/** WhatsApp needs the country code (+852) in front of the local number. */
export function whatsAppChatLink(phone: string, text?: string): string {
  const link = `https://wa.me/${HK_COUNTRY_CODE}${normalisePhone(phone)}`;
  return text ? `${link}?text=${encodeURIComponent(text)}` : link;
}

/** Students are minors: logs and shared screens show only the first 4 digits. */
export function maskPhone(phone: string): string {
  const digits = normalisePhone(phone);
  const shown = digits.length > 4 ? 4 : 0;
  return digits.slice(0, shown) + '*'.repeat(digits.length - shown);
}
