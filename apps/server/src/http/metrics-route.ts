import { createHash, timingSafeEqual } from 'node:crypto';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { providerFor } from '../ai/providers.ts';
import type { AppDeps } from '../deps.ts';
import type { AiOutcome } from '../metrics/metrics.ts';
import { appRouter } from '../trpc/router.ts';

const procedures = new Set(
  Object.keys((appRouter._def as unknown as { procedures: Record<string, unknown> }).procedures),
);

/**
 * The routes a request is counted under: the tRPC procedures it called (each call of a batch counts, with
 * the batch's time), or Fastify's route pattern. Only names the server declares become labels, so that a
 * scan of made-up paths cannot grow the metrics without bound.
 */
export function metricRoutes(req: FastifyRequest): string[] {
  if (req.url.startsWith('/api/trpc/')) {
    const path = req.url.slice('/api/trpc/'.length).split('?', 1)[0] ?? '';
    let names: string[];
    try {
      names = decodeURIComponent(path).split(',');
    } catch {
      names = [];
    }
    const known = names.filter((n) => procedures.has(n));
    return known.length > 0 ? known.map((n) => `trpc ${n}`) : ['trpc unknown'];
  }
  return [req.routeOptions.url ?? 'unmatched'];
}

function aiRefusal(status: number): AiOutcome | null {
  if (status === 429) return 'quota';
  if (status >= 400 && status < 500) return 'refused';
  return null;
}

function sameToken(given: string, expected: string): boolean {
  // Hashed first, so that the comparison takes the same time whatever the lengths.
  const a = createHash('sha256').update(given).digest();
  const b = createHash('sha256').update(expected).digest();
  return timingSafeEqual(a, b);
}

/**
 * `GET /metrics` in Prometheus's text format, for the token in `METRICS_TOKEN` only (`Authorization:
 * Bearer …`); without the setting the route does not exist. Every answer is timed on its way out.
 */
export function registerMetrics(app: FastifyInstance, deps: AppDeps): void {
  const { metrics } = deps;
  app.addHook('onResponse', (req, reply, done) => {
    const status = String(reply.statusCode);
    const seconds = reply.elapsedTime / 1000;
    for (const route of metricRoutes(req))
      metrics.requestSeconds.observe({ route, method: req.method, status }, seconds);
    if (req.url.startsWith('/ai/')) {
      const outcome = aiRefusal(reply.statusCode);
      if (outcome) metrics.aiRequests.inc({ provider: providerFor(deps.config.ai).name, outcome });
    }
    done();
  });
  const token = deps.config.metricsToken;
  if (!token) return;
  app.get('/metrics', async (req, reply) => {
    const given = /^Bearer (.+)$/.exec(req.headers.authorization ?? '')?.[1] ?? '';
    if (!sameToken(given, token)) return reply.code(401).header('www-authenticate', 'Bearer').send();
    const body = await metrics.registry.metrics();
    return reply
      .header('content-type', metrics.registry.contentType)
      .header('cache-control', 'no-store')
      .send(body);
  });
}
