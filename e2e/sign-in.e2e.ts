import { expect, test } from '@playwright/test';
import { expectHeaderVariant, signInWithPhone } from './helpers.ts';

const PEOPLE = [
  { phone: '90000001', who: 'admin', variant: 'admin' },
  { phone: '90000002', who: 'principal', variant: 'teacher' },
  { phone: '90000003', who: 'career teacher', variant: 'teacher' },
  { phone: '90000004', who: 'class teacher', variant: 'teacher' },
  { phone: '90000005', who: 'unverified teacher', variant: 'teacher' },
  { phone: '91000001', who: 'secondary student', variant: 'default' },
  { phone: '91000040', who: 'secondary student (last)', variant: 'default' },
  { phone: '92000001', who: 'university student', variant: 'university-student' },
  { phone: '93000001', who: 'university client', variant: 'university-client' },
];

for (const person of PEOPLE) {
  test(`${person.who} signs in with the phone and lands on /home with their header`, async ({ page }) => {
    await signInWithPhone(page, person.phone);
    await expect(page).toHaveURL(/\/home$/);
    await expectHeaderVariant(page, person.variant);
    await expect(page.getByTestId('user-menu')).toBeVisible();
  });
}

test('the Next button stays disabled until the phone has exactly 8 digits', async ({ page }) => {
  await page.goto('/login');
  const next = page.getByTestId('login-next');
  await page.getByTestId('login-phone').fill('9000000');
  await expect(next).toBeDisabled();
  await page.getByTestId('login-phone').fill('90000001');
  await expect(next).toBeEnabled();
});

test('a blocked account is refused with the spec message (English)', async ({ page }) => {
  await signInWithPhone(page, '94000001', '/login?lang=en');
  await expect(page.getByText('You are not allowed to access this platform.')).toBeVisible();
  await expect(page).toHaveURL(/\/login/);
});

test('a blocked account is refused in Chinese by default', async ({ page }) => {
  await signInWithPhone(page, '94000001');
  await expect(page.getByText('你無權使用此平台。')).toBeVisible();
});

test('a visitor opening /ab3 signs in and returns there', async ({ page }) => {
  await page.goto('/ab3');
  await expect(page).toHaveURL(/\/login\?redirectPath=%2Fab3$/);
  await page.getByTestId('login-phone').fill('91000001');
  await page.getByTestId('login-next').click();
  await expect(page).toHaveURL(/\/ab3$/);
});

test('an unregistered phone goes to registration with the phone kept', async ({ page }) => {
  await signInWithPhone(page, '61234567');
  await expect(page).toHaveURL(/\/register\?phone=61234567/);
});

test('a bad sign-in link shows the spec message', async ({ page }) => {
  await page.goto('/login?token=not-a-token&lang=en');
  await expect(page.getByText('Invalid Login Link. Please log in by phone.')).toBeVisible();
});

test('a one-time link session is told, in both languages, that it cannot set a password or e-mail', async ({
  page,
  request,
}) => {
  const call = async <T>(procedure: string, input: unknown): Promise<T> => {
    const res = await request.post(`/api/trpc/${procedure}`, { data: input });
    expect(res.ok()).toBe(true);
    return ((await res.json()) as { result: { data: T } }).result.data;
  };
  const student = await call<{ user: { id: string } }>('auth.loginWithPhone', { phone: '91000009' });
  await call('auth.loginWithPhone', { phone: '90000001' });
  const link = await call<{ token: string }>('auth.createOnetimeAccessToken', {
    userId: student.user.id,
    maxAccessMinutes: 30,
  });
  await page.goto(`/login?token=${encodeURIComponent(link.token)}&lang=en`);
  await expect(page).toHaveURL(/\/home/);
  await page.goto('/profile?tab=password&lang=en');
  await expect(page.getByTestId('password-one-time')).toHaveText(
    'You signed in with a one-time link, which cannot set or change a password. Sign in with your phone first, then set your password here.',
  );
  await expect(page.getByLabel('New password')).toHaveCount(0);
  await page.goto('/profile?tab=edit&lang=zh-HK');
  await expect(page.getByTestId('contact-note')).toHaveText(
    '你以一次性連結登入，不能在此更改電郵或電話。請以電話登入後再更改。',
  );
  await expect(page.getByRole('textbox', { name: /^電郵/ })).toHaveAttribute('readonly', '');
});

test('/login does not download the registration panel; /register asks for it with the page', async ({
  page,
}) => {
  const scripts: string[] = [];
  page.on('request', (req) => {
    if (req.resourceType() === 'script') scripts.push(req.url());
  });
  const REGISTRATION = /\/assets\/(RegisterPanel|SchoolPicker|ForgotPasswordPanel|ResetPasswordPanel)-/;
  await page.goto('/login?lang=en', { waitUntil: 'networkidle' });
  await expect(page.getByTestId('login-phone')).toBeVisible();
  expect(scripts.filter((url) => REGISTRATION.test(url))).toEqual([]);
  // Opened by its address, the registration screen still draws its fields (its panel loads beside the page).
  await page.goto('/register?lang=en');
  await expect(page.getByRole('radio', { name: 'Secondary school student' })).toBeVisible();
  expect(scripts.some((url) => /\/assets\/RegisterPanel-/.test(url))).toBe(true);
});
