import { expect, type Page, test } from '@playwright/test';
import { signInWithPhone } from './helpers.ts';

// Students 91000033 and 91000034 of the demo (packages/db/src/seed/demo-people.ts) are used by no other
// journey, so their reactions and survey answers start empty.
const STUDENT_ZH = '91000033';
const STUDENT_EN = '91000034';

test.describe.configure({ mode: 'serial' });

async function signIn(page: Page, phone: string, lang: 'en' | 'zh-HK'): Promise<void> {
  await signInWithPhone(page, phone, `/login?lang=${lang}`);
  await expect(page).toHaveURL(/\/home$/);
}

function card(page: Page, name: string) {
  return page.getByTestId('profession-card').filter({ hasText: name }).first();
}

test('a visitor browses sectors, segments and professions in English', async ({ page }) => {
  await page.goto('/sectors?lang=en');
  await page
    .getByRole('group', { name: 'Sectors' })
    .getByText('Financial and insurance activities', { exact: true })
    .click();
  await expect(page).toHaveURL(/\/sectors\/K$/);
  const panel = page.getByTestId('sector-panel');
  await expect(panel.getByRole('heading', { name: 'Financial and insurance activities' })).toBeVisible();
  // Visitors see no hearts: liking is for signed-in people.
  await expect(panel.getByTestId('sector-like')).toHaveCount(0);
  await expect(panel.getByTestId('employers-multinational')).toContainText('HSBC');
  await expect(panel.getByTestId('employers-local')).toContainText('Hang Seng Bank');
  await panel
    .getByTestId('segment-accordion')
    .filter({ hasText: 'Banking' })
    .getByRole('button')
    .first()
    .click();
  await expect(panel.getByTestId('segment-professions').first()).toContainText('Credit and Loans Officers');

  await page.goto('/professions?lang=en');
  await expect(page.getByTestId('profession-count')).toHaveText('436 professions');
  // The name itself first, whatever the case; then what holds its words (issue 21: civil engineering
  // technicians), never an unrelated profession.
  await page.getByTestId('profession-search').fill('CIVIL ENGINEERS');
  await expect(page.getByTestId('profession-card').first()).toContainText('Civil Engineers');
  await expect(page.getByTestId('profession-count')).toHaveText('3 professions');
  for (const name of await page.getByTestId('profession-card').allInnerTexts()) expect(name).toMatch(/Civil/);
  await card(page, 'Civil Engineers').getByRole('button', { name: 'Details of Civil Engineers' }).click();
  const detail = page.getByTestId('profession-detail');
  await expect(detail).toContainText('Civil Engineers (ISCO-08 2142)');
  await expect(detail).toContainText('Bachelor or above');
  await expect(detail.getByTestId('profession-programs')).toContainText('JS');
  const jobs = detail.getByTestId('profession-link-jobSearch').first();
  await expect(jobs).toHaveAttribute('target', '_blank');
  await expect(jobs).toHaveAttribute('href', /Civil%20Engineers/);
  await expect(detail.getByTestId('profession-like')).toHaveCount(0);
  // The AI gateway answers signed-in people only: a visitor gets no chatbot button.
  await expect(detail.getByTestId('profession-chatbot')).toHaveCount(0);
});

test('a student searches in Chinese and English, reacts, answers the survey and finds it all again (zh-HK)', async ({
  page,
}) => {
  await signIn(page, STUDENT_ZH, 'zh-HK');
  await page.goto('/professions');
  await expect(page.getByTestId('profession-count')).toHaveText('436 個職業');

  await page.getByTestId('profession-search').fill('護士');
  await card(page, '註冊護士').getByTestId('profession-thumb-up').click();
  await expect(card(page, '註冊護士').getByTestId('profession-thumb-up')).toHaveAttribute(
    'aria-pressed',
    'true',
  );
  await page.getByTestId('profession-search').fill('software');
  await card(page, '軟件開發人員').getByTestId('profession-thumb-down').click();
  await expect(card(page, '軟件開發人員').getByTestId('profession-thumb-down')).toHaveAttribute(
    'aria-pressed',
    'true',
  );

  // Liked first, disliked last, in the full list.
  await page.getByTestId('profession-search').fill('');
  await expect(page.getByTestId('profession-card').first()).toContainText('註冊護士');
  await page.getByTestId('profession-filters').getByText('不喜歡', { exact: true }).click();
  await expect(page.getByTestId('profession-count')).toHaveText('1 個職業');
  await expect(page.getByTestId('profession-card')).toContainText('軟件開發人員');
  await page.getByTestId('profession-filters').getByText('全部', { exact: true }).click();

  // The survey: answers, then leave without saving asks first; then answer again and save.
  await page.getByTestId('open-survey').click();
  const survey = page.getByTestId('profession-survey');
  await expect(survey.getByTestId('survey-row')).toHaveCount(50);
  await survey.getByTestId('survey-row').nth(0).getByTestId('survey-yes').click();
  await expect(survey.getByTestId('survey-progress')).toHaveText('已回答 2%');
  await survey.getByRole('button', { name: '關閉' }).click();
  await expect(page.getByTestId('survey-leave-confirm')).toHaveText('確定不儲存就離開？');
  await page.getByTestId('survey-leave-confirm-yes').click();
  await expect(survey).toHaveCount(0);
  await page.getByTestId('open-survey').click();
  await expect(survey.getByTestId('survey-progress')).toHaveText('已回答 0%');
  await survey.getByTestId('survey-row').nth(0).getByTestId('survey-yes').click();
  await survey.getByTestId('survey-row').nth(1).getByTestId('survey-no').click();
  await survey.getByTestId('survey-save').click();
  await expect(page.getByText('你的答案已儲存。')).toBeVisible();
  // A later answer replaces the earlier one.
  await page.getByTestId('open-survey').click();
  await expect(survey.getByTestId('survey-progress')).toHaveText('已回答 4%');
  await survey.getByTestId('survey-row').nth(0).getByTestId('survey-no').click();
  await survey.getByTestId('survey-save').click();
  await expect(page.getByText('你的答案已儲存。').first()).toBeVisible();

  // Open the civil engineers' detail, like it with the heart (a 1.5 s wait), then see the lists.
  await page.getByTestId('profession-search').fill('土木');
  await card(page, '土木工程師').getByRole('button', { name: '土木工程師的詳情' }).click();
  const detail = page.getByTestId('profession-detail');
  await expect(detail).toContainText('ISCO-08 2142');
  const heart = detail.getByTestId('profession-like');
  await heart.click();
  await expect(heart).toHaveAttribute('aria-pressed', 'true', { timeout: 5000 });
  // The profession's chatbot opens above the detail and closes back to it.
  await detail.getByTestId('profession-chatbot').click();
  const chatbot = page.getByTestId('chatbot-modal');
  await expect(chatbot).toContainText('土木工程師');
  await chatbot.getByRole('button', { name: '關閉' }).click();
  await expect(chatbot).toHaveCount(0);
  await detail.getByRole('button', { name: '關閉' }).click();

  await page.goto('/liked');
  const liked = page.getByTestId('my-professions');
  await expect(liked).toContainText('註冊護士');
  await expect(liked).toContainText('土木工程師');
  await expect(page.getByText('聽過 0 個職業')).toBeVisible();
  await expect(page.getByText('未聽過 2 個職業')).toBeVisible();
  await page.goto('/browsed');
  await expect(page.getByTestId('my-professions')).toContainText('土木工程師');
});

test('a student finds the professions of a discipline and the programmes of a profession (en)', async ({
  page,
}) => {
  await signIn(page, STUDENT_EN, 'en');
  await page.goto('/programs');
  await page.getByRole('group', { name: 'Disciplines' }).getByText('Engineering', { exact: true }).click();
  await expect(page.getByTestId('programs-list')).toContainText('JS');
  await page.getByTestId('open-discipline-professions').click();
  const list = page.getByTestId('profession-list-modal');
  await expect(list.getByTestId('modal-title')).toHaveText('Professions related to this discipline');
  await list.getByRole('button', { name: 'Civil Engineers' }).click();
  const detail = page.getByTestId('profession-detail');
  await expect(detail.getByTestId('profession-programs')).toContainText('JS');
  await expect(detail).toContainText('Engineering');
  await detail.getByRole('button', { name: 'Close' }).click();

  // Beyond the spec: an interest profile puts the professions that fit first, with the reason.
  await page.goto('/professions');
  await page.getByTestId('open-interest').click();
  const interest = page.getByTestId('interest-profile');
  const questions = interest.getByTestId('interest-question');
  await expect(questions).toHaveCount(36);
  for (let i = 0; i < 36; i++) {
    // The first twelve items are the realistic and investigative ones.
    await questions
      .nth(i)
      .getByText(i < 12 ? "I'd enjoy it" : 'Not for me', { exact: true })
      .click();
  }
  await interest.getByTestId('interest-save').click();
  await expect(interest.getByTestId('interest-result')).toContainText('Investigative');
  await interest.getByRole('button', { name: 'Close' }).click();
  await expect(page.getByTestId('profession-filters').getByRole('radio', { name: 'For you' })).toBeChecked();
  await expect(page.getByTestId('profession-reason').first()).toContainText('Investigative and Realistic');

  // A sector liked from its page comes back under /liked; the visit under /browsed.
  await page.goto('/sectors/K');
  const heart = page.getByTestId('sector-panel').getByTestId('sector-like').first();
  await heart.click();
  await expect(heart).toHaveAttribute('aria-pressed', 'true', { timeout: 5000 });
  await page.goto('/liked');
  await expect(page.getByTestId('my-sectors')).toContainText('Financial and insurance activities');
  await page.goto('/browsed');
  await expect(page.getByTestId('my-sectors')).toContainText('Financial and insurance activities');
});

test('the list of 436 professions opens and scrolls on a phone', async ({ browser }) => {
  const context = await browser.newContext({
    viewport: { width: 390, height: 844 },
    isMobile: true,
    hasTouch: true,
  });
  const page = await context.newPage();
  const started = Date.now();
  await page.goto('/professions?lang=en');
  await expect(page.getByTestId('profession-count')).toHaveText('436 professions');
  const opened = Date.now() - started;
  await page.getByTestId('profession-explorer').getByText('List', { exact: true }).click();
  const rows = page.getByTestId('profession-rows').getByTestId('profession-card');
  await expect(rows).toHaveCount(20);
  const scrollStart = Date.now();
  // Each scroll to the end adds 20 rows after 500 ms, until all 436 are there.
  for (let shown = 20; shown < 436; shown = Math.min(436, shown + 20)) {
    await rows.last().scrollIntoViewIfNeeded();
    await expect(rows).toHaveCount(Math.min(436, shown + 20));
  }
  const scrolled = Date.now() - scrollStart;
  console.log(
    `phone: /professions ready in ${opened} ms; all 436 rows loaded by scrolling in ${scrolled} ms`,
  );
  await context.close();
});
