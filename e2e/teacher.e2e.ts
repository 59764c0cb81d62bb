import { type APIRequestContext, expect, type Locator, type Page, test } from '@playwright/test';
import { signInWithPhone } from './helpers.ts';

// Demo people (packages/db/src/seed/demo-people.ts): 90000002 principal and 90000003 career teacher of
// beacon1, 90000005 an Unverified teacher there; students 91000001–91000040 sit in 4A–6E in turn, so
// 5A holds 91000006 Ho Ka Yan, 91000021 Lau Hoi Ching and 91000036 Cheung Wing Sze.
const CAREER_TEACHER = '90000003';
const PRINCIPAL = '90000002';
const STUDENT_5A = '91000021';

test.describe.configure({ mode: 'serial' });

async function signIn(page: Page, phone: string, lang: 'en' | 'zh-HK'): Promise<void> {
  await signInWithPhone(page, phone, `/login?lang=${lang}`);
  await expect(page).toHaveURL(/\/home$/);
}

/** A tRPC call from the signed-in browser context (its cookie), as the web app makes it. */
async function call(request: APIRequestContext, path: string, input: unknown, kind: 'query' | 'mutation') {
  if (kind === 'mutation') return request.post(`/api/trpc/${path}`, { data: input });
  return request.get(`/api/trpc/${path}?input=${encodeURIComponent(JSON.stringify(input))}`);
}

/** Mantine chips hide their input; a person taps the label. */
async function tapChip(scope: Page | Locator, name: string): Promise<void> {
  await scope.locator('label').getByText(name, { exact: true }).click();
}

function studentRow(page: Page, name: string): Locator {
  return page.getByTestId('student-row').filter({ hasText: name });
}

test('a student of 5A puts two programmes in the plan (data for the statistics)', async ({ page }) => {
  await signIn(page, STUDENT_5A, 'en');
  // 161 (CUHK) and 285 (HKU) are the demo programmes: listed, published, with past figures.
  const saved = await call(page.request, 'admission.saveUserChoices', { programIds: [161, 285] }, 'mutation');
  expect(saved.ok()).toBe(true);
});

test('the career teacher finds, filters, searches and verifies students (English)', async ({ page }) => {
  await signIn(page, CAREER_TEACHER, 'en');
  // On a phone-sized screen too: the School tab is where the teacher tools are.
  await page.setViewportSize({ width: 360, height: 740 });
  await page.getByRole('link', { name: 'School', exact: true }).click();
  await expect(page).toHaveURL(/\/mock-jupas$/);
  await expect(page.getByTestId('page-title')).toHaveText('Mock JUPAS');
  // Spec 2 §2: from the results page a teacher returns to the mock-JUPAS service.
  await expect(page.getByTestId('close-page')).toHaveAttribute('href', '/services/mock-jupas');

  await tapChip(page, '5A');
  await expect(page.getByRole('radio', { name: '5A', exact: true })).toBeChecked();
  await expect(page.getByTestId('student-count')).toHaveText('Showing 3 of 3');
  await expect(page.getByTestId('student-row')).toHaveCount(3);
  for (const name of ['Ho Ka Yan', 'Lau Hoi Ching', 'Cheung Wing Sze']) {
    await expect(studentRow(page, name)).toBeVisible();
  }

  await page.getByTestId('student-search').fill('Lau');
  await expect(page.getByTestId('student-row')).toHaveCount(1);
  const row = studentRow(page, 'Lau Hoi Ching');
  await expect(row).toContainText('5A');
  await expect(row).toContainText('2 choices');
  await expect(row.getByRole('link', { name: 'Plan' })).toHaveAttribute('href', /\/ab3\/[0-9a-f-]{36}$/);
  await expect(row.getByRole('link', { name: 'Profile' })).toHaveAttribute(
    'href',
    /\/update-info\/[0-9a-f-]{36}$/,
  );

  const yes = row.getByRole('checkbox', { name: 'Yes' });
  await tapChip(row, 'Yes');
  await expect(yes).toBeChecked();
  // The same value again clears it (spec 2 §4).
  await tapChip(row, 'Yes');
  await expect(yes).not.toBeChecked();
  await expect(row.getByRole('checkbox', { name: 'No' })).not.toBeChecked();

  // Kept by the server: after a reload the choice is still cleared, and Yes still sticks.
  await tapChip(row, 'Yes');
  await expect(yes).toBeChecked();
  await page.reload();
  await page.getByTestId('student-search').fill('Lau');
  await expect(studentRow(page, 'Lau Hoi Ching').getByRole('checkbox', { name: 'Yes' })).toBeChecked();
  await tapChip(page, 'Unverified');
  await expect(page.getByTestId('student-row')).toHaveCount(0);
});

test('the career teacher sees the school statistics and a student’s choices (English)', async ({ page }) => {
  await signIn(page, CAREER_TEACHER, 'en');
  await page.goto('/mock-jupas?lang=en');
  await page.getByTestId('open-school-statistics').click();
  const dialog = page.getByRole('dialog', { name: 'Statistics' });
  const school = dialog.getByTestId('statistics-school');
  await expect(school).toBeVisible();
  // Band A1 of the F.5 year: the 5A student's first choice, CUHK's programme 161.
  await expect(dialog.getByRole('checkbox', { name: 'A1' })).toBeChecked();
  await expect(school.getByTestId('statistics-student-count')).toContainText('students have choices');
  await expect(school.getByTestId('chart-universities')).toContainText('CUHK');
  await expect(school.getByTestId('chart-most-selected')).toContainText('JS4');
  await tapChip(dialog, 'A2');
  await expect(school.getByTestId('chart-universities')).toContainText('HKU');
  await page.keyboard.press('Escape');

  await page.getByTestId('student-search').fill('Lau Hoi');
  await studentRow(page, 'Lau Hoi Ching')
    .getByRole('button', { name: 'Statistics of Lau Hoi Ching' })
    .click();
  const mine = page.getByRole('dialog', { name: 'Statistics' }).getByTestId('statistics-myself');
  await expect(mine).toContainText('2 choices in the plan.');
  await expect(mine.getByTestId('chart-universities')).toContainText('CUHK');
  await expect(mine.getByTestId('chart-universities')).toContainText('HKU');
});

test('a teacher who is not a principal cannot change a teacher’s status', async ({ page }) => {
  await signIn(page, CAREER_TEACHER, 'en');
  await page.goto('/school-teachers?lang=en');
  await expect(page.getByTestId('teacher-group-Unverified')).toContainText('Ho Wing Yan');
  await expect(page.getByTestId('teacher-status-select')).toHaveCount(0);
});

test('the principal confirms the Unverified teacher as Active (Chinese)', async ({ page }) => {
  await signIn(page, PRINCIPAL, 'zh-HK');
  await page.goto('/mock-jupas?lang=zh-HK');
  await page.getByRole('link', { name: '學校教師' }).click();
  await expect(page).toHaveURL(/\/school-teachers$/);
  await expect(page.getByTestId('page-title')).toHaveText('學校教師');
  await expect(page.getByTestId('teacher-group-Principal')).toContainText('黃小明校長');
  const unverified = page.getByTestId('teacher-group-Unverified');
  await expect(unverified).toContainText('何詠欣');

  await page.getByTestId('teacher-search').fill('90000005');
  await unverified.getByRole('combobox', { name: '更改狀態' }).click();
  await page.getByRole('option', { name: '在職' }).click();
  await expect(page.getByText('何詠欣的狀態已改為「在職」。')).toBeVisible();
  await expect(page.getByTestId('teacher-group-Unverified')).toHaveCount(0);
  await expect(page.getByTestId('teacher-group-Other teachers')).toContainText('何詠欣');

  await page.getByTestId('close-page').click();
  await expect(page).toHaveURL(/\/home$/);
});

test('the teacher tools read in Chinese: chips, verification and statistics', async ({ page }) => {
  await signIn(page, CAREER_TEACHER, 'zh-HK');
  // The account remembers the language chosen in the English tests: ask for Chinese again.
  await page.goto('/mock-jupas?lang=zh-HK');
  await expect(page.getByTestId('page-title')).toHaveText('模擬聯招');
  await tapChip(page, '5A');
  await expect(page.getByRole('radio', { name: '5A', exact: true })).toBeChecked();
  await page.getByTestId('student-search').fill('Cheung');
  const row = studentRow(page, '張詠詩');
  await expect(row).toBeVisible();
  const no = row.getByRole('checkbox', { name: '否' });
  await tapChip(row, '否');
  await expect(no).toBeChecked();
  await tapChip(row, '否');
  await expect(no).not.toBeChecked();
  await page.getByTestId('open-school-statistics').click();
  const dialog = page.getByRole('dialog', { name: '統計' });
  await expect(dialog.getByTestId('chart-universities')).toContainText('香港中文大學');
  await expect(dialog.getByText('文憑試年份')).toBeVisible();
});

test('a student gets their own plan and statistics, never the school’s data', async ({ page }) => {
  await signIn(page, STUDENT_5A, 'en');
  await page.goto('/mock-jupas?lang=en');
  await expect(page.getByTestId('student-row')).toHaveCount(0);
  await expect(page.getByRole('link', { name: 'Open my plan' })).toHaveAttribute('href', '/ab3');
  await expect(page.getByTestId('close-page')).toHaveAttribute('href', '/home');
  await page.getByRole('button', { name: 'My statistics' }).click();
  const dialog = page.getByRole('dialog', { name: 'Statistics' });
  await expect(dialog.getByTestId('statistics-myself')).toContainText('2 choices in the plan.');
  await expect(dialog.getByTestId('statistics-school')).toHaveCount(0);
  await page.keyboard.press('Escape');

  await page.goto('/school-teachers?lang=en');
  await expect(page.getByText("The school teacher list is for the school's teachers.")).toBeVisible();
  await expect(page.getByTestId('teacher-card')).toHaveCount(0);

  // The server refuses the calls themselves, whatever the page shows.
  for (const [path, input] of [
    ['teacher.getUsersBySchoolId', { schoolId: 'beacon1' }],
    ['teacher.getSchoolTeachers', { schoolId: 'beacon1' }],
    ['teacher.getSchoolMockJUPASResults', { schoolId: 'beacon1', yearDSE: 2027, bandOrders: [1] }],
  ] as const) {
    const response = await call(page.request, path, input, 'query');
    expect(response.status(), path).toBe(403);
  }
});

test('the demo shows programmes 161 and 285 only and takes no choice', async ({ page }) => {
  await signIn(page, CAREER_TEACHER, 'en');
  await page.goto('/achievejupas-demo?lang=en');
  await expect(page.getByTestId('page-title')).toHaveText('Mock JUPAS demo');
  await expect(page.getByTestId('demo-choice')).toHaveCount(2);
  await expect(page.getByTestId('demo-choice').first()).toContainText('JS4434');
  await expect(page.getByTestId('demo-choice').last()).toContainText('JS6937');
  await expect(page.getByText('Choices 3 to 20: adding is off in the demo.')).toBeVisible();
  await page.getByTestId('open-demo-deck').click();
  await expect(page.getByRole('dialog')).toBeVisible();

  await page.goto('/achievejupas-student-demo?lang=zh-HK');
  await expect(page.getByTestId('page-title')).toHaveText('模擬聯招：學生示範');
});
