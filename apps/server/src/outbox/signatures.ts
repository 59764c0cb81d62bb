import { createHmac, timingSafeEqual } from 'node:crypto';

function sameText(a: string, b: string): boolean {
  const x = Buffer.from(a);
  const y = Buffer.from(b);
  return x.length === y.length && timingSafeEqual(x, y);
}

/** Meta's `X-Hub-Signature-256`: `sha256=` and the hex HMAC-SHA256 of the raw body, keyed by the app secret. */
export function whatsappSignature(appSecret: string, rawBody: Buffer | string): string {
  return `sha256=${createHmac('sha256', appSecret).update(rawBody).digest('hex')}`;
}

export function whatsappSignatureValid(
  appSecret: string,
  rawBody: Buffer,
  header: string | undefined,
): boolean {
  return typeof header === 'string' && sameText(header.toLowerCase(), whatsappSignature(appSecret, rawBody));
}

/**
 * Twilio's `X-Twilio-Signature`: base64 HMAC-SHA1, keyed by the auth token, of the URL Twilio called followed
 * by every POST parameter, sorted by name, as name and value with no separators.
 */
export function twilioSignature(authToken: string, url: string, params: URLSearchParams): string {
  const sorted = [...params.entries()].sort(([a, av], [b, bv]) =>
    a < b ? -1 : a > b ? 1 : av < bv ? -1 : av > bv ? 1 : 0,
  );
  const data = url + sorted.map(([k, v]) => k + v).join('');
  return createHmac('sha1', authToken).update(data, 'utf8').digest('base64');
}

export function twilioSignatureValid(
  authToken: string,
  url: string,
  params: URLSearchParams,
  header: string | undefined,
): boolean {
  return typeof header === 'string' && sameText(header, twilioSignature(authToken, url, params));
}
