import { isIP } from 'node:net';

/**
 * Which reverse proxies the server believes about the client's address (X-Forwarded-For). `true` (trust
 * every entry) is not among them: the left of X-Forwarded-For is whatever the client wrote, so 25 password
 * guesses with invented addresses were each counted as a new address (issue 22 item 13).
 */
export type TrustProxy = false | { hops: number } | { addresses: string[] };

/** The names proxy-addr (Fastify's parser) knows for address ranges. */
const RANGE_NAMES = new Set(['loopback', 'linklocal', 'uniquelocal']);
const MAX_HOPS = 10;

/**
 * Reads TRUST_PROXY: unset, `false` or `0` trusts no proxy; a number is how many proxies stand in front
 * (`true` is read as 1, the usual single reverse proxy); anything else is a comma-separated list of the
 * proxies' addresses, CIDR ranges or range names. Returns null when the value is none of these.
 */
export function parseTrustProxy(value: string | undefined): TrustProxy | null {
  const v = (value ?? '').trim();
  if (v === '' || /^(false|0)$/i.test(v)) return false;
  if (/^true$/i.test(v)) return { hops: 1 };
  if (/^\d+$/.test(v)) {
    const hops = Number(v);
    return hops <= MAX_HOPS ? { hops } : null;
  }
  const addresses = v.split(',').map((a) => a.trim());
  return addresses.every(isProxyAddress) ? { addresses } : null;
}

function isProxyAddress(entry: string): boolean {
  if (RANGE_NAMES.has(entry)) return true;
  const [address, prefix, extra] = entry.split('/');
  if (extra !== undefined || !address) return false;
  const family = isIP(address);
  if (family === 0) return false;
  if (prefix === undefined) return true;
  if (!/^\d{1,3}$/.test(prefix)) return false;
  return Number(prefix) <= (family === 4 ? 32 : 128);
}

/**
 * Fastify's `trustProxy` for a setting. A hop count becomes a function (Fastify 5 reads a bare number as
 * "trust nothing"): the nearest `hops` addresses (the socket's peer, then X-Forwarded-For from the right)
 * are proxies, and the next one to the left is the client, whatever the client wrote further left.
 */
export function fastifyTrustProxy(
  setting: TrustProxy,
): boolean | string[] | ((address: string, hop: number) => boolean) {
  if (setting === false) return false;
  if ('hops' in setting) {
    const { hops } = setting;
    return (_address: string, hop: number) => hop < hops;
  }
  return setting.addresses;
}
