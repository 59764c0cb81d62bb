import { randomUUID } from 'node:crypto';
import zlib from 'node:zlib';
import compress from '@fastify/compress';
import cookie from '@fastify/cookie';
import multipart from '@fastify/multipart';
import { type FastifyTRPCPluginOptions, fastifyTRPCPlugin } from '@trpc/server/adapters/fastify';
import { API_MAX_BATCH_CALLS } from '@waypoint/domain';
import { sql } from 'drizzle-orm';
import Fastify, { type FastifyBaseLogger, type FastifyInstance } from 'fastify';
import { registerPolishRoute } from './ai/polish-route.ts';
import { registerAiRoutes } from './ai/routes.ts';
import { registerSessionCache } from './auth/register-session-cache.ts';
import type { AppDeps } from './deps.ts';
import { MAX_API_RESPONSE_BYTES, registerApiAnswerRules } from './http/api-answers.ts';
import { registerClientErrors } from './http/client-errors.ts';
import { registerDigestStop } from './http/digest-stop.ts';
import { registerErrorHandler } from './http/errors.ts';
import { MAX_UPLOAD_BYTES, registerFileRoutes } from './http/files.ts';
import { registerMetrics } from './http/metrics-route.ts';
import { registerOutboxWebhooks } from './http/outbox-webhooks.ts';
import { registerPortalDataResource } from './http/portal-data-resource.ts';
import { registerPrivacyExport } from './http/privacy-export.ts';
import { registerRosterRoutes } from './http/roster.ts';
import { registerSchoolStudentsExport } from './http/school-students-export.ts';
import { registerSecurity } from './http/security.ts';
import { registerSessionCsv } from './http/session-csv.ts';
import { fastifyTrustProxy } from './http/trust-proxy.ts';
import { registerWeb } from './http/web.ts';
import { registerOpsRoutes } from './maintenance/ops-route.ts';
import { createContext } from './trpc/context.ts';
import { appErrorOf } from './trpc/errors.ts';
import { type AppRouter, appRouter } from './trpc/router.ts';

/** The Fastify instance the process serves and the tests drive with inject(). */
export async function buildApp(
  deps: AppDeps,
  opts: {
    serveWeb?: boolean;
    maxResponseBytes?: number;
    /** The operations token of an embedded-database process (`npm run backup` while it runs). */
    opsToken?: string;
  } = {},
): Promise<FastifyInstance> {
  const app = Fastify({
    loggerInstance: deps.log as FastifyBaseLogger,
    trustProxy: fastifyTrustProxy(deps.config.trustProxy),
    bodyLimit: 1024 * 1024,
    // tRPC batches several calls into one path ('/api/trpc/a.b,c.d,…'); Fastify's default 100-character
    // path parameter would answer such a batch 404 (tRPC's Fastify adapter docs ask for this).
    routerOptions: { maxParamLength: 5000 },
    // The id a 5xx answer names and the log records: random, so that ids of several processes never clash.
    // Cut from a UUID (Node draws those from a pooled buffer): randomBytes(8) called OpenSSL per request,
    // ~9 µs and 3 % of a short request's CPU.
    genReqId: () => randomUUID().replaceAll('-', '').slice(0, 16),
  });
  // First, so that every route and plugin registered below answers its errors through it.
  registerErrorHandler(app);
  registerMetrics(app, deps);
  await registerSecurity(app, deps.config);
  registerApiAnswerRules(app, { maxBytes: opts.maxResponseBytes ?? MAX_API_RESPONSE_BYTES });
  // JSON answers (the portal data is ~0.8 MB raw) travel compressed to phones; the built web assets are
  // already pre-compressed at build and served as such by @fastify/static.
  await app.register(compress, {
    threshold: 1024,
    encodings: ['br', 'gzip'],
    // Brotli's default quality (11) costs ~1 s per large answer; 4 compresses better than gzip at its speed.
    brotliOptions: { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 4 } },
  });
  await app.register(cookie);
  registerSessionCache(app, deps);
  await app.register(multipart, { limits: { fileSize: MAX_UPLOAD_BYTES, files: 1, fields: 5 } });

  app.get('/healthz', async (_req, reply) => {
    try {
      await deps.db.execute(sql`select 1`);
      return { ok: true, database: deps.database.kind };
    } catch {
      return reply.code(503).send({ ok: false });
    }
  });

  await app.register(fastifyTRPCPlugin, {
    prefix: '/api/trpc',
    trpcOptions: {
      router: appRouter,
      maxBatchSize: API_MAX_BATCH_CALLS,
      createContext: ({ req, res }) => createContext(deps, req, res),
      onError({ error, path }) {
        if (error.code === 'INTERNAL_SERVER_ERROR' && !appErrorOf(error))
          deps.log.error({ err: error.cause ?? error, path }, 'procedure failed');
      },
    } satisfies FastifyTRPCPluginOptions<AppRouter>['trpcOptions'],
  });
  registerPortalDataResource(app, deps.db);
  registerFileRoutes(app, deps);
  registerRosterRoutes(app, deps);
  registerSessionCsv(app, deps);
  registerSchoolStudentsExport(app, deps);
  registerPrivacyExport(app, deps);
  registerAiRoutes(app, deps);
  registerPolishRoute(app, deps);
  registerClientErrors(app, deps);
  registerDigestStop(app, deps);
  registerOutboxWebhooks(app, deps);
  if (opts.opsToken) registerOpsRoutes(app, deps, opts.opsToken);
  if (opts.serveWeb !== false) await registerWeb(app, deps);
  return app;
}
