import helmet, { type FastifyHelmetOptions } from '@fastify/helmet';
import rateLimit from '@fastify/rate-limit';
import Fastify, { type FastifyInstance, type FastifyRequest } from 'fastify';
import type { Config } from '../config.ts';
import { DEFAULT_LANG, toLang, translate } from '../i18n/translate.ts';
import { SCRIPT_LOADER_HASH } from './script-loader.ts';

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

/**
 * A state-changing request must come from this site: browsers send Origin on every POST, so a different
 * origin (or a cross-site fetch without one) is refused. Together with the SameSite cookie this stops CSRF.
 */
export function isAllowedOrigin(req: FastifyRequest, config: Config): boolean {
  if (SAFE_METHODS.has(req.method)) return true;
  const origin = req.headers.origin;
  if (!origin) return req.headers['sec-fetch-site'] !== 'cross-site';
  const own = new Set([new URL(config.publicUrl).origin, `${req.protocol}://${req.headers.host}`]);
  return own.has(origin);
}

/** What a bare answer carries that is not one of Helmet's headers. */
const NOT_HELMET = new Set(['content-type', 'content-length', 'date', 'connection', 'keep-alive']);

/**
 * Helmet's headers follow from its options alone (no CSP nonces here), yet the plugin builds Helmet again,
 * directives parsed and all, for every request: ~1.5 % of a short request's CPU. They are read once from a
 * throw-away instance running the plugin, and set on every answer as they were.
 */
async function helmetHeaders(options: FastifyHelmetOptions): Promise<Record<string, string>> {
  const probe = Fastify();
  await probe.register(helmet, options);
  probe.get('/', async () => '');
  const res = await probe.inject({ method: 'GET', url: '/' });
  await probe.close();
  return Object.fromEntries(
    Object.entries(res.headers)
      .filter(([name]) => !NOT_HELMET.has(name))
      .map(([name, value]) => [name, String(value)]),
  );
}

export async function registerSecurity(app: FastifyInstance, config: Config): Promise<void> {
  const headers = await helmetHeaders({
    contentSecurityPolicy: {
      useDefaults: false,
      directives: {
        defaultSrc: ["'self'"],
        // The one inline script: a drawn page's loader of the app's scripts (script-loader.ts), by its hash.
        scriptSrc: ["'self'", SCRIPT_LOADER_HASH],
        // Mantine sets style attributes at run time.
        styleSrc: ["'self'", "'unsafe-inline'"],
        imgSrc: ["'self'", 'data:', 'blob:'],
        fontSrc: ["'self'", 'data:'],
        connectSrc: ["'self'"],
        objectSrc: ["'none'"],
        baseUri: ["'self'"],
        formAction: ["'self'"],
        frameAncestors: ["'none'"],
        ...(config.hsts ? { upgradeInsecureRequests: [] } : {}),
      },
    },
    // HSTS on plain HTTP would lock a LAN install out of its own address.
    strictTransportSecurity: config.hsts ? { maxAge: 15552000, includeSubDomains: true } : false,
    crossOriginEmbedderPolicy: false,
  });
  app.addHook('onRequest', (_req, reply, done) => {
    reply.headers(headers);
    done();
  });
  await app.register(rateLimit, {
    max: config.rateLimitPerMinute,
    timeWindow: '1 minute',
    keyGenerator: (req) => req.ip ?? 'inject',
    // The API and the AI endpoints; the static app is cached and cheap.
    allowList: (req) => !(req.url.startsWith('/api/') || req.url.startsWith('/ai/')),
    errorResponseBuilder: (req, context) => ({
      statusCode: context.statusCode,
      message: translate(
        toLang(String(req.headers['x-waypoint-lang'] ?? '')) ?? DEFAULT_LANG,
        'errors.tooManyRequests',
      ),
    }),
  });
  app.addHook('onRequest', async (req, reply) => {
    if (!isAllowedOrigin(req, config)) {
      const lang = toLang(String(req.headers['x-waypoint-lang'] ?? '')) ?? DEFAULT_LANG;
      return reply.code(403).send({ message: translate(lang, 'errors.badOrigin') });
    }
  });
}
