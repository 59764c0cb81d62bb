import { expect, type Locator, type Page, test } from '@playwright/test';
import { signInWithPhone } from './helpers.ts';

// Issue 24 items 17 and 18: /ai-guide is reached from home, /ab3 and the professions page; a profession the
// AI guide suggests can be liked there; a liked heart reads apart from one not liked. One person per
// language (the AI's 30 s wait is per person): 92000003, a university student no other journey signs in
// with, and 91000003, whose deck journey reads none of this.

test.describe.configure({ mode: 'serial' });

const T = {
  en: {
    person: '92000003',
    card: 'AI guide',
    tag: 'Caring for people',
    like: 'Like – add to my list',
    liked: 'Liked – in my list',
  },
  'zh-HK': {
    person: '91000003',
    card: 'AI 指南',
    tag: '關心別人',
    like: '喜歡 – 加入我的清單',
    liked: '已喜歡 – 在我的清單中',
  },
} as const;

/** The heart's painted background: transparent for not liked. */
const background = (l: Locator) => l.evaluate((el) => getComputedStyle(el).backgroundColor);
const TRANSPARENT = 'rgba(0, 0, 0, 0)';

async function signIn(page: Page, phone: string, lang: 'en' | 'zh-HK'): Promise<void> {
  await signInWithPhone(page, phone, `/login?lang=${lang}`);
  // The header is on the sign-in page too: wait for the app to leave it, or the next page opens signed out.
  await page.waitForURL((url) => !url.pathname.startsWith('/login'));
  await expect(page.getByTestId('app-header')).toBeVisible();
}

for (const lang of ['en', 'zh-HK'] as const) {
  const t = T[lang];

  test(`the AI guide opens from home and a suggested profession can be liked (${lang})`, async ({ page }) => {
    await signIn(page, t.person, lang);
    await page.goto('/home');
    await page.getByRole('link', { name: new RegExp(`^${t.card}`) }).click();
    await expect(page).toHaveURL(/\/ai-guide$/);
    await page.getByText(t.tag, { exact: true }).click();
    await page.getByTestId('ai-go').click();
    const cards = page.getByTestId('ai-suggestion');
    await expect(cards.nth(1)).toBeVisible();
    const first = cards.first().getByTestId('ai-suggestion-like');
    const second = cards.nth(1).getByTestId('ai-suggestion-like');
    await expect(first).toHaveText(t.like);
    await first.click();
    await expect(first).toHaveText(t.liked);
    await expect(first).toHaveAttribute('aria-pressed', 'true');
    await expect(second).toHaveAttribute('aria-pressed', 'false');
    expect(await background(second)).toBe(TRANSPARENT);
    expect(await background(first)).not.toBe(TRANSPARENT);

    // The professions page links back to the guide.
    await page.goto('/professions');
    await page.getByTestId('professions-ai-guide').click();
    await expect(page).toHaveURL(/\/ai-guide$/);
  });
}

test('the JUPAS plan links to the AI guide (zh-HK)', async ({ page }) => {
  await signIn(page, T['zh-HK'].person, 'zh-HK');
  await page.goto('/ab3');
  const link = page.getByTestId('ab3-ai-guide');
  await expect(link).toHaveText(T['zh-HK'].card);
  await link.click();
  await expect(page).toHaveURL(/\/ai-guide$/);
});

test('a liked segment heart looks unlike the others (en)', async ({ page }) => {
  await signIn(page, T.en.person, 'en');
  await page.goto('/sectors/C');
  const hearts = page.getByTestId('sector-panel').getByTestId('segment-like');
  await expect(hearts.nth(1)).toBeVisible();
  const liked = hearts.first();
  const notLiked = hearts.nth(1);
  await liked.click();
  await expect(liked).toHaveAttribute('aria-pressed', 'true', { timeout: 5000 });
  await expect(notLiked).toHaveAttribute('aria-pressed', 'false');
  expect(await background(notLiked)).toBe(TRANSPARENT);
  expect(await background(liked)).not.toBe(TRANSPARENT);
});
