import { readFile } from 'node:fs/promises';
import path from 'node:path';
import type { FastifyReply } from 'fastify';
import type { AppDeps } from '../deps.ts';
import { hasDemoSchool } from '../services/app/has-demo-school.ts';

/** How long the answer "the database holds demo schools" is kept: it changes only when a demo is seeded or removed. */
const DEMO_CHECK_MS = 60_000;
const HTML_OPEN = '<html lang="zh-HK">';

export type SendPageShell = (reply: FastifyReply) => Promise<FastifyReply>;

/**
 * index.html as it goes out for every page the client draws. While the database holds demo schools the
 * page says so in its `<html data-demo>`, so the app draws the demo ribbon with its first render
 * (`DemoRibbon`): drawn when the app's data arrived, the ribbon pushed the whole page down, a layout shift
 * on every page of a demo. The file is read once; the demo answer is kept for a minute.
 */
export async function pageShell(deps: AppDeps): Promise<SendPageShell> {
  const plain = await readFile(path.join(deps.config.webDist, 'index.html'), 'utf8');
  const demoPage = plain.replace(HTML_OPEN, '<html lang="zh-HK" data-demo>');
  let demo: { at: number; answer: Promise<boolean> } | null = null;
  const isDemo = () => {
    if (!demo || Date.now() - demo.at > DEMO_CHECK_MS) {
      const answer = hasDemoSchool(deps.db).catch(() => false);
      demo = { at: Date.now(), answer };
    }
    return demo.answer;
  };
  return async (reply) => {
    const page = (await isDemo()) ? demoPage : plain;
    return reply.header('cache-control', 'no-cache').type('text/html; charset=utf-8').send(page);
  };
}
