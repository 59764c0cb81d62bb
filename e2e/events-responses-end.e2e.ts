import { type Browser, expect, type Page, test } from '@playwright/test';
import { signInWithPhone } from './helpers.ts';

// Issue 24 items 1, 2 and 4: a university client has something to answer, a session that ended takes no
// withdrawal, and a nomination larger than the seats left says how many fit. English at 1280×800, Chinese
// on the 390×844 phone. Nothing here changes the demo data (other journeys use the same sessions).
const SEMINAR_PAST = 'e0000000-0000-4000-8000-000000000001';
const CAMPUS_VISIT = 'e0000000-0000-4000-8000-000000000003';
const WORKSHOP_2 = 'e0000000-0000-4000-8000-000000000004';
const SMALL_TALK = 'e0000000-0000-4000-8000-000000000005';

type Lang = 'en' | 'zh-HK';
const PHONE = { width: 390, height: 844 };

const T = {
  en: {
    proposeDates: 'Propose dates for a session at my school',
    proposedDate: 'Proposed date and time',
    otherOrganisation:
      'This service is not run by your organisation, so only its organiser can respond to it.',
    tooMany: (seats: number, needing: number) =>
      seats === 1
        ? `Only 1 seat is left, and ${needing} of the students you chose need one. Choose just 1 of them.`
        : `Only ${seats} seats are left, and ${needing} of the students you chose need one. Choose at most ${seats} of them.`,
    seatsLeft: /^(\d+) seats? left$/,
  },
  'zh-HK': {
    proposeDates: '建議在本校舉行的日期',
    proposedDate: '建議日期及時間',
    otherOrganisation: '此服務並非由你的機構舉辦，只有主辦機構可以回覆。',
    tooMany: (seats: number, needing: number) =>
      `只剩 ${seats} 個名額，而你所選的學生中有 ${needing} 位需要名額。請最多選擇 ${seats} 位。`,
    seatsLeft: /^尚餘 (\d+) 個名額$/,
  },
} as const;

test.describe.configure({ mode: 'serial' });

async function signedIn(browser: Browser, phone: string, lang: Lang): Promise<Page> {
  const context = await browser.newContext({ viewport: lang === 'en' ? undefined : PHONE });
  const page = await context.newPage();
  await signInWithPhone(page, phone, `/login?lang=${lang}`);
  await expect(page).toHaveURL(/\/home$/);
  return page;
}

for (const lang of ['en', 'zh-HK'] as const) {
  const t = T[lang];

  test(`a university client proposes dates for its own event and is told why not on another's (${lang})`, async ({
    browser,
  }) => {
    const page = await signedIn(browser, '93000001', lang);
    await page.goto(`/events/${CAMPUS_VISIT}`);
    await page.getByTestId('teacher-respond').click();
    const form = page.getByTestId('teacher-response-form');
    await expect(form.getByTestId('teacher-response-blocked')).toHaveCount(0);
    await form.getByLabel(t.proposeDates).check();
    await expect(form.getByText(t.proposedDate)).toBeVisible();
    await expect(form.getByTestId('teacher-response-submit')).toBeVisible();
    await page.keyboard.press('Escape');

    await page.goto(`/events/${WORKSHOP_2}`);
    await page.getByTestId('teacher-respond').click();
    await expect(page.getByTestId('teacher-response-blocked')).toHaveText(t.otherOrganisation);
    await expect(page.getByTestId('teacher-response-submit')).toHaveCount(0);
    await page.context().close();
  });

  test(`a session that ended offers no Withdraw or Confirm and no seats (${lang})`, async ({ browser }) => {
    const page = await signedIn(browser, '91000022', lang);
    await page.goto(`/events/${SEMINAR_PAST}`);
    await expect(page.getByTestId('event-detail')).toBeVisible();
    await expect(page.getByTestId('event-withdraw')).toBeDisabled();
    await expect(page.getByTestId('event-confirm')).toBeDisabled();
    await expect(page.getByTestId('event-seats')).toHaveCount(0);
    await page.context().close();
  });

  test(`nominating more students than seats left says how many fit (${lang})`, async ({ browser }) => {
    const page = await signedIn(browser, '90000002', lang);
    await page.goto(`/events/${SMALL_TALK}`);
    await page.getByTestId('nominate-students').click();
    const modal = page.getByTestId('nominate-modal');
    const seatsText = (await modal.getByTestId('nominate-seats-left').textContent()) ?? '';
    const seats = Number(t.seatsLeft.exec(seatsText.trim())?.[1]);
    expect(seats).toBeGreaterThan(0);
    // Students with a free checkbox who have not applied: each needs a seat of their own.
    const free = modal
      .locator('[data-testid^="nominate-row-"]')
      .filter({ has: page.locator('input[type="checkbox"]:not([disabled])') })
      .filter({ hasNot: page.getByTestId('badge-applied') })
      .filter({ hasNot: page.getByTestId('badge-nominated') });
    for (let i = 0; i <= seats; i++) await free.nth(i).getByRole('checkbox').check();
    await expect(modal.getByTestId('nominate-too-many')).toHaveText(t.tooMany(seats, seats + 1));
    await expect(modal.getByTestId('nominate-submit')).toBeDisabled();
    await free.nth(0).getByRole('checkbox').uncheck();
    await expect(modal.getByTestId('nominate-too-many')).toHaveCount(0);
    await expect(modal.getByTestId('nominate-submit')).toBeEnabled();
    await page.context().close();
  });
}
