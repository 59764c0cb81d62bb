import { type Browser, expect, type Page, test } from '@playwright/test';
import { signInWithPhone } from './helpers.ts';

// Issue 29 item 1: while demo accounts exist, every page says "not for real students' data", in both
// languages (Traditional Chinese first) whichever is chosen, small, and covering nothing on a phone.

const ZH = '示範版本 — 請勿輸入真實學生資料';
const EN = "Demo — not for real students' data";

async function phone(browser: Browser): Promise<Page> {
  const context = await browser.newContext({
    viewport: { width: 390, height: 844 },
    hasTouch: true,
    isMobile: true,
  });
  return context.newPage();
}

async function expectRibbonClear(page: Page): Promise<void> {
  const ribbon = page.getByTestId('demo-ribbon');
  await expect(ribbon).toBeVisible();
  await expect(ribbon).toHaveAttribute('role', 'note');
  await expect(ribbon.locator('[lang="zh-HK"]')).toHaveText(ZH);
  await expect(ribbon.locator('[lang="en"]')).toHaveText(EN);
  expect(await ribbon.innerText()).toMatch(
    new RegExp(`^${ZH}.*${EN.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}$`),
  );
  const box = (await ribbon.boundingBox())!;
  const header = (await page.getByTestId('app-header').boundingBox())!;
  const title = (await page.getByTestId('page-title').first().boundingBox())!;
  // Under the fixed header, above the page's own content, within the screen's width, and small.
  expect(box.y).toBeGreaterThanOrEqual(header.y + header.height - 1);
  expect(title.y).toBeGreaterThanOrEqual(box.y + box.height);
  expect(box.x).toBeGreaterThanOrEqual(0);
  expect(box.x + box.width).toBeLessThanOrEqual(390);
  expect(box.height).toBeLessThanOrEqual(48);
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
}

for (const lang of ['zh-HK', 'en'] as const) {
  test(`the demo ribbon shows on every kind of page of a phone, in both languages (${lang})`, async ({
    browser,
  }) => {
    const page = await phone(browser);
    // A visitor's page, a sign-in page, then a signed-in student's.
    await page.goto(`/professions?lang=${lang}`);
    await expectRibbonClear(page);
    await signInWithPhone(page, '91000007', `/login?lang=${lang}`);
    await expect(page).toHaveURL(/\/home$/);
    await page.goto('/profile');
    await expectRibbonClear(page);
    await page.context().close();
  });
}
