import { expect, type Locator, test } from '@playwright/test';
import { SEGMENTED_CLASSES } from '../apps/web/src/shared/ui/segmented-choice.ts';
import { signInWithPhone } from './helpers.ts';

// The segmented control that does not measure (shared/ui/SegmentedChoice), on /ab3's three segments:
// a labelled radio group whose arrow keys and labels choose, with the chosen item drawn by Mantine's
// stylesheet on its label. 91000001 Chan Ka Yan has a seeded plan.
const STUDENT = '91000001';

/** The background the stylesheet draws behind a label (its `::before`), or 'none' when it draws nothing. */
function drawnBehind(label: Locator): Promise<string> {
  return label.evaluate((el) => {
    const before = getComputedStyle(el, '::before');
    return before.content === 'none' ? 'none' : before.backgroundColor;
  });
}

test('the /ab3 segments are a radio group that the keyboard and the labels drive', async ({ page }) => {
  await signInWithPhone(page, STUDENT, '/login?lang=en');
  await expect(page).toHaveURL(/\/home$/);
  await page.goto('/ab3?lang=en');

  const group = page.getByRole('radiogroup', { name: 'Planning steps' });
  await expect(group).toHaveAttribute('data-testid', 'ab3-segment-control');
  const disciplines = group.getByRole('radio', { name: '1 Disciplines' });
  const programs = group.getByRole('radio', { name: '2 Programs' });
  const electives = group.getByRole('radio', { name: '3 Electives' });
  await expect(disciplines).toBeChecked();
  await expect(page.getByTestId('ab3-disciplines')).toBeVisible();

  // Nothing measures: no floating indicator; the chosen label carries the drawn item, the others none.
  // Mantine's class name, held to the installed package by the web's unit tests, not a copy that an upgrade
  // would turn into a check that always passes.
  await expect(group.locator(`.${SEGMENTED_CLASSES.indicator}`)).toHaveCount(0);
  const labels = group.locator('label');
  expect(await drawnBehind(labels.nth(0))).toBe('rgb(255, 255, 255)');
  expect(await drawnBehind(labels.nth(1))).toBe('none');

  // The arrow keys move the choice, as in any radio group.
  await disciplines.focus();
  await page.keyboard.press('ArrowRight');
  await expect(programs).toBeChecked();
  await expect(programs).toBeFocused();
  await expect(page.getByTestId('ab3-programs')).toBeVisible();
  await expect(page.getByTestId('ab3-disciplines')).toHaveCount(0);
  expect(await drawnBehind(labels.nth(1))).toBe('rgb(255, 255, 255)');
  expect(await drawnBehind(labels.nth(0))).toBe('none');
  await page.keyboard.press('ArrowLeft');
  await expect(disciplines).toBeChecked();
  await expect(page.getByTestId('ab3-disciplines')).toBeVisible();

  // A tap on a label chooses it.
  await group.getByText('3 Electives').click();
  await expect(electives).toBeChecked();
  await expect(page.getByTestId('elective-order-1')).toBeVisible();
});
