import { type Browser, expect, type Page, test } from '@playwright/test';
import { signInWithPhone } from './helpers.ts';

// Issue 10 item 12: the plan speaks to the student ("your score"), and about the student to a teacher or a
// parent ("the student's score"). 91000001 Chan Ka Yan has a seeded plan with grades (demo-admission.ts);
// 90000003 is a teacher of the same school.
const STUDENT = '91000001';
const STUDENT_NAME = 'Chan Ka Yan';
const TEACHER = '90000003';

test.describe.configure({ mode: 'serial' });

type Lang = 'en' | 'zh-HK';

const voice = {
  en: { second: /\bYour score\b/, third: /The student's score/ },
  'zh-HK': { second: /你的分數/, third: /學生的分數/ },
} as const;

async function signedIn(browser: Browser, phone: string, lang: Lang): Promise<Page> {
  const page = await (await browser.newContext()).newPage();
  await signInWithPhone(page, phone, `/login?lang=${lang}`);
  await expect(page).toHaveURL(/\/home$/);
  return page;
}

/** Every chance message of the plan, once the list has loaded. */
async function chanceTexts(page: Page): Promise<string> {
  await expect(page.getByTestId('choice-chance').first()).toBeVisible();
  return (await page.getByTestId('choice-chance').allInnerTexts()).join('\n');
}

let parentLink = '';

for (const lang of ['en', 'zh-HK'] as const) {
  const v = voice[lang];

  test(`the student reads "your score" on their own plan (${lang})`, async ({ browser }) => {
    const page = await signedIn(browser, STUDENT, lang);
    await page.goto(`/ab3?lang=${lang}`);
    const text = await chanceTexts(page);
    expect(text).toMatch(v.second);
    expect(text).not.toMatch(v.third);
    if (!parentLink) {
      await page.getByTestId('parent-link-open').click();
      parentLink = await page.getByTestId('parent-link-url').inputValue();
    }
    await page.context().close();
  });

  test(`a teacher reads about the student, not to them (${lang})`, async ({ browser }) => {
    const page = await signedIn(browser, TEACHER, lang);
    await page.goto(`/mock-jupas?lang=${lang}`);
    await page.getByTestId('student-search').fill(STUDENT_NAME);
    const row = page.getByTestId('student-row').filter({ hasText: STUDENT_NAME });
    await expect(row).toHaveCount(1);
    const id = await row.getAttribute('data-student-id');
    await page.goto(`/ab3/${id}?lang=${lang}`);
    const text = await chanceTexts(page);
    expect(text).toMatch(v.third);
    expect(text).not.toMatch(v.second);
    // The programme deck opened on the student's plan speaks the same way.
    await page
      .getByTestId('ab3-segment-control')
      .getByText(lang === 'en' ? '2 Programs' : '2 課程', { exact: true })
      .click();
    await page.getByTestId('open-program-deck').click();
    const deckChance = page.getByTestId('deck-chance').first();
    await expect(deckChance).toBeVisible();
    const deckText = (await page.getByTestId('deck-chance').allInnerTexts()).join('\n');
    expect(deckText).toMatch(v.third);
    expect(deckText).not.toMatch(v.second);
    await page.context().close();
  });

  test(`a parent's link reads about the child (${lang})`, async ({ page }) => {
    expect(parentLink).not.toBe('');
    const url = new URL(parentLink);
    await page.goto(`${url.pathname}${url.search}&lang=${lang}`);
    await expect(page.getByTestId('parent-view')).toBeVisible();
    const text = await chanceTexts(page);
    expect(text).toMatch(v.third);
    expect(text).not.toMatch(v.second);
  });
}
