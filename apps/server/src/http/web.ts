import { existsSync } from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';
import { sendClientError } from './errors.ts';

const NOT_SPA = /^\/(api|assets|files|healthz)(\/|$)/;

/**
 * Serves the built web app: hashed assets cached for a year (pre-compressed .br/.gz when present),
 * index.html never cached, and every other GET falls back to index.html for client-side routes.
 */
export async function registerWeb(app: FastifyInstance, webDist: string): Promise<boolean> {
  if (!existsSync(path.join(webDist, 'index.html'))) return false;
  await app.register(fastifyStatic, {
    root: webDist,
    preCompressed: true,
    index: false,
    setHeaders(res, filePath) {
      const immutable = filePath.includes(`${path.sep}assets${path.sep}`);
      res.header('cache-control', immutable ? 'public, max-age=31536000, immutable' : 'no-cache');
    },
  });
  // With `index: false`, @fastify/static treats '/' as a directory and answers 403 when no pre-compressed
  // copy matches (no Accept-Encoding: curl, load-balancer health checks): '/' is the app's page.
  app.get('/', (_req, reply) => {
    reply.header('cache-control', 'no-cache');
    return reply.sendFile('index.html');
  });
  app.setNotFoundHandler((req, reply) => {
    const url = req.url.split('?')[0] ?? '/';
    if (req.method !== 'GET' || NOT_SPA.test(url)) return sendClientError(req, reply, 404);
    reply.header('cache-control', 'no-cache');
    return reply.sendFile('index.html');
  });
  return true;
}
