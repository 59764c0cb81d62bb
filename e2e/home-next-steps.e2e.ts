import { readFileSync } from 'node:fs';
import { type Browser, expect, type Locator, type Page, test } from '@playwright/test';
import { applyToEvent, signInWithPhone } from './helpers.ts';

// Issue 28: the home says what to do next, and a step done is gone from it. On a phone, in both languages.
// (1) A new student (registered here, at beacon3 so that no beacon1 list counts them) applies for the campus
// visit (packages/db/src/seed/demo-events.ts, a week ahead), finds "confirm" at the top of the home, taps it,
// confirms, and the step is gone. (2) The career teacher of beacon1 (90000003) sees students waiting for
// verification, taps the step and verifies one; the count goes down. The setup clears one verified demo
// student's verification through the teacher's list, and the journey leaves them verified again.

const CAMPUS_VISIT = 'e0000000-0000-4000-8000-000000000003';
const CAREER_TEACHER = '90000003';
const PHONE = { width: 390, height: 844 };

const PICS_VERSION = /PICS_VERSION = '([^']+)'/.exec(
  readFileSync(new URL('../packages/domain/src/privacy/collection-statement.ts', import.meta.url), 'utf8'),
)![1]!;

const T = {
  en: {
    student: '68000281',
    visit: 'Campus visit: Harbour University',
    confirmWhat: 'Confirm your place at Campus visit: Harbour University',
    confirmed: 'Confirmed',
    // 91000004, 4D: verified in the demo.
    waiting: {
      name: 'Cheung Ka Yan',
      yes: 'Yes',
      what: (n: number) => `Verify ${n} ${n === 1 ? 'student' : 'students'} waiting`,
    },
  },
  'zh-HK': {
    student: '68000282',
    visit: '校園參觀：海港大學',
    confirmWhat: '確認出席「校園參觀：海港大學」',
    confirmed: '已確認',
    // 91000008, 5B: verified in the demo.
    waiting: { name: '吳嘉欣', yes: '是', what: (n: number) => `核實 ${n} 位等待中的學生` },
  },
} as const;

test.describe.configure({ mode: 'serial' });

async function phonePage(browser: Browser): Promise<Page> {
  return (await browser.newContext({ viewport: PHONE })).newPage();
}

/** The home's step of a kind, opening "see all" when it is not among the first five. */
async function stepOf(page: Page, kind: string): Promise<Locator> {
  await expect(page.getByTestId('next-steps')).toBeVisible();
  const step = page.locator(`[data-testid="next-step"][data-kind="${kind}"]`);
  const seeAll = page.getByTestId('next-steps-see-all');
  if ((await step.count()) === 0 && (await seeAll.count()) > 0) {
    if ((await seeAll.getAttribute('aria-expanded')) === 'false') await seeAll.click();
  }
  return step;
}

/** Mantine chips hide their input; a person taps the label. */
async function tapChip(scope: Locator, name: string): Promise<void> {
  await scope.locator('label').getByText(name, { exact: true }).click();
}

for (const lang of ['en', 'zh-HK'] as const) {
  const t = T[lang];

  test(`a student taps "confirm" on the home, confirms, and the step is gone (${lang}, phone)`, async ({
    browser,
  }) => {
    const page = await phonePage(browser);
    const registered = await page.request.post('/api/trpc/users.createNewUser', {
      headers: { 'x-waypoint-lang': lang },
      data: {
        phone: t.student,
        role: 'secondary-school-student',
        fullName: `Home Journey ${lang}`,
        email: `home-journey-${t.student}@example.test`,
        password: 'journey-password-2026',
        confirmPassword: 'journey-password-2026',
        schoolId: 'beacon3',
        class: '6A',
        yearDSE: 2027,
        picsVersion: PICS_VERSION,
      },
    });
    expect(registered.ok()).toBe(true);
    await page.goto(`/home?lang=${lang}`);
    await applyToEvent(page, CAMPUS_VISIT);

    await page.goto('/home');
    const step = await stepOf(page, 'eventConfirm');
    await expect(step).toHaveCount(1);
    await expect(step.getByTestId('next-step-what')).toHaveText(t.confirmWhat);
    await step.click();
    await expect(page).toHaveURL(new RegExp(`/events/${CAMPUS_VISIT}$`));
    await page.getByTestId('event-confirm').click();
    await page.getByTestId('event-dialog-yes').click();
    await expect(page.getByTestId('event-applied')).toHaveText(t.confirmed);

    await page.goBack();
    await expect(page).toHaveURL(/\/home$/);
    await expect(page.getByTestId('next-steps')).toBeVisible();
    await expect(page.locator('[data-testid="next-step"][data-kind="eventConfirm"]')).toHaveCount(0);
    // Not hidden behind "see all" either.
    const seeAll = page.getByTestId('next-steps-see-all');
    if ((await seeAll.count()) > 0 && (await seeAll.getAttribute('aria-expanded')) === 'false')
      await seeAll.click();
    await expect(page.locator('[data-testid="next-step"][data-kind="eventConfirm"]')).toHaveCount(0);
  });

  test(`a teacher verifies a waiting student from the home (${lang}, phone)`, async ({ browser }) => {
    const page = await phonePage(browser);
    await signInWithPhone(page, CAREER_TEACHER, `/login?lang=${lang}`);
    await expect(page).toHaveURL(/\/home$/);

    // Setup: the student's verification cleared in the list (tapping the chosen answer again clears it).
    await page.goto('/mock-jupas');
    await page.getByTestId('student-search').fill(t.waiting.name);
    const listed = page.getByTestId('student-row').filter({ hasText: t.waiting.name });
    await expect(listed).toHaveCount(1);
    await expect(listed.getByRole('checkbox', { name: t.waiting.yes })).toBeChecked();
    await tapChip(listed, t.waiting.yes);
    await expect(listed.getByRole('checkbox', { name: t.waiting.yes })).not.toBeChecked();

    await page.goto('/home');
    const step = await stepOf(page, 'studentsWaiting');
    await expect(step).toHaveCount(1);
    // Others may be waiting too (students registered by other journeys): the count is read, not assumed.
    const what = (await step.getByTestId('next-step-what').textContent()) ?? '';
    const before = Number(/\d+/.exec(what)?.[0]);
    expect(what).toBe(t.waiting.what(before));
    expect(before).toBeGreaterThanOrEqual(1);
    await step.click();

    // The list opens on the students waiting; the teacher finds theirs and verifies them.
    await expect(page).toHaveURL(/\/mock-jupas\?unverified=1$/);
    await page.getByTestId('student-search').fill(t.waiting.name);
    const row = page.getByTestId('student-row').filter({ hasText: t.waiting.name });
    await expect(row).toHaveCount(1);
    const saved = page.waitForResponse((res) => res.url().includes('teacher.updateUserVerificationResult'));
    await tapChip(row, t.waiting.yes);
    expect((await saved).ok()).toBe(true);
    // Verified, the student leaves the list of those waiting.
    await expect(row).toHaveCount(0);

    await page.goBack();
    await expect(page).toHaveURL(/\/home$/);
    const after = page.locator('[data-testid="next-step"][data-kind="studentsWaiting"]');
    if (before === 1) await expect(after).toHaveCount(0);
    else await expect(after.getByTestId('next-step-what')).toHaveText(t.waiting.what(before - 1));
  });
}
