import { expect, type Locator, type Page, test } from '@playwright/test';
import { signInWithPhone, waitForApp } from './helpers.ts';

// The JUPAS choice-planning journey (issue 3 "Done means"). Demo people (packages/db/src/seed): 91000002
// Wong Ka Yan starts with an empty plan; 90000003 is the career teacher and 90000001 the admin of beacon1.
const STUDENT = '91000002';
const STUDENT_NAME = 'Wong Ka Yan';
const TEACHER = '90000003';
const ADMIN = '90000001';
const REMARK = 'E2E remark: see you at the consultation about Band A.';
const COMMENT = 'E2E comment: add two safer choices in Band E.';

test.describe.configure({ mode: 'serial' });

/** Filled in by the student's journey, read by the parent's and the teacher's. */
let parentLink = '';

async function signIn(page: Page, phone: string, lang: 'en' | 'zh-HK'): Promise<void> {
  await signInWithPhone(page, phone, `/login?lang=${lang}`);
  await expect(page).toHaveURL(/\/home$/);
}

const rows = (page: Page) => page.getByTestId('choice-row');

async function rankedCodes(page: Page): Promise<string[]> {
  return rows(page).evaluateAll((els) => els.map((el) => el.getAttribute('data-jupas-code') ?? ''));
}

async function pickGrade(
  page: Page,
  panel: 'own-prediction' | 'school-prediction',
  code: string,
  grade: string,
) {
  const chip = page.getByTestId(`${panel}-grade-${code}`);
  await chip.click();
  const popover = page.getByTestId(`${panel}-grade-${code}-popover`);
  await popover.getByTestId(`grade-option-${grade}`).click();
  await expect(chip).toHaveAttribute('data-grade', grade);
  await expect(popover).toBeHidden();
}

async function chooseOption(page: Page, select: Locator, option: string) {
  await select.click();
  await page.getByRole('option', { name: option, exact: true }).click();
}

/** The deck's card on screen (the others wait beside it, inert). */
function currentCard(deck: Locator): Locator {
  return deck.locator('.mantine-Carousel-slide:not([inert]) [data-testid="deck-card"]');
}

async function counterValue(deck: Locator): Promise<number> {
  const text = await deck.getByTestId('deck-counter').innerText();
  return Number(/(\d+)\s*\/\s*20/.exec(text)?.[1]);
}

/** The colour of every row's own score, e.g. ['above', 'below', …]. */
async function rowColours(page: Page): Promise<string[]> {
  return rows(page)
    .getByTestId('choice-self-score')
    .evaluateAll((els) => els.map((el) => el.getAttribute('data-colour') ?? ''));
}

test('a student picks disciplines, programmes and electives, enters grades and ranks 20 choices (English)', async ({
  page,
}) => {
  test.setTimeout(180_000);
  await signIn(page, STUDENT, 'en');
  await page.goto('/ab3');
  await expect(page.getByTestId('page-title')).toHaveText('JUPAS choice planning');
  await expect(page.getByTestId('tab-dec-submission')).toHaveText('Dec Submission');
  await expect(page.getByTestId('tab-safety-net')).toBeDisabled();
  // A student has no teacher header and no tags.
  await expect(page.getByTestId('teacher-header')).toHaveCount(0);

  // Start from nothing (another journey may have used this student): Clear All asks first.
  if ((await rows(page).count()) > 0) {
    await page.getByTestId('clear-all').click();
    await page.getByTestId('confirm-clear-all-yes').click();
  }
  await expect(rows(page)).toHaveCount(0);
  // Spec 2 §2: only the next empty slot can be filled; the others wait.
  await expect(page.getByTestId('choice-add-next')).toHaveCount(1);
  await expect(page.locator('[data-testid="choice-slot"][data-state="disabled"]')).toHaveCount(19);

  // 1 Disciplines: like one in the discipline picker; it is listed under the segment.
  await page.getByTestId('open-discipline-select').click();
  const picker = page.getByTestId('discipline-select-modal');
  await expect(picker).toBeVisible();
  const likeButton = picker
    .getByTestId('discipline-card')
    .first()
    .getByRole('button', { name: /^Like / });
  await likeButton.click();
  await expect(
    picker
      .getByTestId('discipline-card')
      .first()
      .getByRole('button', { name: /^Remove like/ }),
  ).toBeVisible();
  await picker.getByRole('button', { name: 'Close' }).first().click();
  await expect(picker).toBeHidden();
  await expect(page.getByTestId('liked-discipline')).toHaveCount(1);

  // 2 Programs: the deck (AB3 mode, on the liked discipline): like one, then select 19 programmes.
  await page.getByTestId('ab3-segment-control').getByText('2 Programs').click();
  await page.getByTestId('open-program-deck').click();
  const deck = page.getByTestId('program-deck');
  await expect(deck).toHaveAttribute('data-mode', 'select');
  await expect(deck).toContainText('2+ programs');
  // Mantine chips hide their input; a person taps the label.
  await currentCard(deck).locator('label').getByText('Like', { exact: true }).click();
  await expect(currentCard(deck).getByTestId('deck-like')).toBeChecked();
  await deck.getByTestId('deck-segments').getByText('Institutions', { exact: true }).click();
  for (let guard = 0; (await counterValue(deck)) < 19 && guard < 60; guard += 1) {
    const card = currentCard(deck);
    if ((await card.getAttribute('data-selected')) === null) await card.getByTestId('deck-select').click();
    if ((await counterValue(deck)) < 19) await deck.getByTestId('deck-next').click();
  }
  await expect(deck.getByTestId('deck-counter')).toContainText('19/20');
  // Remember an unselected programme for the next slot.
  await deck.getByTestId('deck-next').click();
  let spare = currentCard(deck);
  while ((await spare.getAttribute('data-selected')) !== null) {
    await deck.getByTestId('deck-next').click();
    spare = currentCard(deck);
  }
  const spareCode = (await spare.getAttribute('data-jupas-code')) ?? '';
  await deck.getByTestId('deck-save').click();
  await expect(deck).toBeHidden();
  await expect(rows(page)).toHaveCount(19);
  await expect(page.getByTestId('liked-program')).toHaveCount(1);

  // The 20th through the next slot: the deck opens to pick one programme.
  await page.getByTestId('choice-add-next').click();
  const single = page.getByTestId('program-deck');
  await expect(single).toHaveAttribute('data-mode', 'singleSelect');
  await single.getByTestId('deck-segments').getByText('Search', { exact: true }).click();
  await single.getByTestId('deck-search').fill(spareCode);
  await expect(currentCard(single)).toHaveAttribute('data-jupas-code', spareCode);
  await currentCard(single).getByTestId('deck-pick').click();
  await expect(single).toBeHidden();
  await expect(rows(page)).toHaveCount(20);
  await expect(rows(page).nth(19)).toHaveAttribute('data-jupas-code', spareCode);
  await expect(page.getByTestId('choice-add-next')).toHaveCount(0);
  // Band labels: A1 … E5.
  await expect(rows(page).first().getByTestId('choice-band-label')).toHaveText('A1');
  await expect(rows(page).nth(19).getByTestId('choice-band-label')).toHaveText('E5');

  // 3 Electives: the 2nd order opens once the 1st has one.
  await page.getByTestId('ab3-segment-control').getByText('3 Electives').click();
  await expect(page.getByTestId('elective-order-2')).toBeDisabled();
  await chooseOption(page, page.getByTestId('elective-order-1'), 'Physics');
  await expect(page.getByTestId('elective-order-2')).toBeEnabled();
  await chooseOption(page, page.getByTestId('elective-order-2'), 'Chemistry');
  await expect(page.getByTestId('elective-order-3')).toBeEnabled();
  await chooseOption(page, page.getByTestId('elective-order-4'), 'Mathematics Extended Module 1');

  // My Prediction: the chosen electives joined the strip; each grade is saved at once.
  await pickGrade(page, 'own-prediction', 'Chi', '5');
  await pickGrade(page, 'own-prediction', 'Eng', '5');
  await pickGrade(page, 'own-prediction', 'Maths', '5*');
  await pickGrade(page, 'own-prediction', 'Phys', '5**');
  await pickGrade(page, 'own-prediction', 'Chem', '5*');
  await pickGrade(page, 'own-prediction', 'M1', '4');
  await expect(rows(page).first().getByTestId('choice-self-score-value')).toHaveText(/^\d+\.\d$/);
  await expect(rows(page).first().getByTestId('choice-chance-band')).toBeVisible();
  const coloursBefore = await rowColours(page);
  expect(coloursBefore.some((c) => c === 'above' || c === 'neutral')).toBe(true);
  const bandsBefore = await rows(page)
    .getByTestId('choice-chance')
    .evaluateAll((els) => els.map((el) => el.getAttribute('data-band')));

  // Chinese at 1 fails the 332 minimum: every score turns red with the spec's message.
  await pickGrade(page, 'own-prediction', 'Chi', '1');
  await expect.poll(() => rowColours(page)).toEqual(Array(20).fill('below'));
  await expect(rows(page).first().getByTestId('choice-self-score-message')).toHaveText(
    'Not meet minimum university entrance requirements (332)',
  );
  await pickGrade(page, 'own-prediction', 'Chi', '5');
  await expect.poll(() => rowColours(page)).toEqual(coloursBefore);
  // Lower grades move the chance bands.
  await pickGrade(page, 'own-prediction', 'Phys', '3');
  await pickGrade(page, 'own-prediction', 'Chem', '3');
  await expect
    .poll(() =>
      rows(page)
        .getByTestId('choice-chance')
        .evaluateAll((els) => els.map((el) => el.getAttribute('data-band'))),
    )
    .not.toEqual(bandsBefore);
  await pickGrade(page, 'own-prediction', 'Phys', '5**');
  await pickGrade(page, 'own-prediction', 'Chem', '5*');

  // Breakdown / Hide: the calculation table of a chosen programme.
  await page.getByTestId('own-prediction-breakdown').click();
  await expect(page.getByTestId('calculation-table')).toBeVisible();
  await expect(page.getByTestId('calculation-total')).toHaveText(
    (await rows(page).first().getByTestId('choice-self-score-value').innerText()).trim(),
  );
  await page.getByTestId('own-prediction-breakdown').click();
  await expect(page.getByTestId('calculation-table')).toHaveCount(0);
  // A student cannot enter the school's prediction.
  await expect(page.getByTestId('school-prediction')).toHaveAttribute('data-editable', 'false');

  // Rank by drag: the first choice dragged down by the mouse, then back up with the keyboard.
  const before = await rankedCodes(page);
  const handle = rows(page).first().getByTestId('choice-drag');
  // The first row near the top, so that the second stays clear of the edge where dnd-kit scrolls the page.
  await rows(page)
    .first()
    .evaluate((el) => {
      el.scrollIntoView({ block: 'start' });
      window.scrollBy(0, -80);
    });
  const from = (await handle.boundingBox())!;
  const first = (await rows(page).first().boundingBox())!;
  const second = (await rows(page).nth(1).boundingBox())!;
  // Move the row by the distance between the two rows' centres, so that it lands over the second row.
  const shift = second.y + second.height / 2 - (first.y + first.height / 2);
  const x = from.x + from.width / 2;
  const y = from.y + from.height / 2;
  await page.mouse.move(x, y);
  await page.mouse.down();
  await page.mouse.move(x, y + 10, { steps: 5 });
  await page.mouse.move(x, y + shift, { steps: 20 });
  await page.mouse.up();
  await expect.poll(() => rankedCodes(page)).not.toEqual(before);
  const dragged = await rankedCodes(page);
  expect(dragged.slice(0, 2)).toEqual([before[1], before[0]]);
  await page.reload();
  await expect(rows(page)).toHaveCount(20);
  expect(await rankedCodes(page)).toEqual(dragged);
  // Focus does not wait for the app to take the drawn page over: until then it is inert.
  await waitForApp(page);
  // Keyboard: Space picks the handle up, ArrowDown moves it, Space drops it.
  const keyHandle = rows(page).first().getByTestId('choice-drag');
  await keyHandle.focus();
  await page.keyboard.press('Space');
  await expect(keyHandle).toHaveAttribute('aria-pressed', 'true');
  await page.keyboard.press('ArrowDown');
  // The screen-reader announcement says where it is before it is dropped.
  await expect(page.getByText(/ is over choice 2\.$/)).toBeAttached();
  await page.keyboard.press('Space');
  await expect.poll(async () => (await rankedCodes(page)).slice(0, 2)).toEqual([dragged[1], dragged[0]]);

  // Delete asks 'Confirm delete?'; Cancel keeps the choice.
  await rows(page).nth(19).getByTestId('choice-delete').click();
  await expect(page.getByTestId('confirm-delete')).toHaveText('Confirm delete?');
  await page.getByRole('button', { name: 'Cancel' }).click();
  await expect(rows(page)).toHaveCount(20);
  await rows(page).nth(19).getByTestId('choice-delete').click();
  await page.getByTestId('confirm-delete-yes').click();
  await expect(rows(page)).toHaveCount(19);
  await expect(page.getByTestId('choice-add-next')).toHaveCount(1);

  // Deadlines: 3 choices done, 20 not.
  await page.getByTestId('deadlines-toggle').click();
  await expect(page.locator('[data-testid="deadline"][data-met="true"]')).toContainText('At least 3 choices');
  await expect(page.getByTestId('disclaimer')).toContainText('The data is for reference only.');

  // A link for a parent.
  await page.getByTestId('parent-link-open').click();
  await expect(page.getByTestId('parent-link-url')).toHaveValue(/\/ab3-pv\/[0-9a-f-]{36}\?t=.+/);
  parentLink = await page.getByTestId('parent-link-url').inputValue();
});

test('the plan reads in Chinese, with the same rules', async ({ page }) => {
  await signIn(page, STUDENT, 'zh-HK');
  // The account remembers English from the first journey; ?lang= switches it for this visit.
  await page.goto('/ab3?lang=zh-HK');
  await expect(page.getByTestId('page-title')).toHaveText('JUPAS 選科規劃');
  await expect(page.getByTestId('tab-dec-submission')).toHaveText('十二月遞交');
  await expect(page.getByTestId('tab-safety-net')).toHaveText('安全網');
  await expect(page.getByTestId('own-prediction')).toContainText('我的預測');
  await expect(page.getByTestId('school-prediction')).toContainText('學校預測');
  await expect(rows(page)).toHaveCount(19);
  await expect(rows(page).first().getByTestId('choice-chance-band')).toHaveText(/進取|相符|穩陣|未知/);

  await pickGrade(page, 'own-prediction', 'Eng', '2');
  await expect(rows(page).first().getByTestId('choice-self-score-message')).toHaveText(
    '未符合大學最低入學要求（332）',
  );
  await pickGrade(page, 'own-prediction', 'Eng', '5');
  await expect(rows(page).first().getByTestId('choice-self-score')).not.toHaveAttribute(
    'data-colour',
    'below',
  );

  await rows(page).last().getByTestId('choice-delete').click();
  await expect(page.getByTestId('confirm-delete')).toHaveText('確定刪除？');
  await page.getByRole('button', { name: '取消' }).click();
  await expect(rows(page)).toHaveCount(19);
});

test('a parent link shows the plan read-only; a bare id or a wrong token shows nothing', async ({
  browser,
}) => {
  expect(parentLink).not.toBe('');
  const context = await browser.newContext();
  const page = await context.newPage();
  const url = new URL(parentLink);
  await page.goto(`${url.pathname}${url.search}&lang=en`);
  await expect(page.getByTestId('parent-view')).toBeVisible();
  await expect(page.getByTestId('parent-view-student')).toContainText(STUDENT_NAME);
  await expect(rows(page)).toHaveCount(19);
  await expect(rows(page).first().getByTestId('choice-self-score-value')).toHaveText(/^\d+\.\d$/);
  await expect(page.getByTestId('choice-drag')).toHaveCount(0);
  await expect(page.getByTestId('choice-delete')).toHaveCount(0);
  await expect(page.getByTestId('choice-add-next')).toHaveCount(0);
  await expect(page.getByTestId('own-prediction')).toHaveAttribute('data-editable', 'false');

  await page.goto(`${url.pathname}?lang=en`);
  await expect(page.getByTestId('parent-view-invalid')).toBeVisible();
  await expect(page.getByTestId('parent-view')).toHaveCount(0);
  await page.goto(`${url.pathname}?t=not-the-token&lang=en`);
  await expect(page.getByTestId('parent-view-invalid')).toBeVisible();
  await expect(page.getByTestId('parent-view')).toHaveCount(0);
  await expect(page.getByText(STUDENT_NAME)).toHaveCount(0);
  await context.close();
});

test('a teacher opens the plan read-only, tags, records a consultation, comments, sends a remark and verifies', async ({
  page,
}) => {
  test.setTimeout(120_000);
  await signIn(page, TEACHER, 'en');
  await page.goto('/mock-jupas');
  await page.getByTestId('student-search').fill(STUDENT_NAME);
  const listed = page.getByTestId('student-row').filter({ hasText: STUDENT_NAME });
  await expect(listed).toHaveCount(1);
  await listed.getByRole('link', { name: 'Plan' }).click();
  await expect(page).toHaveURL(/\/ab3\/[0-9a-f-]{36}$/);

  // Target-user mode: the header, the list read-only, the student's own prediction read-only.
  const header = page.getByTestId('teacher-header');
  await expect(header.getByTestId('student-names')).toContainText(STUDENT_NAME);
  await expect(header).toContainText('Beacon');
  await expect(rows(page)).toHaveCount(19);
  await expect(page.getByTestId('choice-drag')).toHaveCount(0);
  await expect(page.getByTestId('choice-delete')).toHaveCount(0);
  await expect(page.getByTestId('choice-add-next')).toHaveCount(0);
  await expect(page.getByTestId('clear-all')).toHaveCount(0);
  await expect(page.getByTestId('own-prediction')).toContainText('Student Prediction');
  await expect(page.getByTestId('own-prediction')).toHaveAttribute('data-editable', 'false');
  // …and the school prediction is the teacher's to enter.
  await expect(page.getByTestId('school-prediction')).toHaveAttribute('data-editable', 'true');
  await pickGrade(page, 'school-prediction', 'Chi', '4');
  await expect(rows(page).first().getByTestId('choice-school-score-value')).toHaveText(/^\d+\.\d$/);

  // Tags: a default tag, a new school tag, remove one, delete the school tag.
  const tags = page.getByTestId('student-tags');
  await page.getByTestId('tag-input').fill('Elite');
  await page.getByTestId('tag-add').click();
  await expect(tags.getByTestId('student-tag')).toHaveText(['Elite']);
  await page.getByTestId('tag-input').fill('E2E mentoring');
  await page.getByTestId('tag-add').click();
  await expect(tags.getByTestId('student-tag')).toHaveText(['Elite', 'E2E mentoring']);
  await tags
    .getByTestId('student-tag')
    .filter({ hasText: 'Elite' })
    .getByTestId('student-tag-remove')
    .click();
  await expect(tags.getByTestId('student-tag')).toHaveText(['E2E mentoring']);
  await page.getByTestId('tag-manage').click();
  await page.getByTestId('tag-delete').first().click();
  await page.getByTestId('confirm-tag-delete-yes').click();
  await expect(tags.getByTestId('student-tag')).toHaveCount(0);
  await page.getByTestId('tag-input').fill('Elite');
  await page.getByTestId('tag-input').press('Enter');
  await expect(tags.getByTestId('student-tag')).toHaveText(['Elite']);

  // Next Consultation, saved and shown again after a reload.
  const date = new Date(Date.now() + 7 * 86_400_000).toISOString().slice(0, 10);
  await page.getByTestId('consultation-date').fill(date);
  await page.getByTestId('consultation-time').fill('15:30');
  await page.getByTestId('consultation-venue').fill('Room 201');
  await page.getByTestId('consultation-remarks').fill('Band A choices against the school prediction');
  await page.getByTestId('consultation-save').click();
  await expect(page.getByText('The consultation has been saved.')).toBeVisible();
  await page.reload();
  await expect(page.getByTestId('consultation-venue')).toHaveValue('Room 201');
  await expect(page.getByTestId('consultation-date')).toHaveValue(date);

  // A comment, then a remark to the student's WhatsApp group (spec's confirmation and toast).
  await page.getByTestId('remarks-input').fill(COMMENT);
  await page.getByTestId('remarks-save').click();
  await expect(page.getByText('The comment has been saved.')).toBeVisible();
  await page.getByTestId('comments-toggle').click();
  await expect(page.getByTestId('teacher-comment').first()).toContainText(COMMENT);
  await page.getByTestId('remarks-input').fill(REMARK);
  await page.getByTestId('remarks-whatsapp').click();
  await expect(page.getByTestId('confirm-whatsapp')).toHaveText(
    'Send this message to your WhatsApp group for records?',
  );
  await page.getByTestId('confirm-whatsapp-yes').click();
  await expect(
    page.getByText("The message will be sent to your student's WhatsApp group in minutes."),
  ).toBeVisible();
  await expect(page.getByTestId('teacher-comment').filter({ hasText: REMARK })).toHaveCount(1);

  // Verification lives in the school's student list (features/teacher).
  await page.goto('/mock-jupas');
  await page.getByTestId('student-search').fill(STUDENT_NAME);
  const row = page.getByTestId('student-row').filter({ hasText: STUDENT_NAME });
  const yes = row.getByRole('checkbox', { name: 'Yes' });
  if (!(await yes.isChecked())) await row.locator('label').getByText('Yes', { exact: true }).click();
  await expect(yes).toBeChecked();
});

test('the admin sees the remark in the outbox', async ({ page }) => {
  await signIn(page, ADMIN, 'en');
  await page.goto('/admin/outbox');
  await expect(page.getByText(REMARK).first()).toBeVisible();
});

test('the student reads the teacher comments, then clears the list', async ({ page }) => {
  await signIn(page, STUDENT, 'en');
  await page.goto('/ab3');
  await page.getByTestId('comments-toggle').click();
  await expect(page.getByTestId('teacher-comments')).toContainText(COMMENT);
  // Tags are the teachers' own: the student never sees them.
  await expect(page.getByTestId('student-tags')).toHaveCount(0);
  await page.getByTestId('clear-all').click();
  await expect(page.getByTestId('confirm-clear-all')).toBeVisible();
  await page.getByTestId('confirm-clear-all-yes').click();
  await expect(rows(page)).toHaveCount(0);
  await page.reload();
  await expect(page.getByTestId('choice-list')).toHaveAttribute('data-count', '0');
});
