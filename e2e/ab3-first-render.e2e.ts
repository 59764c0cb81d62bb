import { expect, test } from '@playwright/test';
import { signInWithPhone } from './helpers.ts';

// /ab3's first render keeps no closed dropdown in the page (decision 016, fourth step): the "Add a subject"
// picker of the own prediction mounts its list when opened, and a pick still adds the subject to the strip.
// 91000001 Chan Ka Yan has a seeded plan with grades.
const STUDENT = '91000001';

test('the add-a-subject picker lists the subjects when opened, not before, and a pick joins the strip', async ({
  page,
}) => {
  await signInWithPhone(page, STUDENT, '/login?lang=en');
  await expect(page).toHaveURL(/\/home$/);
  await page.goto('/ab3?lang=en');

  const picker = page.getByTestId('own-prediction-add-subject');
  await expect(picker).toBeVisible();
  await expect(page.getByRole('option')).toHaveCount(0);
  await expect(page.locator('.mantine-Select-dropdown')).toHaveCount(0);

  const strip = page.getByTestId('own-prediction-strip');
  const before = await strip.getByRole('button').count();
  await picker.click();
  const options = page.getByRole('listbox').getByRole('option');
  await expect(options.first()).toBeVisible();
  const subject = (await options.first().innerText()).trim();
  await options.first().click();
  await expect(strip.getByRole('button')).toHaveCount(before + 1);
  await expect(strip).toContainText(subject);
  await expect(page.getByRole('option')).toHaveCount(0);
});
