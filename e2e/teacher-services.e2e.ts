import { expect, type Page, test } from '@playwright/test';
import { signInWithPhone } from './helpers.ts';

// Demo service (packages/db/src/seed/demo-events.ts) no other journey answers at service level.
const SERVICE = 'demo-work-workshop-2';

test.describe.configure({ mode: 'serial' });
test.use({ actionTimeout: 10_000 });

async function signIn(page: Page, phone: string, lang: 'en' | 'zh-HK'): Promise<void> {
  await signInWithPhone(page, phone, `/login?lang=${lang}`);
  await expect(page).toHaveURL(/\/home$/);
}

test('a teacher answers a service in Chinese from the survey link, then finds it prefilled and listed', async ({
  page,
}) => {
  await signIn(page, '90000003', 'zh-HK');
  // The survey deep link opens the form at once.
  await page.goto(`/survey/${SERVICE}`);
  const form = page.getByTestId('teacher-response-form');
  await expect(form).toBeVisible();
  await form.getByRole('radio', { name: '為本校報名' }).check();
  await form.getByTestId('question-tr-q-est-students').fill('35');
  await form.getByTestId('teacher-response-submit').click();
  await expect(page.getByText('感謝你的回覆。').first()).toBeVisible();
  await expect(form).toBeHidden();
  const previous = page.getByTestId('service-previous-responses');
  await expect(previous).toContainText('為本校報名');
  await expect(previous).toContainText('35');

  // A publicity report is its own line; it does not replace the registration.
  await page.getByTestId('service-respond').click();
  await form.getByRole('radio', { name: '已播放影片' }).check();
  await form.getByTestId('teacher-response-submit').click();
  await expect(form).toBeHidden();
  await expect(previous.getByTestId('service-previous-response')).toHaveCount(2);
  await expect(previous).toContainText('已播放影片');

  // After a reload from the plain service address: no form until asked, then the answer is prefilled.
  await page.goto(`/services/${SERVICE}`);
  await expect(page.getByTestId('service-teacher-panel')).toBeVisible();
  await expect(form).toHaveCount(0);
  await expect(previous.getByTestId('service-previous-response')).toHaveCount(2);
  await page.getByTestId('service-respond').click();
  await expect(form.getByTestId('teacher-response-previous')).toContainText('為本校報名');
  await expect(form.getByRole('radio', { name: '為本校報名' })).toBeChecked();
  await expect(form.getByTestId('question-tr-q-est-students')).toHaveValue('35');
  // Changing it updates the same answer rather than adding one.
  await form.getByTestId('question-tr-q-est-students').fill('40');
  await form.getByTestId('teacher-response-submit').click();
  await expect(form).toBeHidden();
  await expect(previous.getByTestId('service-previous-response')).toHaveCount(2);
  await expect(previous).toContainText('40');
});
