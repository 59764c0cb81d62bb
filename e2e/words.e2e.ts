import { expect, type Page, test } from '@playwright/test';
import { signInWithPhone } from './helpers.ts';

// Issue 24, items 23–26: the words a person reads, in both languages (Chinese on the phone viewport).
// Read-only journeys: student 91000026 opens their consent page and the deck; teacher 90000003 the list.
const STUDENT = '91000026';
const TEACHER = '90000003';
const ADMIN = '90000001';
// packages/db/src/seed/demo-votes.ts: attended by class teacher 90000004 (5A) and students of beacon1.
const VOTES_SESSION = 'e7000000-0000-4000-8000-000000000001';
const PHONE = { width: 390, height: 844 };

type Lang = 'en' | 'zh-HK';
const T = {
  en: {
    slide: 'slide',
    slides: 'Slides',
    status: (n: number, total: number) => `Slide ${n} of ${total}`,
    firstOf: /^Slide 1 of \d+$/,
    states: { verified: 'Verified', unverified: 'Not verified', notOurStudent: 'Not our student' },
    parentOf: 'I am the parent or guardian of ',
    namedBelow: 'named below',
    teacherRoles: ['School roles: Class teacher', 'Class roles: Class teacher 5A'],
    band: 'School band: ',
    group: /^Beacon .+, class \d[A-Z]$/,
  },
  'zh-HK': {
    slide: '投影片',
    slides: '投影片導覽',
    status: (n: number, total: number) => `第${n}張，共${total}張`,
    firstOf: /^第1張，共\d+張$/,
    states: { verified: '已核實', unverified: '未核實', notOurStudent: '不屬本校' },
    parentOf: '本人為',
    namedBelow: '下列學生',
    teacherRoles: ['學校職位：班主任', '班級職務：班主任 5A'],
    band: '學校組別：',
    group: /^燈塔書院.* \d[A-Z]班$/,
  },
} as const;

async function open(page: Page, lang: Lang): Promise<void> {
  if (lang === 'zh-HK') await page.setViewportSize(PHONE);
}

for (const lang of ['en', 'zh-HK'] as const) {
  const t = T[lang];

  test(`the home banner's slides speak the reader's language (${lang})`, async ({ page }) => {
    await open(page, lang);
    await page.goto(`/home?lang=${lang}`);
    const slides = page.locator('.mantine-Carousel-slide');
    await expect(slides.first()).toHaveAttribute('aria-roledescription', t.slide);
    const total = await slides.count();
    await expect(slides.first()).toHaveAttribute('aria-label', t.status(1, total));
    await expect(page.getByRole('tablist', { name: t.slides })).toBeVisible();
    await expect(page.locator('[aria-label="Carousel slide"]')).toHaveCount(0);
  });

  test(`the programme deck announces its position in the reader's language (${lang})`, async ({ page }) => {
    await open(page, lang);
    await signInWithPhone(page, STUDENT, `/login?lang=${lang}`);
    await expect(page).toHaveURL(/\/home$/);
    await page.goto(`/ab3?lang=${lang}`);
    await page
      .getByTestId('ab3-segment-control')
      .getByText(lang === 'en' ? '2 Programs' : '2 課程', { exact: true })
      .click();
    await page.getByTestId('open-program-deck').click();
    const deck = page.getByTestId('program-deck');
    await expect(deck.getByTestId('deck-position')).toBeVisible();
    // Mantine's own English 'Slide 1 of N' is not what a screen reader hears.
    await expect(deck.getByRole('status').filter({ hasText: /^Slide \d+ of \d+$/ })).toHaveCount(0);
    await expect(deck.getByTestId('deck-position')).toHaveAttribute('role', 'status');
    const first = deck.locator('.mantine-Carousel-slide').first();
    await expect(first).toHaveAttribute('aria-roledescription', t.slide);
    await expect(first).toHaveAttribute('aria-label', t.firstOf);
  });

  test(`the consent page names the student it is for (${lang})`, async ({ page }) => {
    await open(page, lang);
    await signInWithPhone(page, STUDENT, `/login?lang=${lang}`);
    await expect(page).toHaveURL(/\/home$/);
    await page.goto(`/parent-consent/bluebird-seed?lang=${lang}`);
    const child = page.getByTestId('consent-child');
    await expect(child).toBeVisible();
    const statement = page.getByTestId('consent-statement');
    await expect(statement).toContainText(t.parentOf);
    await expect(statement).not.toContainText(t.namedBelow);
    const heading = await child.innerText();
    const name = lang === 'en' ? heading.replace(/^Consent for /, '') : heading.replace(/ 的同意書$/, '');
    expect(name.length).toBeGreaterThan(1);
    await expect(statement).toContainText(`${t.parentOf}${name}`);
  });

  test(`the student list shows each student's verification state itself (${lang})`, async ({ page }) => {
    await open(page, lang);
    await signInWithPhone(page, TEACHER, `/login?lang=${lang}`);
    await expect(page).toHaveURL(/\/home$/);
    await page.goto(`/mock-jupas?lang=${lang}`);
    const rows = page.getByTestId('student-row');
    await expect(rows.first()).toBeVisible();
    const states = rows.getByTestId('verification-state');
    await expect(states.first()).toBeVisible();
    const count = await states.count();
    for (let i = 0; i < count; i += 1) {
      const state = (await states.nth(i).getAttribute('data-state')) as keyof typeof t.states;
      await expect(states.nth(i)).toHaveText(t.states[state]);
    }
    await expect(states.filter({ hasText: t.states.verified }).first()).toBeVisible();
  });
}

for (const lang of ['en', 'zh-HK'] as const) {
  const t = T[lang];

  test(`a session list names roles, bands and groups in the reader's words (${lang})`, async ({ page }) => {
    await open(page, lang);
    await signInWithPhone(page, ADMIN, `/login?lang=${lang}`);
    await expect(page).toHaveURL(/\/home$/);
    await page.goto(`/sessions/${VOTES_SESSION}?lang=${lang}`);
    await expect(page.getByTestId('session-list-modal')).toBeVisible();
    const teacher = page.getByTestId('teacher-details').first();
    for (const words of t.teacherRoles) await expect(teacher).toContainText(words);
    const details = page.getByTestId('person-details').first();
    await expect(details).toContainText(t.band);
    if (lang === 'zh-HK') {
      await expect(teacher).not.toContainText(': ');
      await expect(details).not.toContainText(': ');
    }
    await page.getByTestId('session-tab-byGroups').click();
    await expect(page.getByTestId('group-heading').first()).toHaveText(t.group);
  });
}
