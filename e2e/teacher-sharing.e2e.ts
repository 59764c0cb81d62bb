import { type Browser, expect, type Page, test } from '@playwright/test';
import { signInWithPhone } from './helpers.ts';

// Issue 10 items 7–10, as teachers and students meet them (demo data: packages/db/src/seed/demo-events.ts).
// The campus visit is open to every school, with two beacon1 applicants (one confirmed); the school talk
// is run for beacon1 alone and has no service; the career talk is another session.
const CAMPUS_VISIT = 'e0000000-0000-4000-8000-000000000003';
const SMALL_TALK = 'e0000000-0000-4000-8000-000000000005';
const SCHOOL_TALK = 'e0000000-0000-4000-8000-000000000010';
// Workshop 2: no student journey applies to it; only teacher-events.e2e.ts nominates one student.
const WORKSHOP_2 = 'e0000000-0000-4000-8000-000000000004';

test.describe.configure({ mode: 'serial' });
test.use({ actionTimeout: 10_000 });

type Lang = 'en' | 'zh-HK';

async function signedInPage(browser: Browser, phone: string, lang: Lang): Promise<Page> {
  const page = await (await browser.newContext()).newPage();
  await signInWithPhone(page, phone, `/login?lang=${lang}`);
  await expect(page).toHaveURL(/\/home$/);
  return page;
}

const text = {
  en: {
    forSchool: 'run for your school',
    // One seeded application; teacher-events.e2e.ts, when it ran first, adds one nomination (applied and confirmed).
    counts: /^(1 applied · 0 confirmed|2 applied · 1 confirmed) · 0 attended$/,
    workshop2: 'Workshop 2: build your portfolio',
    played: 'Played the video',
    published: 'Published by other means',
    signingUpFor: 'You are signing up for',
    statistics: 'My statistics',
    statisticsTitle: 'Statistics',
    universities: 'Universities',
    disciplineGroups: 'Discipline groups',
    best5Median: 'Best-5 median',
    myChoices: (n: number) => `${n} ${n === 1 ? 'choice' : 'choices'} in the plan.`,
    noChoices: 'No choices yet',
    nominateConfirm: 'Confirm nomination?',
    nominateThanks: 'Thank you for your nomination.',
  },
  'zh-HK': {
    forSchool: '本校專場',
    counts: /^(1 人報名 · 0 人已確認|2 人報名 · 1 人已確認) · 0 人已出席$/,
    workshop2: '工作坊二：建立個人作品集',
    played: '已播放影片',
    published: '已用其他方式發布',
    signingUpFor: '你正在報名參加',
    statistics: '我的統計',
    statisticsTitle: '統計',
    universities: '大學',
    disciplineGroups: '學科組別',
    best5Median: '最佳五科中位數',
    myChoices: (n: number) => `計劃中有 ${n} 個選擇。`,
    noChoices: '尚未有選擇',
    nominateConfirm: '確定提名？',
    nominateThanks: '感謝你的提名。',
  },
} as const;

for (const [lang, teacherPhone, statusClass] of [
  ['en', '90000003', '5C'],
  ['zh-HK', '90000004', '5D'],
] as const) {
  const s = text[lang];

  test(`a teacher sees the school's sessions and only this session's responses (${lang})`, async ({
    browser,
  }) => {
    const page = await signedInPage(browser, teacherPhone, lang);
    // A session run for the school, with no service: the panel lists it.
    await page.goto(`/events/${SCHOOL_TALK}?lang=${lang}`);
    const mine = page.getByTestId('my-school-sessions');
    await expect(mine).toBeVisible();
    await expect(mine.getByTestId('my-school-session')).toHaveCount(1);
    await expect(mine.getByTestId('my-school-session')).toContainText(s.forSchool);

    // An open session: the school's applicants are counted (one seeded application, none confirmed).
    await page.goto(`/events/${WORKSHOP_2}?lang=${lang}`);
    // The row of Workshop 2 itself: the panel also lists other sessions of the series.
    const workshop = page.getByTestId('my-school-session').filter({ hasText: s.workshop2 });
    await expect(workshop.getByTestId('my-school-session-counts')).toHaveText(s.counts);
    await page.goto(`/events/${CAMPUS_VISIT}?lang=${lang}`);
    // A class status here shows under this session's previous responses…
    await page.getByTestId(`class-select-${statusClass}`).click();
    await page.getByRole('option', { name: s.played }).click();
    await expect(page.getByTestId('previous-responses')).toContainText(s.played);
    // …and not under another session's.
    await page.goto(`/events/${SMALL_TALK}?lang=${lang}`);
    await page.getByTestId(`class-select-${statusClass}`).click();
    await page.getByRole('option', { name: s.published }).click();
    // Once this session's own answer is listed, the campus visit's is not (it was, before the fix).
    const previous = page.getByTestId('previous-response');
    await expect(previous.filter({ hasText: s.published }).filter({ hasText: statusClass })).toHaveCount(1);
    await expect(page.getByTestId('previous-responses')).not.toContainText(s.played);
  });

  test(`a teacher shares an event; a new phone from the link keeps role, school and event (${lang})`, async ({
    browser,
  }) => {
    const teacher = await signedInPage(browser, teacherPhone, lang);
    await teacher.goto(`/events/${CAMPUS_VISIT}?lang=${lang}`);
    await teacher.getByTestId('event-share-open').click();
    await expect(teacher.getByTestId('reg-qr-code')).toBeVisible();
    const url = await teacher.getByTestId('reg-qr-url').inputValue();
    expect(url).toMatch(new RegExp(`/s/beacon1/${CAMPUS_VISIT}$`));
    await expect(teacher.getByRole('dialog').getByRole('img', { name: /poster|海報/i })).toBeVisible();

    // The same link from the school student list, for a session chosen there.
    await teacher.goto(`/mock-jupas?lang=${lang}`);
    await teacher.getByTestId('nominate-session-select').click();
    await teacher.getByRole('option', { name: /Campus visit|校園參觀/ }).click();
    await teacher.getByTestId('event-share-open').click();
    await expect(teacher.getByTestId('reg-qr-url')).toHaveValue(url);

    // A visitor opening the link sees the event, goes to log in, and an unknown phone registers.
    const visitor = await (await browser.newContext()).newPage();
    await visitor.goto(`${url}?lang=${lang}`);
    await expect(visitor.getByTestId('linked-event')).toContainText(s.signingUpFor);
    await expect(visitor.getByTestId('linked-event-name')).toHaveText(
      lang === 'en' ? 'Campus visit: Harbour University' : '校園參觀：海港大學',
    );
    await visitor.getByTestId('auth-to-login').click();
    await expect(visitor.getByTestId('linked-event')).toBeVisible();
    const phone = lang === 'en' ? '67000101' : '67000102';
    await visitor.getByTestId('login-phone').fill(phone);
    await visitor.getByTestId('login-next').click();
    await expect(visitor).toHaveURL(/\/register\?/);
    const query = new URL(visitor.url()).searchParams;
    expect(Object.fromEntries(query)).toMatchObject({
      phone,
      role: 'secondary-school-student',
      redirectPath: `/events/${CAMPUS_VISIT}`,
      schoolId: 'beacon1',
      eventId: CAMPUS_VISIT,
    });
    await expect(visitor.getByTestId('linked-event')).toBeVisible();
    if (lang === 'en') {
      await visitor.getByLabel(/^Full name/).fill(`New Student ${phone}`);
      await visitor.getByLabel('E-mail').fill(`s${phone}@example.com`);
      await visitor.getByLabel(/^Password/).fill('a-long-password');
      await visitor.getByLabel('Confirm password').fill('a-long-password');
      await visitor.getByRole('combobox', { name: 'Year of DSE' }).click();
      await visitor.getByRole('option').first().click();
      await visitor.getByRole('checkbox').check();
      await visitor.getByRole('button', { name: 'Create my account' }).click();
      await expect(visitor).toHaveURL(new RegExp(`/events/${CAMPUS_VISIT}$`));
      const res = await visitor.request.get('/api/trpc/users.getLoggedInUser');
      const body = (await res.json()) as {
        result: { data: { schoolId: string; isSecondaryStudent: boolean } };
      };
      expect(body.result.data).toMatchObject({ schoolId: 'beacon1', isSecondaryStudent: true });
      await expect(visitor.getByTestId('event-detail')).toBeVisible();
    }
  });

  test(`a student opens their own statistics from the plan (${lang})`, async ({ browser }) => {
    const page = await signedInPage(browser, lang === 'en' ? '91000001' : '91000002', lang);
    // Other journeys may have changed this student's plan: the words expected follow what it holds now.
    const plan = (await (await page.request.get('/api/trpc/admission.getStudentByUserId')).json()) as {
      result: { data: { choices: { programId: number }[] } };
    };
    const choices = plan.result.data.choices;
    const portal = (await (await page.request.get('/api/reference/portal-data')).json()) as {
      programs: { id: number; institutionId: number }[];
      institutions: { id: number; nameShort: string; nameChi: string }[];
    };
    const institutionOf = new Map(portal.programs.map((p) => [p.id, p.institutionId]));
    const universities = [...new Set(choices.map((c) => institutionOf.get(c.programId)))].map((id) => {
      const institution = portal.institutions.find((i) => i.id === id)!;
      return lang === 'en' ? institution.nameShort : institution.nameChi;
    });

    await page.goto(`/ab3?lang=${lang}`);
    await expect(page.getByTestId('ab3-statistics')).toHaveText(s.statistics);
    await page.getByTestId('ab3-statistics').click();
    const dialog = page.getByRole('dialog');
    await expect(dialog.getByTestId('modal-title')).toHaveText(s.statisticsTitle);
    const mine = dialog.getByTestId('statistics-myself');
    await expect(mine).toContainText(s.myChoices(choices.length), { timeout: 20_000 });
    const chart = mine.getByTestId('chart-universities');
    await expect(chart.getByRole('heading')).toHaveText(s.universities);
    await expect(mine.getByTestId('chart-discipline-groups').getByRole('heading')).toHaveText(
      s.disciplineGroups,
    );
    await expect(mine.getByTestId('chart-best5').getByRole('heading')).toHaveText(s.best5Median);
    for (const name of universities.length > 0 ? universities : [s.noChoices])
      await expect(chart).toContainText(name);
  });

  test(`a teacher nominates a colleague from the school teacher list (${lang})`, async ({ browser }) => {
    const page = await signedInPage(browser, lang === 'en' ? '90000003' : '90000002', lang);
    await page.goto(`/school-teachers?lang=${lang}`);
    const footer = page.getByTestId('teacher-nomination-footer');
    await expect(footer).toBeVisible();
    await expect(footer.getByTestId('teacher-nominate')).toBeDisabled();
    const colleague = page.locator('[data-testid="teacher-card"]').filter({ hasText: '90000004' });
    await colleague.getByTestId('teacher-pick').check();
    await footer.getByTestId('teacher-nominate-session').click();
    await page.getByRole('option').first().click();
    await footer.getByTestId('teacher-nominate').click();
    await expect(page.getByText(s.nominateConfirm)).toBeVisible();
    await page.getByTestId('teacher-nominate-yes').click();
    await expect(page.getByText(s.nominateThanks)).toBeVisible();
    await expect(colleague.getByTestId('teacher-pick')).not.toBeChecked();
    // Spec 2 §4: the colleague's card now carries the event and its Nominated badge (issue 24).
    await expect(colleague.getByTestId('teacher-event').getByTestId('badge-nominated')).toBeVisible();
  });
}

test.describe('on a phone (390×844)', () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test('a teacher shares an event and reaches the nomination footer in Chinese', async ({ browser }) => {
    const context = await browser.newContext({ viewport: { width: 390, height: 844 } });
    const page = await context.newPage();
    await signInWithPhone(page, '90000003', '/login?lang=zh-HK');
    await expect(page).toHaveURL(/\/home$/);
    await page.goto(`/events/${CAMPUS_VISIT}?lang=zh-HK`);
    await expect(page.getByTestId('my-school-sessions')).toBeVisible();
    await page.getByTestId('event-share-open').click();
    await expect(page.getByTestId('reg-qr-url')).toBeInViewport();
    await page.keyboard.press('Escape');

    await page.goto('/school-teachers?lang=zh-HK');
    const footer = page.getByTestId('teacher-nomination-footer');
    // Sticky at the bottom of the screen while the list scrolls.
    await expect(footer.getByTestId('teacher-nominate')).toBeInViewport();
    const box = await footer.boundingBox();
    expect((box?.x ?? 0) + (box?.width ?? 0)).toBeLessThanOrEqual(390);
    await context.close();
  });
});
