// Spec 1 §2.8: the registration QR modal sends the link "with poster, video and slide links" to the
// teacher's WhatsApp group. Events keep their posters as paths on this site ('/demo/poster-seminar.svg')
// or as web addresses elsewhere (issue 24 item 5: a site path was refused as "not a valid web address").

/** A path on this site: one leading slash, not a protocol-relative '//host' nor a '/\host' that browsers read alike. */
const SITE_PATH = /^\/(?![/\\])[^\s]*$/;
/** http(s), a host (letters, digits, dots, dashes; an optional port), then an optional path without spaces. */
const WEB_ADDRESS = /^https?:\/\/[a-z0-9]([a-z0-9.-]*[a-z0-9])?(:\d{1,5})?([/?#][^\s]*)?$/i;

/** True for a link a message may carry: an http(s) web address, or a path on this site. */
export function isMediaLink(link: string): boolean {
  const value = link.trim();
  if (SITE_PATH.test(value)) return true;
  return WEB_ADDRESS.test(value);
}

/**
 * The link as someone reading the message outside the app can open it: a site path joined to the site's
 * own address, a web address as it is; null for anything else (javascript:, //host, plain words).
 */
export function absoluteMediaLink(link: string, siteUrl: string): string | null {
  const value = link.trim();
  if (!isMediaLink(value)) return null;
  return SITE_PATH.test(value) ? `${siteUrl.replace(/\/+$/, '')}${value}` : value;
}
