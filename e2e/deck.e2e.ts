import { expect, type Locator, type Page, test } from '@playwright/test';
import { signInWithPhone } from './helpers.ts';

// Student 91000003 of beacon1 (packages/db/src/seed/demo-people.ts) picks programmes in the deck; the
// /ab3 journey uses 91000002, so that neither depends on the other's plan.
const STUDENT = '91000003';

test.describe.configure({ mode: 'serial' });

const TEXT = {
  en: {
    counter: (n: number) => `${n}/20 selected`,
    leave: 'Are you sure to leave without saving?',
    other: '確定不儲存就離開嗎？',
    saved: 'Your programmes have been saved.',
    select: 'Select',
    selected: 'Selected',
  },
  'zh-HK': {
    counter: (n: number) => `已選 ${n}/20`,
    leave: '確定不儲存就離開嗎？',
    other: 'Are you sure to leave without saving?',
    saved: '已儲存你的課程。',
    select: '選擇',
    selected: '已選',
  },
} as const;

async function signIn(page: Page, lang: 'en' | 'zh-HK'): Promise<void> {
  await signInWithPhone(page, STUDENT, `/login?lang=${lang}`);
  await expect(page).toHaveURL(/\/home$/);
}

/** The choice-planning page, segment 2 Programs, then the deck (AB3 mode: '2+ programs'). */
async function openDeck(page: Page, lang: 'en' | 'zh-HK'): Promise<Locator> {
  // The account keeps the language of its last visit (spec 1 §9: preferredLang overrides the default);
  // ?lang= picks this journey's language whatever the previous journey left.
  if (!/\/ab3(\?|$)/.test(page.url())) await page.goto(`/ab3?lang=${lang}`);
  await expect(page.getByTestId('ab3-page')).toBeVisible();
  await page
    .getByTestId('ab3-segment-control')
    .getByText(lang === 'en' ? '2 Programs' : '2 課程', { exact: true })
    .click();
  await page.getByTestId('open-program-deck').click();
  const deck = page.getByTestId('program-deck');
  await expect(deck).toBeVisible();
  await expect(deck).toHaveAttribute('data-mode', 'select');
  await expect(deck.getByTestId('modal-title')).toHaveText(lang === 'en' ? '2+ programs' : '2 個或以上課程');
  return deck;
}

/** The card on screen (the others are inert while they wait beside it). */
function currentCard(deck: Locator): Locator {
  return deck.locator('.mantine-Carousel-slide:not([inert]) [data-testid="deck-card"]');
}

async function counterValue(deck: Locator): Promise<number> {
  const text = await deck.getByTestId('deck-counter').innerText();
  return Number(/(\d+)\/20/.exec(text)?.[1]);
}

/** Moves to the first card not yet selected, so that Select adds one. */
async function firstUnselectedCard(deck: Locator): Promise<Locator> {
  for (let i = 0; i < 25; i += 1) {
    const card = currentCard(deck);
    if ((await card.getAttribute('data-selected')) === null) return card;
    await deck.getByTestId('deck-next').click();
  }
  throw new Error('no unselected card in the first 25');
}

for (const lang of ['en', 'zh-HK'] as const) {
  const text = TEXT[lang];

  test(`a student selects a programme, is asked before leaving unsaved, and saves (${lang})`, async ({
    page,
  }) => {
    await signIn(page, lang);
    let deck = await openDeck(page, lang);
    const before = await counterValue(deck);
    await expect(deck.getByTestId('deck-counter')).toHaveText(text.counter(before));
    await expect(deck.getByTestId('deck-save')).toHaveCount(0);

    // Selecting adds to the counter and brings the Save button.
    const card = await firstUnselectedCard(deck);
    const programId = (await card.getAttribute('data-program-id')) ?? '';
    const code = (await card.getAttribute('data-jupas-code')) ?? '';
    await card.getByTestId('deck-select').click();
    await expect(card.getByTestId('deck-select')).toHaveText(text.selected);
    await expect(deck.getByTestId('deck-counter')).toHaveText(text.counter(before + 1));
    await expect(deck.getByTestId('deck-save')).toBeVisible();

    // Closing with unsaved changes asks, in both languages; Stay keeps the selection.
    await deck
      .getByRole('button', { name: lang === 'en' ? 'Close' : '關閉' })
      .first()
      .click();
    const confirm = page.getByTestId('deck-leave-confirm');
    await expect(confirm).toContainText(text.leave);
    await expect(confirm).toContainText(text.other);
    await page.getByTestId('deck-stay').click();
    await expect(confirm).toBeHidden();
    await expect(deck.getByTestId('deck-counter')).toHaveText(text.counter(before + 1));

    // Save keeps it: the deck closes and opens again with the programme selected.
    await deck.getByTestId('deck-save').click();
    await expect(page.getByText(text.saved)).toBeVisible();
    await expect(deck).toBeHidden();
    await expect(page.getByTestId('choice-list')).toHaveAttribute('data-count', String(before + 1));
    await expect(page.getByTestId('choice-name').last()).toBeVisible();
    deck = await openDeck(page, lang);
    await expect(deck.getByTestId('deck-counter')).toHaveText(text.counter(before + 1));

    // Unselecting it and leaving without saving changes nothing.
    await deck
      .getByTestId('deck-segments')
      .getByText(lang === 'en' ? 'Search' : '搜尋', { exact: true })
      .click();
    await deck.getByTestId('deck-search').fill(code);
    await expect(deck.getByTestId('deck-matching')).toContainText('1');
    await expect(currentCard(deck)).toHaveAttribute('data-program-id', programId);
    await currentCard(deck).getByTestId('deck-select').click();
    await expect(currentCard(deck).getByTestId('deck-select')).toHaveText(text.select);
    await expect(deck.getByTestId('deck-counter')).toHaveText(text.counter(before));
    await page.keyboard.press('Escape');
    await expect(page.getByTestId('deck-leave-confirm')).toBeVisible();
    await page.getByTestId('deck-leave').click();
    await expect(deck).toBeHidden();
    deck = await openDeck(page, lang);
    await expect(deck.getByTestId('deck-counter')).toHaveText(text.counter(before + 1));

    // Put the plan back as it was for the next run: unselect and save.
    await deck
      .getByTestId('deck-segments')
      .getByText(lang === 'en' ? 'Search' : '搜尋', { exact: true })
      .click();
    await deck.getByTestId('deck-search').fill(code);
    await expect(currentCard(deck)).toHaveAttribute('data-program-id', programId);
    await currentCard(deck).getByTestId('deck-select').click();
    await deck.getByTestId('deck-save').click();
    await expect(deck).toBeHidden();
    await expect(page.getByTestId('choice-list')).toHaveAttribute('data-count', String(before));
  });
}

test('the next empty slot takes one programme from the deck; a data problem is reported from a card (en)', async ({
  page,
}) => {
  await signIn(page, 'en');
  await page.goto('/ab3?lang=en');
  const list = page.getByTestId('choice-list');
  const before = Number(await list.getAttribute('data-count'));
  await page.getByTestId('choice-add-next').click();
  let deck = page.getByTestId('program-deck');
  await expect(deck).toHaveAttribute('data-mode', 'singleSelect');
  await currentCard(deck).getByTestId('deck-pick').click();
  await expect(deck).toBeHidden();
  await expect(list).toHaveAttribute('data-count', String(before + 1));

  // Report Issue opens on top of the deck, which stays as it was.
  deck = await openDeck(page, 'en');
  const card = currentCard(deck);
  const code = (await card.getAttribute('data-jupas-code')) ?? '';
  await card.getByTestId('deck-report').click();
  const report = page.getByTestId('report-issue-modal');
  await expect(report).toContainText(code);
  await expect(page.getByTestId('report-issue-submit')).toBeDisabled();
  await page.getByTestId('report-issue-type').click();
  await page.getByRole('option', { name: 'Admission scores' }).click();
  await page.getByTestId('report-issue-description').fill('   ');
  await expect(page.getByTestId('report-issue-submit')).toBeDisabled();
  await page
    .getByTestId('report-issue-description')
    .fill('The past median differs from the institution page.');
  await page.getByTestId('report-issue-submit').click();
  await expect(page.getByText('Your report has been submitted. Thank you!')).toBeVisible();
  await expect(report).toBeHidden();
  await expect(deck).toBeVisible();
  await currentCard(deck).getByTestId('deck-report').click();
  await report.getByText('Previous reports', { exact: true }).click();
  await expect(report.getByTestId('previous-reports')).toContainText(
    'The past median differs from the institution page.',
  );

  // Leave the plan as it was.
  const cleared = await page.request.post('/api/trpc/admission.clearUserChoices', { data: {} });
  expect(cleared.ok()).toBe(true);
});

test('the demo deck shows programmes 161 and 285 only (JS4434 CUHK, JS6937 HKU)', async ({ page }) => {
  await signIn(page, 'en');
  await page.goto('/achievejupas-student-demo');
  await page.getByTestId('open-demo-deck').click();
  const deck = page.getByTestId('program-deck');
  await expect(deck).toHaveAttribute('data-mode', 'demo');
  await expect(deck.getByTestId('deck-matching')).toHaveText('2 programs match');
  await expect(currentCard(deck)).toHaveAttribute('data-jupas-code', 'JS4434');
  await deck.getByTestId('deck-next').click();
  await expect(currentCard(deck)).toHaveAttribute('data-jupas-code', 'JS6937');
  await expect(deck.getByTestId('deck-save')).toHaveCount(0);
});
