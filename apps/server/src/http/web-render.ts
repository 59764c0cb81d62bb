import { existsSync } from 'node:fs';
import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import { pathToFileURL } from 'node:url';
import { DEFAULT_LANG, type Lang, toLang } from '@waypoint/domain';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { AppDeps } from '../deps.ts';
import { updatePreferences } from '../services/users/update-preferences.ts';
import { createContext } from '../trpc/context.ts';
import { createCallerFactory } from '../trpc/init.ts';
import { appRouter } from '../trpc/router.ts';
import { criticalCssPicker, type Stylesheets } from './critical-css.ts';
import { deferAppScripts } from './script-loader.ts';

/**
 * The first screens the server draws (decision 030): where a phone's first visit lands. Every other
 * address gets the plain page and the client draws it, as before.
 */
export const SERVER_RENDERED_PAGES = ['/login', '/home', '/ab3', '/professions', '/events', '/slp'] as const;

/** The cookie the web's language switch sets (apps/web/src/shared/i18n/lang.ts, LANG_COOKIE). */
const LANG_COOKIE = 'lang';

/** Where `npm run build` puts the render (apps/web/vite.config.ts, SSR_BUILD), inside the web build. */
export const SSR_DIR = 'ssr';
const SSR_ENTRY = path.join(SSR_DIR, 'entry-server.mjs');

type ServerCall = (type: 'query' | 'mutation', path: string, input: unknown) => Promise<unknown>;
/** apps/web/src/entry-server.tsx's `render`, as far as the server relies on it. */
type RenderResult =
  | { kind: 'page'; html: string; state: string; signedIn: boolean }
  | { kind: 'redirect'; to: string }
  | { kind: 'client'; reason: string };
export type RenderPage = (req: { url: string; lang: Lang; call: ServerCall }) => Promise<RenderResult>;

/** The parts of index.html a rendered page replaces; null when the built page does not have them. */
export interface PageTemplate {
  head: string;
  /** From `<html …>` to `</head>`, where the page's critical styles go. */
  headEnd: string;
  beforeRoot: string;
  afterRoot: string;
  /** The rules of the app's stylesheets the drawn page uses (critical-css.ts). */
  criticalCss(html: string): string;
}

const HTML_OPEN = '<html lang="zh-HK">';
const ROOT = /<div id="root">.*?<\/div><\/div>/s;
const PRELOADED_STYLES = /<link rel="preload" as="style" crossorigin href="([^"]+)" data-app-styles>/g;
/** It only puts the boot header's brand in the reader's language; a drawn page has its own header. */
const BOOT_SHELL = /<script src="\/boot-shell\.js"><\/script>\s*/;

export function pageTemplate(indexHtml: string, sheets: Stylesheets): PageTemplate | null {
  const root = ROOT.exec(indexHtml);
  if (!indexHtml.includes(HTML_OPEN) || !root || !indexHtml.match(PRELOADED_STYLES)) return null;
  // The drawn page carries the rules it uses; the whole stylesheet and the app's scripts are asked for
  // once it has painted (script-loader.ts), and the client applies the stylesheet before it takes the
  // page over (main.tsx, app-styles.ts), so what it draws later is styled too.
  const before = indexHtml.slice(0, root.index);
  const afterOpen = before.slice(before.indexOf(HTML_OPEN) + HTML_OPEN.length);
  const headClose = afterOpen.indexOf('</head>');
  const deferred = deferAppScripts(afterOpen.slice(0, headClose));
  if (!deferred) return null;
  const after = indexHtml.slice(root.index + root[0].length).replace(BOOT_SHELL, '');
  const bodyClose = after.lastIndexOf('</body>');
  return {
    head: before.slice(0, before.indexOf(HTML_OPEN)),
    headEnd: deferred.head,
    beforeRoot: afterOpen.slice(headClose),
    afterRoot: `${after.slice(0, bodyClose)}${deferred.loader}\n  ${after.slice(bodyClose)}`,
    criticalCss: criticalCssPicker(sheets),
  };
}

export function renderedHtml(
  t: PageTemplate,
  lang: Lang,
  html: string,
  state: string,
  signedIn: boolean,
): string {
  // `</style` cannot occur in CSS outside a string; escaped anyway, so no rule can close the element.
  const css = t.criticalCss(html).replace(/<\/style/gi, '<\\/style');
  // Mantine's light scheme until the app, once running, applies a remembered dark one.
  return (
    `${t.head}<html lang="${lang}" data-mantine-color-scheme="light">${t.headEnd}` +
    `<style data-critical>${css}</style>\n  ${t.beforeRoot}` +
    `<div id="root" data-ssr="${signedIn ? 'user' : 'visitor'}">${html}</div>` +
    `<script type="application/json" id="ssr-state">${state}</script>${t.afterRoot}`
  );
}

export async function loadRenderer(webDist: string): Promise<RenderPage | null> {
  const entry = path.join(webDist, SSR_ENTRY);
  if (!existsSync(entry)) return null;
  const mod = (await import(pathToFileURL(entry).href)) as { render?: RenderPage };
  return typeof mod.render === 'function' ? mod.render : null;
}

function firstValue(v: unknown): string | undefined {
  return typeof v === 'string' ? v : Array.isArray(v) && typeof v[0] === 'string' ? v[0] : undefined;
}

/** A `?lang=` link first (the client applies it too), then the account's language, then the switch's cookie. */
export function pageLang(req: FastifyRequest, accountLang: string | null | undefined): Lang {
  const query = req.query as Record<string, unknown> | undefined;
  return (
    toLang(firstValue(query?.lang)) ?? toLang(accountLang) ?? toLang(req.cookies[LANG_COOKIE]) ?? DEFAULT_LANG
  );
}

const createCaller = createCallerFactory(appRouter);

/**
 * A `?lang=` link is a choice, kept as the client keeps it (`applyLang`, `usePreferenceSync`): in the
 * `lang` cookie, and on a signed-in person's account. The drawn page shows in that language before the
 * app's code has run; a move to another page in that moment must not lose the choice.
 */
async function rememberLangParam(
  deps: AppDeps,
  req: FastifyRequest,
  reply: FastifyReply,
  user: { id: string; preferredLang: string | null } | undefined,
): Promise<void> {
  const chosen = toLang(firstValue((req.query as Record<string, unknown> | undefined)?.lang));
  if (!chosen) return;
  reply.setCookie(LANG_COOKIE, chosen, { path: '/', maxAge: 31_536_000, sameSite: 'lax' });
  if (user && user.preferredLang !== chosen)
    await updatePreferences(deps.db, user.id, { preferredLang: chosen });
}

/**
 * Draws one of SERVER_RENDERED_PAGES for this request, or answers false: the caller then sends the plain
 * page. The page's data comes from the router itself with the request's session, as the browser's calls
 * would; nothing is kept between requests.
 */
export async function sendRenderedPage(
  deps: AppDeps,
  render: RenderPage,
  template: PageTemplate,
  req: FastifyRequest,
  reply: FastifyReply,
): Promise<boolean> {
  const started = performance.now();
  const base = await createContext(deps, req, reply);
  await rememberLangParam(deps, req, reply, base.user?.row);
  const lang = pageLang(req, base.user?.row.preferredLang);
  const caller = createCaller({ ...base, lang });
  const call: ServerCall = (_type, procedurePath, input) => {
    let target: unknown = caller;
    for (const segment of procedurePath.split('.')) target = (target as Record<string, unknown>)[segment];
    if (typeof target !== 'function') return Promise.reject(new Error(`No procedure ${procedurePath}`));
    return (target as (input: unknown) => Promise<unknown>)(input);
  };
  const result = await render({ url: req.url, lang, call });
  const ms = Math.round(performance.now() - started);
  // Nothing of a signed-in person's page may be kept by a shared cache; no page is kept without asking.
  reply.header('cache-control', base.user ? 'private, no-cache' : 'no-cache');
  reply.header('vary', 'Cookie');
  if (result.kind === 'redirect') {
    req.log.debug({ ms, to: result.to }, 'server render: redirect');
    await reply.redirect(result.to, 302);
    return true;
  }
  if (result.kind === 'client') {
    req.log.debug({ ms, reason: result.reason }, 'server render: left to the client');
    return false;
  }
  req.log.debug({ ms }, 'server render');
  reply.header('server-timing', `render;dur=${ms}`);
  reply.type('text/html; charset=utf-8');
  await reply.send(renderedHtml(template, lang, result.html, result.state, result.signedIn));
  return true;
}

export async function readPageTemplate(webDist: string): Promise<PageTemplate | null> {
  const indexHtml = await readFile(path.join(webDist, 'index.html'), 'utf8');
  // The entry's stylesheets, in their order: they apply before the app takes the page over.
  const entryFiles = [...indexHtml.matchAll(PRELOADED_STYLES)].map((m) => path.join(webDist, m[1] as string));
  const entrySheets = await Promise.all(entryFiles.map((f) => readFile(f, 'utf8').catch(() => null)));
  // Without the stylesheets the drawn page could not carry its rules: the client draws every page.
  if (entrySheets.length === 0 || entrySheets.includes(null)) return null;
  const main = entrySheets.join('\n');
  const assets = path.join(webDist, 'assets');
  const chunkFiles = (await readdir(assets))
    .map((f) => path.join(assets, f))
    .filter((f) => f.endsWith('.css') && !entryFiles.includes(f));
  const chunks = await Promise.all(chunkFiles.map((f) => readFile(f, 'utf8')));
  return pageTemplate(indexHtml, { main, chunks });
}
