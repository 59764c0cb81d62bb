import { execFileSync } from 'node:child_process';
import { cpSync, mkdirSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pino from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../src/app.ts';
import { loadConfig } from '../src/config.ts';
import { SCRIPT_LOADER, SCRIPT_LOADER_HASH } from '../src/http/script-loader.ts';
import { createTestApp, signIn, type TestApp } from './harness.ts';

const repo = path.resolve(import.meta.dirname, '../../..');
const web = path.join(repo, 'apps/web');

/**
 * A web build of the test's own: the server's render bundle as `npm run build` makes it, beside an
 * index.html shaped like the built one (the entry stylesheet as a preload, the boot header in #root).
 */
function buildWebDist(): string {
  const dist = mkdtempSync(path.join(os.tmpdir(), 'wp-ssr-'));
  execFileSync(
    'npx',
    ['vite', 'build', '--ssr', 'src/entry-server.tsx', '--outDir', path.join(dist, 'ssr')],
    {
      cwd: web,
      stdio: 'pipe',
      // Vitest's NODE_ENV=test would make Vite build React's development JSX into the bundle.
      env: { ...process.env, NODE_ENV: 'production' },
    },
  );
  const source = readFileSync(path.join(web, 'index.html'), 'utf8');
  // As Vite writes it: the entry script and its module preloads in the head, then the stylesheet.
  const built = source
    .replace(
      '</title>',
      '</title>\n    <script type="module" crossorigin src="/assets/index-test.js"></script>' +
        '\n    <link rel="modulepreload" crossorigin href="/assets/chunk-test.js">' +
        '\n    <link rel="preload" as="style" crossorigin href="/assets/index-test.css" data-app-styles>',
    )
    .replace(/\s*<script type="module" src="\/src\/main.tsx"><\/script>/, '');
  writeFileSync(path.join(dist, 'index.html'), built);
  cpSync(path.join(web, 'public/boot-shell.js'), path.join(dist, 'boot-shell.js'));
  // Mantine's own stylesheet stands for the entry's (which is Mantine's and the shell's modules').
  mkdirSync(path.join(dist, 'assets'));
  cpSync(MANTINE_CSS, path.join(dist, 'assets/index-test.css'));
  return dist;
}

function locale(feature: string, lang: string): Record<string, unknown> {
  return JSON.parse(readFileSync(path.join(web, `src/features/${feature}/locales/${lang}.json`), 'utf8'));
}
const authTitle = {
  en: (locale('auth', 'en').titles as Record<string, string>).login,
  zh: (locale('auth', 'zh-HK').titles as Record<string, string>).login,
};
const homeTitle = locale('home', 'en').title as string;

function ssrState(html: string): { queries: { queryKey: unknown }[] } | null {
  const m = /<script type="application\/json" id="ssr-state">(.*?)<\/script>/s.exec(html);
  return m?.[1] ? (JSON.parse(m[1]) as { queries: { queryKey: unknown }[] }) : null;
}

/** The plain page as a demo's server sends it (page-shell.ts): marked, so the ribbon is drawn at once. */
function demoShell(indexHtml: string): string {
  return indexHtml.replace('<html lang="zh-HK">', '<html lang="zh-HK" data-demo>');
}

const MANTINE_CSS = path.join(repo, 'node_modules/@mantine/core/styles.css');

/**
 * No component on a drawn page is left unstyled (issue 25): every Mantine class the page uses that has a
 * rule of its own in the stylesheet has that rule among the page's critical styles; and the styles are
 * a small part of the whole sheet.
 */
function expectEveryUsedClassStyled(body: string): void {
  const critical = /<style data-critical>(.*?)<\/style>/s.exec(body)?.[1] ?? '';
  const drawn =
    /<div id="root"[^>]*>(.*)<\/div><script type="application\/json" id="ssr-state">/s.exec(body)?.[1] ?? '';
  const whole = readFileSync(MANTINE_CSS, 'utf8');
  const used = [...new Set([...drawn.matchAll(/\bm_[0-9a-f]+\b/g)].map((m) => m[0]))];
  const styled = used.filter((c) => new RegExp(`\\.${c}(?![\\w-])`).test(whole));
  expect(styled.length).toBeGreaterThan(5);
  for (const c of styled) expect(critical, `rules for .${c}`).toMatch(new RegExp(`\\.${c}(?![\\w-])`));
  expect(critical).toContain('--mantine-color-body');
  expect(critical.length).toBeLessThan(whole.length / 2);
}

describe('server rendering of the first screens (decision 030)', () => {
  let t: TestApp;
  let dist: string;
  let app: Awaited<ReturnType<typeof buildApp>>;

  beforeAll(async () => {
    dist = buildWebDist();
    t = await createTestApp();
    // SSR_TEST_LOG=debug shows why a page was left to the client.
    const log = pino({ level: process.env.SSR_TEST_LOG ?? 'silent' });
    app = await buildApp({ ...t.deps, log, config: { ...t.deps.config, webDist: dist, ssr: true } });
    await app.ready();
  }, 180_000);
  afterAll(async () => {
    await app?.close();
    await t?.close();
  });

  it('draws /login for a visitor in Chinese by default and in English by the lang cookie', async () => {
    const zh = await app.inject({ url: '/login' });
    expect(zh.statusCode).toBe(200);
    expect(zh.headers['cache-control']).toBe('no-cache');
    expect(zh.body).toContain('<html lang="zh-HK" data-mantine-color-scheme="light">');
    expect(zh.body).toContain('<div id="root" data-ssr="visitor">');
    expect(zh.body).toContain(authTitle.zh);
    // The drawn page carries the rules it uses and waits for no stylesheet; the whole one stays a preload
    // the client applies before it takes over, and boot-shell.js (the boot header's brand) is not sent.
    expect(zh.body).not.toContain('<link rel="stylesheet"');
    expect(zh.body).not.toContain('boot-shell.js');
    // The app's scripts and the whole stylesheet are asked for after the first paint, by the one inline
    // script the policy allows by its hash.
    const head = zh.body.slice(0, zh.body.indexOf('</head>'));
    expect(head).not.toMatch(/<script type="module"|modulepreload|rel="preload"/);
    const list = /<script type="application\/json" id="app-scripts">(.*?)<\/script>/.exec(zh.body)?.[1];
    expect(JSON.parse(list ?? 'null')).toEqual({
      entry: '/assets/index-test.js',
      preload: ['/assets/chunk-test.js'],
      styles: ['/assets/index-test.css'],
    });
    const csp = String(zh.headers['content-security-policy']);
    expect(csp).toContain(`script-src 'self' ${SCRIPT_LOADER_HASH}`);
    expect(zh.body).toContain(`<script>${SCRIPT_LOADER}</script>`);
    expectEveryUsedClassStyled(zh.body);
    const zhState = ssrState(zh.body);
    expect(zhState?.queries.map((q) => JSON.stringify(q.queryKey))).toContain(
      JSON.stringify([['users', 'getLoggedInUser'], { type: 'query' }]),
    );

    const en = await app.inject({ url: '/login', cookies: { lang: 'en' } });
    expect(en.statusCode).toBe(200);
    expect(en.body).toContain('<html lang="en" data-mantine-color-scheme="light">');
    expect(en.body).toContain(authTitle.en);
    expect(en.body).not.toContain(authTitle.zh);
    expect(ssrState(en.body)).not.toBeNull();
  });

  it('draws /home for a signed-in student with their data, privately', async () => {
    const cookie = await signIn(t, '91000001');
    const res = await app.inject({ url: '/home?lang=en', headers: { cookie } });
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe('private, no-cache');
    expect(res.body).toContain('<html lang="en" data-mantine-color-scheme="light">');
    expect(res.body).toContain('<div id="root" data-ssr="user">');
    const page = res.body.slice(0, res.body.indexOf('id="ssr-state"'));
    expect(page).toContain(homeTitle);
    expectEveryUsedClassStyled(res.body);
    expect(page).toContain('data-testid="home-greeting"');
    const session = ssrState(res.body)?.queries.find(
      (q) => JSON.stringify(q.queryKey) === JSON.stringify([['users', 'getLoggedInUser'], { type: 'query' }]),
    ) as { state: { data: { id: string } | null } } | undefined;
    expect(session?.state.data?.id).toBeTruthy();
    // The same page for a visitor is another page: nothing of the student's is kept for them.
    // The `?lang=` link is remembered as the app would remember it: the cookie and the account.
    expect(String(res.headers['set-cookie'])).toMatch(/(^|,\s*)lang=en;/);
    const me = await t.call<{ preferredLang: string | null }>('users.getLoggedInUser', undefined, { cookie });
    expect(me.data?.preferredLang).toBe('en');
    const visitor = await app.inject({ url: '/home?lang=en' });
    expect(visitor.body).toContain('<div id="root" data-ssr="visitor">');
    expect(visitor.body).not.toContain('data-testid="home-greeting">Hello');
  });

  it('sends a visitor on a signed-in page to the sign-in page, as the client would', async () => {
    const res = await app.inject({ url: '/ab3' });
    expect(res.statusCode).toBe(302);
    expect(res.headers.location).toMatch(/^\/login/);
  });

  it('keeps the render bundle out of reach of browsers', async () => {
    const res = await app.inject({ url: '/ssr/entry-server.mjs' });
    // Not found as a file: the address is a client route like any other, answered with the app's page.
    expect(res.body).not.toContain('renderToString');
    expect(res.headers['content-type']).toMatch(/^text\/html/);
  });

  it('serves the plain page, as before, when the render fails', async () => {
    const broken = mkdtempSync(path.join(os.tmpdir(), 'wp-ssr-broken-'));
    cpSync(dist, broken, { recursive: true });
    writeFileSync(
      path.join(broken, 'ssr/entry-server.mjs'),
      "export async function render() { throw new Error('render broke'); }\n",
    );
    const other = await buildApp({ ...t.deps, config: { ...t.deps.config, webDist: broken, ssr: true } });
    try {
      const res = await other.inject({ url: '/login' });
      expect(res.statusCode).toBe(200);
      expect(res.body).toBe(demoShell(readFileSync(path.join(broken, 'index.html'), 'utf8')));
      expect(res.headers['cache-control']).toBe('no-cache');
    } finally {
      await other.close();
    }
  });

  it('serves the plain page with SSR=off', async () => {
    const off = await buildApp({ ...t.deps, config: { ...t.deps.config, webDist: dist, ssr: false } });
    try {
      const res = await off.inject({ url: '/login' });
      expect(res.body).toBe(demoShell(readFileSync(path.join(dist, 'index.html'), 'utf8')));
    } finally {
      await off.close();
    }
  });

  it('reads SSR: on by default and with `on`; off with `off` or any other value (Vitest sets SSR=1)', () => {
    const ssr = (value?: string) => loadConfig(value === undefined ? {} : { SSR: value }).ssr;
    expect([ssr(), ssr('on'), ssr('ON')]).toEqual([true, true, true]);
    expect([ssr('off'), ssr('1'), ssr('')]).toEqual([false, false, false]);
  });
});
