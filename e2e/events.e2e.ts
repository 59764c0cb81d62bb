import { expect, type Page, test } from '@playwright/test';
import { signInWithPhone } from './helpers.ts';

// Demo sessions (packages/db/src/seed/demo-events.ts): the healthcare seminar started 30 minutes before
// the server seeded it (roll-call open, code WAY2026); the Lion Rock talk has 3 seats, 2 held by the demo.
const SEMINAR_TODAY = 'e0000000-0000-4000-8000-000000000002';
const SMALL_TALK = 'e0000000-0000-4000-8000-000000000005';

test.describe.configure({ mode: 'serial' });

async function signIn(page: Page, phone: string, lang: 'en' | 'zh-HK'): Promise<void> {
  await signInWithPhone(page, phone, `/login?lang=${lang}`);
  await expect(page).toHaveURL(/\/home$/);
}

test('a student applies by link, confirms, takes roll-call and fills the task (English)', async ({
  page,
}) => {
  await signIn(page, '91000010', 'en');
  await page.goto(`/apply/${SEMINAR_TODAY}`);
  // The deep link prompts by itself, naming the event and its time.
  await expect(page.getByTestId('event-dialog-prompt')).toContainText(
    'Apply for Work seminar: healthcare careers (',
  );
  await page.getByTestId('event-dialog-yes').click();
  await expect(page.getByText('Thank you for your application.')).toBeVisible();
  await expect(page.getByTestId('event-applied')).toHaveText('Applied');
  await expect(page.getByRole('link', { name: 'Join the online meeting' })).toBeVisible();

  await page.getByTestId('event-confirm').click();
  await expect(page.getByTestId('event-dialog-prompt')).toContainText('Confirm your attendance at');
  await page.getByTestId('event-dialog-yes').click();
  await expect(page.getByTestId('event-applied')).toHaveText('Confirmed');
  await expect(page.getByTestId('event-confirm')).toBeDisabled();

  await page.getByTestId('event-roll-call').click();
  await page.getByTestId('roll-call-code').fill('WRONG1');
  await page.getByTestId('event-dialog-yes').click();
  await expect(page.getByTestId('event-dialog-error')).toHaveText(
    'Incorrect roll call code. Please try again.',
  );
  await page.getByTestId('roll-call-code').fill('way2026');
  await page.getByTestId('event-dialog-yes').click();
  await expect(page.getByText('Your attendance is recorded.')).toBeVisible();
  await expect(page.getByTestId('event-attended')).toHaveText('Attended');

  const task = page.getByTestId('task-demo-task-seminar-reflection');
  await expect(task.getByTestId('task-state')).toHaveText('Not done');
  await expect(task.getByTestId('task-submit')).toBeDisabled();
  await task.getByRole('radio', { name: '4', exact: true }).check();
  // Ten fields: the first 8 show, then 'More options...'.
  await expect(task.getByRole('radio', { name: 'Social work' })).toHaveCount(0);
  await task.getByText('More options...').click();
  await task.getByRole('radio', { name: 'Social work' }).check();
  await task.getByLabel('What is one thing you learned?').fill('Nurses plan every shift as a team.');
  await task.getByTestId('task-submit').click();
  await expect(page.getByText('Your responses have been saved.')).toBeVisible();
  await expect(task.getByTestId('task-state')).toHaveText('Done');
  await expect(task.getByTestId('task-submit')).toBeDisabled();
});

test('a full session puts the next applicant on the waiting list; a withdrawal promotes them (zh-HK)', async ({
  page,
  browser,
}) => {
  await signIn(page, '91000011', 'zh-HK');
  await page.goto(`/events/${SMALL_TALK}`);
  await expect(page.getByTestId('event-seats')).toHaveText('尚餘 1 個名額');
  await page.getByTestId('event-apply').click();
  await expect(page.getByTestId('event-dialog-prompt')).toContainText('報名參加 職業講座：獅子山科技的一天');
  await page.getByTestId('event-dialog-yes').click();
  await expect(page.getByText('多謝你的報名。')).toBeVisible();
  await expect(page.getByTestId('event-seats')).toHaveText('已滿額－新報名者會列入候補名單');

  const other = await browser.newContext();
  const second = await other.newPage();
  await signIn(second, '91000012', 'zh-HK');
  await second.goto(`/events/${SMALL_TALK}`);
  await second.getByTestId('event-apply').click();
  await second.getByTestId('event-dialog-yes').click();
  await expect(second.getByText('此活動已滿額，你在候補名單排第 1 位。')).toBeVisible();
  await expect(second.getByTestId('event-waiting-place')).toHaveText('候補名單：第 1 位');

  // The first student withdraws by link: a reason is required.
  await page.goto(`/withdraw/${SMALL_TALK}`);
  await expect(page.getByTestId('event-dialog-prompt')).toContainText('退出 職業講座：獅子山科技的一天');
  await page.getByTestId('event-dialog-yes').click();
  await expect(page.getByTestId('event-dialog-error')).toHaveText('請填寫退出原因。');
  await page.getByTestId('withdraw-reason').fill('要溫習考試');
  await page.getByTestId('event-dialog-yes').click();
  await expect(page.getByTestId('event-apply')).toBeVisible();

  await second.reload();
  await expect(second.getByTestId('event-waiting-place')).toHaveCount(0);
  await expect(second.getByTestId('event-applied')).toHaveText('已報名');
  await other.close();
});

test('visitors see the sessions with Login to apply', async ({ page }) => {
  await page.goto('/events?lang=en');
  await expect(page.getByTestId('page-title')).toHaveText('Events');
  await expect(
    page.getByTestId(`event-card-${SMALL_TALK}`).getByTestId('event-login-to-apply'),
  ).toBeVisible();
});
