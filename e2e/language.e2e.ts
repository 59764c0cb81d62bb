import { expect, test } from '@playwright/test';
import { signInWithPhone } from './helpers.ts';

test('zh-HK is the default and the switch changes the language without a reload', async ({ page }) => {
  await page.goto('/home');
  await expect(page.locator('html')).toHaveAttribute('lang', 'zh-HK');
  const title = page.getByTestId('page-title');
  const zhTitle = await title.textContent();
  // A marker survives only if the page is not reloaded.
  await page.evaluate(() => {
    (window as unknown as { __noReload: boolean }).__noReload = true;
  });
  await page.getByTestId('lang-switch').click();
  await expect(page.locator('html')).toHaveAttribute('lang', 'en');
  await expect(title).not.toHaveText(zhTitle ?? '');
  expect(await page.evaluate(() => (window as unknown as { __noReload?: boolean }).__noReload)).toBe(true);
});

test('?lang=en sets English and is remembered', async ({ page }) => {
  await page.goto('/home?lang=en');
  await expect(page.locator('html')).toHaveAttribute('lang', 'en');
  await page.goto('/terms-and-conditions');
  await expect(page.locator('html')).toHaveAttribute('lang', 'en');
  await page.goto('/home?lang=zh-HK');
  await expect(page.locator('html')).toHaveAttribute('lang', 'zh-HK');
});

test('each main page reads in both languages', async ({ page }) => {
  await signInWithPhone(page, '91000001');
  await expect(page).toHaveURL(/\/home$/);
  for (const path of ['/home', '/profile', '/feedback', '/terms-and-conditions', '/ab3']) {
    for (const lang of ['zh-HK', 'en'] as const) {
      await page.goto(`${path}?lang=${lang}`);
      await expect(page.locator('html')).toHaveAttribute('lang', lang);
      await expect(page.getByTestId('page-title')).toBeVisible();
      const text = (await page.getByTestId('page-title').textContent()) ?? '';
      if (lang === 'zh-HK') expect(text).toMatch(/[\u3400-\u9fff]/);
      else expect(text).toMatch(/[A-Za-z]/);
    }
  }
});
