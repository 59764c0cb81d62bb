import { expect, test } from '@playwright/test';
import { signInWithPhone } from './helpers.ts';

// Issue 23 item 1: the collection statement is one tap from every page, in both languages; a visitor is asked
// to sign in for the school's contact, a signed-in student sees what their school named (or whom to ask).

const T = {
  en: {
    footer: 'Personal Information Collection Statement',
    signIn: 'Sign in to see the contact your school has named',
    student: '91000023',
    none: 'Your school has not named a contact',
  },
  'zh-HK': {
    footer: '收集個人資料聲明',
    signIn: '登入後可查看你學校指定處理資料要求的聯絡人',
    student: '91000022',
    none: '你的學校未有指定聯絡人',
  },
} as const;

for (const lang of ['en', 'zh-HK'] as const) {
  const t = T[lang];
  test(`the collection statement opens from the footer and names the school's contact (${lang})`, async ({
    page,
  }) => {
    await page.goto(`/login?lang=${lang}`);
    await page.getByTestId('page-footer').getByRole('link', { name: t.footer }).click();
    await expect(page).toHaveURL(/\/privacy$/);
    await expect(page.getByTestId('pics-version')).toBeVisible();
    await expect(page.getByTestId('pics-data')).toBeVisible();
    await expect(page.getByTestId('pics-school-contact')).toContainText(t.signIn);

    await signInWithPhone(page, t.student, `/login?lang=${lang}`);
    await expect(page).toHaveURL(/\/home$/);
    await page.goto('/privacy');
    await expect(page.getByTestId('pics-school-contact')).toContainText(t.none);
  });
}
