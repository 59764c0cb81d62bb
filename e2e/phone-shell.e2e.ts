import { type Browser, expect, type Page, test } from '@playwright/test';
import { signInWithPhone } from './helpers.ts';

// Issue 10 items 13–16 on a phone held in the hand: 390×844, touch. 90000003 is a beacon1 teacher, whose
// School tab leads to /mock-jupas; 91000001 a beacon1 student with a plan.
const TEACHER = '90000003';
const STUDENT = '91000001';

test.use({ viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true });

type Lang = 'en' | 'zh-HK';

async function signedIn(browser: Browser, phone: string, lang: Lang): Promise<Page> {
  const context = await browser.newContext({
    viewport: { width: 390, height: 844 },
    hasTouch: true,
    isMobile: true,
  });
  const page = await context.newPage();
  await signInWithPhone(page, phone, `/login?lang=${lang}`);
  await expect(page).toHaveURL(/\/home$/);
  return page;
}

for (const lang of ['en', 'zh-HK'] as const) {
  test(`the tab bar stays on /ab3 and /mock-jupas, and leads home (${lang})`, async ({ browser }) => {
    for (const [phone, path] of [
      [TEACHER, '/mock-jupas'],
      [STUDENT, '/ab3'],
    ] as const) {
      const page = await signedIn(browser, phone, lang);
      await page.goto(`${path}?lang=${lang}`);
      await expect(page.getByTestId('tab-bar')).toBeVisible();
      await page.getByTestId('tab-bar').getByTestId('tab-home').tap();
      await expect(page).toHaveURL(/\/home$/);
      await page.context().close();
    }
  });
}
