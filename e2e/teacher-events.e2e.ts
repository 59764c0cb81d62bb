import { readFileSync } from 'node:fs';
import { expect, type Page, test } from '@playwright/test';
import ExcelJS from 'exceljs';
import { signInWithPhone } from './helpers.ts';

// Demo session (packages/db/src/seed/demo-events.ts): the Harbour University campus visit, a week ahead,
// a work event open to every school. Students 91000027 (6B, no. 2) and 91000028 (6C, no. 2) have not answered.
const CAMPUS_VISIT = 'e0000000-0000-4000-8000-000000000003';

test.describe.configure({ mode: 'serial' });
// A step that cannot happen fails on its own line rather than at the test's time limit.
test.use({ actionTimeout: 10_000 });

async function signIn(page: Page, phone: string, lang: 'en' | 'zh-HK'): Promise<void> {
  await signInWithPhone(page, phone, `/login?lang=${lang}`);
  await expect(page).toHaveURL(/\/home$/);
}

/** The first sheet of a downloaded workbook. */
async function readBook(path: string): Promise<ExcelJS.Worksheet> {
  const book = new ExcelJS.Workbook();
  await book.xlsx.readFile(path);
  return book.worksheets[0]!;
}

/** 'YYYY-MM-DD' of the Hong Kong day `days` from now. */
function hkDate(days: number): string {
  return new Date(Date.now() + 8 * 3_600_000 + days * 86_400_000).toISOString().slice(0, 10);
}

test('a teacher books time for a class, nominates two students and sees the ticks (English)', async ({
  page,
}) => {
  await signIn(page, '90000003', 'en');
  await page.goto(`/events/${CAMPUS_VISIT}`);
  await expect(page.getByTestId('teacher-event-panels')).toBeVisible();

  // Class status: 'Book time' opens the sub-modal for proposed dates and times.
  await page.getByTestId('class-select-5A').click();
  await page.getByRole('option', { name: 'Book time' }).click();
  const modal = page.getByTestId('book-time-modal');
  await expect(modal).toBeVisible();
  await modal.getByTestId('question-tr-q-preferred-dates-date').fill(hkDate(2));
  await modal.getByTestId('question-tr-q-preferred-dates-time').click();
  await page.getByRole('option', { name: '10:30' }).click();
  await modal.getByTestId('question-tr-q-est-students').fill('32');
  await modal.getByTestId('book-time-submit').click();
  await expect(page.getByText('Thank you for your response.')).toBeVisible();
  await expect(page.getByTestId('class-proposed-5A')).toContainText('Proposed:');
  await expect(page.getByTestId('class-proposed-5A')).toContainText('10:30');
  // Another status saves at once.
  await page.getByTestId('class-select-5B').click();
  await page.getByRole('option', { name: 'Played the video' }).click();
  await expect(page.getByTestId('previous-responses')).toContainText('Played the video');

  // Nominate two students from the 'For teachers / principals' panel.
  await page.getByTestId('nominate-students').click();
  const nominate = page.getByTestId('nominate-modal');
  await expect(nominate).toBeVisible();
  for (const cls of ['6B', '6C']) {
    await nominate.getByTestId('nominate-search').fill(cls);
    const row = nominate.locator('[data-testid^="nominate-row-"]').filter({ hasText: `${cls} · 2` });
    await row.getByTestId('nominate-check').check();
  }
  await expect(nominate.getByTestId('nominate-selected-count')).toHaveText('2 selected');
  await nominate.getByTestId('nominate-submit').click();
  const confirm = page.getByTestId('nominate-confirm');
  await expect(page.getByText('Confirm nomination?')).toBeVisible();
  await expect(confirm.getByRole('listitem')).toHaveCount(2);
  await confirm.getByTestId('nominate-confirm-ok').click();
  await expect(page.getByText('Thank you for your nomination.')).toBeVisible();
  // Issue 24 item 13: the toast stood over the modal's title "Nominate students: …"; it leaves it clear.
  const toast = (await page.locator('.mantine-Notification-root').boundingBox())!;
  const title = (await page.locator('.mantine-Modal-title', { hasText: 'Nominate students' }).boundingBox())!;
  expect(toast.y >= title.y + title.height || toast.y + toast.height <= title.y).toBe(true);
  await nominate.getByTestId('nominate-search').fill('');
  await nominate.getByText('Applicants only').click();
  // The two nominated (plus the demo's applicants) now show ticks and badges.
  for (const cls of ['6B', '6C']) {
    const row = nominate.locator('[data-testid^="nominate-row-"]').filter({ hasText: `${cls} · 2` });
    await expect(row.getByTestId('nominate-tick')).toBeVisible();
    await expect(row.getByTestId('badge-nominated')).toBeVisible();
  }
});

test('a class teacher responds in Chinese and downloads the school list', async ({ page }) => {
  await signIn(page, '90000004', 'zh-HK');
  await page.goto(`/events/${CAMPUS_VISIT}`);
  await page.getByTestId('teacher-respond').click();
  const form = page.getByTestId('teacher-response-form');
  await expect(form).toBeVisible();
  // 'Interested: show me the next step' is chosen for the teacher, so there is no submit yet.
  await expect(form.getByTestId('teacher-response-submit')).toHaveCount(0);
  await form.getByRole('radio', { name: '為本校報名' }).check();
  await form.getByTestId('question-tr-q-est-students').fill('25');
  await form.getByTestId('teacher-response-submit').click();
  await expect(page.getByText('感謝你的回覆。')).toBeVisible();
  await expect(page.getByTestId('previous-responses')).toContainText('為本校報名');

  const [download] = await Promise.all([
    page.waitForEvent('download'),
    page.getByTestId('session-csv').click(),
  ]);
  const path = await download.path();
  const csv = readFileSync(path, 'utf8');
  expect(csv.split('\r\n')[0]).toContain('"姓名 Name","中文姓名 Chinese name","班別 Class"');
  expect(csv).toContain('"Confirmed","是"');
  // Its Excel twin: the same header row, a real workbook.
  const [excel] = await Promise.all([
    page.waitForEvent('download'),
    page.getByTestId('session-xlsx').click(),
  ]);
  expect(excel.suggestedFilename()).toMatch(/\.xlsx$/);
  const sessionBook = await readBook(await excel.path());
  expect(sessionBook.getRow(1).getCell(3).value).toBe('班別 Class');
  expect(sessionBook.rowCount).toBe(csv.trim().split('\r\n').length);
});

test('the school student list shows the nominations and nominates for a chosen session', async ({ page }) => {
  await signIn(page, '90000003', 'en');
  await page.goto('/mock-jupas');
  await page.locator('label').getByText('Nominated', { exact: true }).click();
  // The two nominated on the campus visit (6B and 6C, no. 2) carry the badge.
  const rows = page.getByTestId('student-row');
  await expect(rows).toHaveCount(2);
  await expect(rows.getByTestId('badge-nominated')).toHaveCount(2);

  await page.getByTestId('nominate-session-select').click();
  await page.getByRole('option', { name: /^Workshop 2: build your portfolio/ }).click();
  await page.getByTestId('nominate-for-session').click();
  const nominate = page.getByTestId('nominate-modal');
  await nominate.getByTestId('nominate-search').fill('6D');
  const row = nominate.locator('[data-testid^="nominate-row-"]').filter({ hasText: '6D · 2' });
  await row.getByTestId('nominate-check').check();
  await nominate.getByTestId('nominate-submit').click();
  await page.getByTestId('nominate-confirm-ok').click();
  await expect(page.getByText('Thank you for your nomination.')).toBeVisible();
  await expect(row.getByTestId('nominate-tick')).toBeVisible();

  // The school's list as Excel carries the nomination just made.
  await page.keyboard.press('Escape');
  const [download] = await Promise.all([
    page.waitForEvent('download'),
    page.getByTestId('students-xlsx').click(),
  ]);
  const sheet = await readBook(await download.path());
  expect(sheet.getRow(1).getCell(10).value).toBe('獲提名活動 Nominated for');
  const rowsOf6D2: string[] = [];
  sheet.eachRow((r) => {
    if (r.getCell(1).value === '6D' && r.getCell(2).value === 2) rowsOf6D2.push(String(r.getCell(10).value));
  });
  expect(rowsOf6D2).toHaveLength(1);
  expect(rowsOf6D2[0]).toMatch(/Workshop 2: build your portfolio/);
});

test('an admin sends a WhatsApp message to chosen teachers through the outbox', async ({ page }) => {
  await signIn(page, '90000001', 'en');
  await page.goto('/admin/whatsapp');
  await page.getByRole('button', { name: 'Schools' }).click();
  const picker = page.getByRole('dialog', { name: 'Select schools' });
  await picker.getByRole('textbox', { name: 'Search / Add New' }).fill('Beacon College');
  await picker.getByText('Beacon College (Demo)', { exact: true }).click();
  await picker.getByRole('button', { name: 'Done' }).click();
  await page.getByTestId('wa-role-teacher').check();
  await page.getByTestId('wa-role-secondary-school-student').uncheck();
  await page.getByTestId('wa-load').click();
  await page.getByRole('checkbox', { name: /^Chan Mei Ling/ }).check();
  await expect(page.getByTestId('wa-selected')).toContainText('1 of');
  await page.getByTestId('wa-message').fill('Teachers’ briefing moved to room 301.');
  await page.getByTestId('wa-send').click();
  await page.getByTestId('wa-confirm').click();
  await expect(page.getByText('1 message queued. It will be sent in minutes.')).toBeVisible();
  await page.goto('/admin/outbox');
  await expect(page.getByText('Teachers’ briefing moved to room 301.').first()).toBeVisible();
});
