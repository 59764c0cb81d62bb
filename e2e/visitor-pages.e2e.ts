import { expect, test } from '@playwright/test';

// Issue 24 items 8, 9 and 14, as a visitor who has not signed in: feedback can be sent (spec: anyone may),
// /f5 opens home as /home does, and home does not call the working professions and programme pages
// "coming soon".

const T = {
  en: {
    feedbackTitle: 'Feedback',
    name: 'Your name',
    email: 'E-mail',
    feedback: 'Your feedback',
    thanks: 'Thank you for your feedback.',
    comingSoon: 'Coming soon',
    professions: 'Explore professions',
    programs: 'University programmes',
  },
  'zh-HK': {
    feedbackTitle: '意見反饋',
    name: '你的名字',
    email: '電郵',
    feedback: '你的意見',
    thanks: '謝謝你的意見。',
    comingSoon: '即將推出',
    professions: '探索職業',
    programs: '大學課程',
  },
} as const;

for (const lang of ['en', 'zh-HK'] as const) {
  const t = T[lang];

  test(`a visitor sends feedback without signing in (${lang})`, async ({ page }) => {
    await page.goto(`/feedback?lang=${lang}`);
    await expect(page).toHaveURL(/\/feedback/);
    await expect(page.getByRole('heading', { name: t.feedbackTitle })).toBeVisible();
    await page.getByLabel(t.name).fill('Visitor Chan');
    await page.getByLabel(t.email).fill('visitor@example.com');
    await page.getByTestId('feedback-text').fill(`The events page is clear (${lang}).`);
    await page.getByTestId('feedback-submit').click();
    await expect(page.getByText(t.thanks)).toBeVisible();
    await expect(page).toHaveURL(/\/feedback/);
  });

  test(`a visitor opens /f5 as /home, and home offers professions and programmes as working (${lang})`, async ({
    page,
  }) => {
    await page.goto(`/f5?lang=${lang}`);
    await expect(page).toHaveURL(/\/f5/);
    for (const title of [t.professions, t.programs]) {
      const card = page.getByRole('link', { name: new RegExp(title) });
      await expect(card).toBeVisible();
      await expect(card).not.toContainText(t.comingSoon);
    }
    await page.getByRole('link', { name: new RegExp(t.professions) }).click();
    await expect(page).toHaveURL(/\/professions/);
  });
}
