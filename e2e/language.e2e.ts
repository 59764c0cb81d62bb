import { expect, test } from '@playwright/test';
import { signInWithPhone } from './helpers.ts';

/** Each main page's title in both languages, as the locale files word them (features/<area>/locales). */
const TITLES = {
  '/home': { 'zh-HK': '歡迎來到路標', en: 'Welcome to Waypoint' },
  '/profile': { 'zh-HK': '我的個人檔案', en: 'My profile' },
  '/feedback': { 'zh-HK': '意見反饋', en: 'Feedback' },
  '/terms-and-conditions': { 'zh-HK': '條款及細則', en: 'Terms and Conditions' },
  '/ab3': { 'zh-HK': 'JUPAS 選科規劃', en: 'JUPAS choice planning' },
} satisfies Record<string, { 'zh-HK': string; en: string }>;

test('zh-HK is the default and the switch changes the language without a reload', async ({ page }) => {
  await page.goto('/home');
  await expect(page.locator('html')).toHaveAttribute('lang', 'zh-HK');
  const title = page.getByTestId('page-title');
  await expect(title).toHaveText(TITLES['/home']['zh-HK']);
  // A marker survives only if the page is not reloaded.
  await page.evaluate(() => {
    (window as unknown as { __noReload: boolean }).__noReload = true;
  });
  await page.getByTestId('lang-switch').click();
  await expect(page.locator('html')).toHaveAttribute('lang', 'en');
  await expect(title).toHaveText(TITLES['/home'].en);
  expect(await page.evaluate(() => (window as unknown as { __noReload?: boolean }).__noReload)).toBe(true);
});

test('?lang=en sets English and is remembered', async ({ page }) => {
  await page.goto('/home?lang=en');
  await expect(page.locator('html')).toHaveAttribute('lang', 'en');
  await expect(page.getByTestId('page-title')).toHaveText(TITLES['/home'].en);
  await page.goto('/terms-and-conditions');
  await expect(page.locator('html')).toHaveAttribute('lang', 'en');
  await expect(page.getByTestId('page-title')).toHaveText(TITLES['/terms-and-conditions'].en);
  await page.goto('/home?lang=zh-HK');
  await expect(page.locator('html')).toHaveAttribute('lang', 'zh-HK');
  await expect(page.getByTestId('page-title')).toHaveText(TITLES['/home']['zh-HK']);
});

test('each main page reads in both languages', async ({ page }) => {
  await signInWithPhone(page, '91000001');
  await expect(page).toHaveURL(/\/home$/);
  for (const [path, titles] of Object.entries(TITLES)) {
    for (const lang of ['zh-HK', 'en'] as const) {
      await page.goto(`${path}?lang=${lang}`);
      await expect(page.locator('html')).toHaveAttribute('lang', lang);
      await expect(page.getByTestId('page-title')).toHaveText(titles[lang]);
      // The browser tab says it too (PageTitle: "<title> · <brand>").
      await expect(page).toHaveTitle(new RegExp(`^${titles[lang]} · `));
    }
  }
});

// 91000028 is only nominated (not signed in) by teacher-events.e2e.ts; the language does not matter there.
test('a language chosen on the sign-in page survives a reload that comes before the account saved it', async ({
  browser,
}) => {
  const savedLang = async (page: import('@playwright/test').Page) => {
    const res = await page.request.get('/api/trpc/users.getLoggedInUser');
    return ((await res.json()) as { result: { data: { preferredLang: string | null } } }).result.data
      .preferredLang;
  };
  // The account's language is English.
  const first = await browser.newPage();
  await signInWithPhone(first, '91000028', '/login?lang=en');
  await expect(first).toHaveURL(/\/home$/);
  await expect.poll(() => savedLang(first)).toBe('en');
  await first.context().close();

  // Chinese chosen on the sign-in page; the request saving it to the account is lost.
  const page = await browser.newPage();
  await page.route(/updateUserAppLanguage/, (route) => route.abort());
  await signInWithPhone(page, '91000028', '/login?lang=zh-HK');
  await expect(page).toHaveURL(/\/home$/);
  await expect(page.locator('html')).toHaveAttribute('lang', 'zh-HK');
  await page.reload();
  // Signed in again (the account, with its English, has been read) and still Chinese.
  await expect(page.getByTestId('user-menu')).toBeVisible();
  await page.waitForLoadState('networkidle');
  await expect(page.locator('html')).toHaveAttribute('lang', 'zh-HK');
  // Once the save goes through, the account says Chinese too.
  await page.unroute(/updateUserAppLanguage/);
  await page.reload();
  await expect.poll(() => savedLang(page)).toBe('zh-HK');
  await page.context().close();
});
