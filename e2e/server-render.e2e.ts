import { type BrowserContext, expect, type Page, test } from '@playwright/test';
import { signInWithPhone, waitForApp } from './helpers.ts';

/**
 * The first screens the server draws (decision 030, apps/server/src/http/web-render.ts): each comes with its
 * text in the HTML, and React takes the page over (hydrates) without a mismatch, in both languages.
 */
const VISITOR_PAGES = ['/login', '/home', '/professions', '/events'];
/** /ab3 and /slp send a visitor to /login; a signed-in person is sent on from /login. */
const STUDENT_PAGES = ['/home', '/ab3', '/professions', '/events', '/slp'];
const LANGS = ['zh-HK', 'en'] as const;
const PROBLEM = /hydrat|did not match|#418|#423|#425|server rendered html/i;

test.use({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });

// Server rendering is on by default; `SSR=off npx playwright test …` (the web server inherits it) runs the
// journeys without it, and skips these.
test.beforeEach(async ({ request }) => {
  test.skip(process.env.SSR === 'off', 'SSR=off');
  const html = await (await request.get('/login')).text();
  expect(html, 'the server draws /login').toContain('data-ssr=');
});

/** Console errors and React's hydration warnings, from the page's first script on. */
function problemsOf(page: Page): string[] {
  const problems: string[] = [];
  page.on('console', (msg) => {
    if (msg.type() === 'error' || PROBLEM.test(msg.text())) problems.push(`${msg.type()}: ${msg.text()}`);
  });
  page.on('pageerror', (error) => problems.push(`pageerror: ${error.message}`));
  return problems;
}

interface Drawn {
  title: string;
  /** The ids Mantine's components were drawn with (their labels and descriptions point at them). */
  ids: string[];
}

/** The page as the HTML draws it, before any of the app's code runs. */
async function drawnWithoutScripts(context: BrowserContext, path: string): Promise<Drawn> {
  const page = await context.newPage();
  await page.route('**/assets/*.js', (route) => route.abort());
  const response = await page.goto(path);
  expect(await response?.text(), `${path} is drawn on the server`).toContain('<div id="root" data-ssr=');
  const title = page.locator('#root h1').first();
  await expect(title).toBeVisible();
  const text = (await title.textContent())?.trim() ?? '';
  const ids = await page
    .locator('#root [id^="mantine-"]')
    .evaluateAll((elements) => elements.map((element) => element.id));
  await page.close();
  return { title: text, ids };
}

async function expectHydrates(page: Page, path: string, lang: string, drawn: Drawn): Promise<void> {
  const problems = problemsOf(page);
  await page.goto(path);
  await expect(page.locator('html')).toHaveAttribute('lang', lang);
  // The app has taken the page over: its code answers (the header's menu, links) and the text stayed.
  await page.waitForLoadState('networkidle');
  await expect(page.locator('#root h1').first()).toHaveText(drawn.title);
  // Taking the page over keeps the ids it was drawn with: none is rewritten after the fact (the build keeps
  // React's ids for Mantine's, vite-plugins/mantine-stable-ids.ts).
  for (const id of drawn.ids) await expect(page.locator(`[id="${id}"]`), `${path}: #${id}`).toHaveCount(1);
  expect(problems, `${path} (${lang})`).toEqual([]);
}

for (const lang of LANGS) {
  test(`a visitor's first screens are drawn on the server and hydrate cleanly (${lang})`, async ({
    page,
    context,
    baseURL,
  }) => {
    await context.addCookies([{ name: 'lang', value: lang, url: baseURL ?? '' }]);
    for (const path of VISITOR_PAGES) {
      const drawn = await drawnWithoutScripts(context, path);
      expect(drawn.title.length, `${path} has its title in the HTML`).toBeGreaterThan(0);
      // The sign-in form's fields are labelled by id.
      if (path === '/login') expect(drawn.ids.length, '/login draws ids').toBeGreaterThan(0);
      await expectHydrates(page, path, lang, drawn);
    }
  });

  test(`a student's first screens are drawn on the server and hydrate cleanly (${lang})`, async ({
    page,
    context,
  }) => {
    await signInWithPhone(page, '91000001', `/login?lang=${lang}`);
    await expect(page).toHaveURL(/\/home$/);
    // The account keeps the language chosen by the link; the server draws the student's pages in it.
    await expect.poll(async () => (await page.request.get('/home')).text()).toContain(`<html lang="${lang}"`);
    for (const path of STUDENT_PAGES) {
      const drawn = await drawnWithoutScripts(context, path);
      expect(drawn.title.length, `${path} has its title in the HTML`).toBeGreaterThan(0);
      await expectHydrates(page, path, lang, drawn);
    }
  });
}

test('the language switch sets the cookie that the server draws a visitor page in', async ({ page }) => {
  await page.goto('/login?lang=en');
  await expect(page.locator('html')).toHaveAttribute('lang', 'en');
  // The server drew the page in English at once; the app writes the cookie once it runs.
  const langCookie = async () => (await page.context().cookies()).find((c) => c.name === 'lang')?.value;
  await expect.poll(langCookie).toBe('en');
  const html = await (await page.request.get('/login')).text();
  expect(html).toContain('<html lang="en"');
});

test("a visitor's device language, other than the drawn one, applies once the page is taken over, cleanly", async ({
  page,
}) => {
  // A device from before the cookie: the choice is only in localStorage, so the server draws Chinese.
  await page.addInitScript(() => {
    if (!document.cookie.includes('lang=')) window.localStorage.setItem('waypoint.lang', 'en');
  });
  const problems = problemsOf(page);
  const response = await page.goto('/login');
  expect(await response?.text()).toContain('<html lang="zh-HK"');
  await expect(page.locator('html')).toHaveAttribute('lang', 'en');
  await waitForApp(page);
  await page.waitForLoadState('networkidle');
  expect(problems).toEqual([]);
});

test.describe('on a desktop', () => {
  test.use({ viewport: { width: 1280, height: 800 }, isMobile: false, hasTouch: false });

  test('the drawn pages hydrate cleanly and widen to the desktop frame', async ({ page, context }) => {
    for (const path of ['/login?lang=en', '/events?lang=en']) {
      const drawn = await drawnWithoutScripts(context, path);
      await expectHydrates(page, path, 'en', drawn);
      // The header's tab links replace the phone's bottom bar once the app runs.
      await expect(page.getByTestId('tab-bar')).toHaveCount(0);
    }
  });
});
