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

/** Scrolls the page (or the open modal) so that the field's top sits `fromTop` px down the screen. */
async function placeNearBottom(page: Page, testId: string, fromTop = 770): Promise<void> {
  await page.getByTestId(testId).evaluate((el, at) => {
    const scroller = el.closest('.mantine-Modal-content') ?? document.scrollingElement!;
    scroller.scrollTop += el.getBoundingClientRect().top - at;
  }, fromTop);
}

async function scrollTops(page: Page): Promise<number[]> {
  return page.evaluate(() => [
    window.scrollY,
    document.querySelector('.mantine-Modal-content')?.scrollTop ?? 0,
  ]);
}

/** Taps the field near the bottom edge: its list opens on screen, the page does not jump, a tap picks. */
async function tapOpensList(page: Page, testId: string, option: string | RegExp): Promise<void> {
  await placeNearBottom(page, testId);
  const before = await scrollTops(page);
  const field = page.getByTestId(testId);
  await field.tap();
  const list = page.getByRole('listbox').filter({ visible: true });
  await expect(list).toBeVisible();
  const after = await scrollTops(page);
  for (const [i, top] of before.entries()) expect(Math.abs(after[i]! - top)).toBeLessThan(8);
  const box = await list.boundingBox();
  expect(box!.y).toBeGreaterThanOrEqual(0);
  expect(box!.y + box!.height).toBeLessThanOrEqual(844);
  await list.getByRole('option', { name: option }).first().tap();
  await expect(list).toBeHidden();
}

for (const lang of ['en', 'zh-HK'] as const) {
  test(`dropdowns near the bottom of a phone screen open under touch (${lang})`, async ({ browser }) => {
    // Registration: the DSE year of a secondary student.
    const visitor = await (
      await browser.newContext({ viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true })
    ).newPage();
    await visitor.goto(`/register?lang=${lang}`);
    await visitor.getByTestId('register-role-secondary-school-student').tap();
    await tapOpensList(visitor, 'register-year-dse', /^20\d\d$/);
    await expect(visitor.getByTestId('register-year-dse')).toHaveValue(/^20\d\d$/);
    await visitor.context().close();

    // Booking, in the modal: a student's year of study.
    const page = await signedIn(browser, STUDENT, lang);
    await page.goto(`/events?lang=${lang}`);
    await page.getByTestId('open-booking-modal').tap();
    await expect(page.getByTestId('booking-year')).toBeVisible();
    await tapOpensList(page, 'booking-year', lang === 'en' ? 'Year 2' : '二年級');
    await expect(page.getByTestId('booking-year')).toHaveValue(lang === 'en' ? 'Year 2' : '二年級');
    await page.context().close();
  });
}
