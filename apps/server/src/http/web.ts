import { existsSync } from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { AppDeps } from '../deps.ts';
import { sendClientError } from './errors.ts';
import { pageShell, type SendPageShell } from './page-shell.ts';
import {
  loadRenderer,
  readPageTemplate,
  SERVER_RENDERED_PAGES,
  SSR_DIR,
  sendRenderedPage,
} from './web-render.ts';

const NOT_SPA = /^\/(api|assets|files|healthz)(\/|$)/;

/**
 * Serves the built web app: hashed assets cached for a year (pre-compressed .br/.gz when present),
 * index.html never cached, and every other GET falls back to it for client-side routes.
 */
export async function registerWeb(app: FastifyInstance, deps: AppDeps): Promise<boolean> {
  const { webDist } = deps.config;
  if (!existsSync(path.join(webDist, 'index.html'))) return false;
  await app.register(fastifyStatic, {
    root: webDist,
    preCompressed: true,
    index: false,
    // The server's render (web-render.ts) lives in the build but is the server's code, not a download.
    allowedPath: (pathName) => !pathName.startsWith(`/${SSR_DIR}/`),
    setHeaders(res, filePath) {
      const immutable = filePath.includes(`${path.sep}assets${path.sep}`);
      res.header('cache-control', immutable ? 'public, max-age=31536000, immutable' : 'no-cache');
    },
  });
  const sendShell = await pageShell(deps);
  // '/' and every client-side route answer the page shell (index.html, marked for a demo: page-shell.ts).
  app.get('/', (_req, reply) => sendShell(reply));
  await registerServerRendering(app, deps, sendShell);
  app.setNotFoundHandler((req, reply) => {
    const url = req.url.split('?')[0] ?? '/';
    if (req.method !== 'GET' || NOT_SPA.test(url)) return sendClientError(req, reply, 404);
    return sendShell(reply);
  });
  return true;
}

/**
 * The first screens drawn on the server (decision 030). Any failure to load or to render is logged and
 * the plain index.html goes out instead, exactly as without it: the client then draws the page itself.
 */
async function registerServerRendering(
  app: FastifyInstance,
  deps: AppDeps,
  plainPage: SendPageShell,
): Promise<void> {
  if (!deps.config.ssr) return;
  const [render, template] = await Promise.all([
    loadRenderer(deps.config.webDist).catch((err: unknown) => {
      app.log.error({ err }, 'server render: the render bundle did not load; pages are drawn by the client');
      return null;
    }),
    readPageTemplate(deps.config.webDist),
  ]);
  if (!render || !template) {
    app.log.warn('server render: no render bundle or unexpected index.html; pages are drawn by the client');
    return;
  }
  const handler = async (req: FastifyRequest, reply: FastifyReply) => {
    try {
      if (await sendRenderedPage(deps, render, template, req, reply)) return reply;
    } catch (err) {
      req.log.error({ err }, 'server render failed; the plain page is sent');
      reply.removeHeader('vary');
    }
    return plainPage(reply);
  };
  for (const page of SERVER_RENDERED_PAGES) app.get(page, handler);
}
