import { expect, type Page, test } from '@playwright/test';
import { signInWithPhone, waitForApp } from './helpers.ts';

// Issue 24 item 7: a claim added on step 3 was lost without a word after Home → back. The SLP now asks
// before leaving with unsaved changes, as the programme deck does, and "Save and leave" keeps them.
// The admin (90000001) writes their own SLP: no other journey reads it, and it changes no student's data.

test.describe.configure({ mode: 'serial' });

const T = {
  en: {
    home: 'Home',
    confirm: 'Are you sure to leave without saving?',
    close: 'Close',
    strength: 'I like to take things apart and understand them',
    kept: 'I ran the school science fair (kept)',
    dropped: 'I coach the junior chess club (dropped)',
  },
  'zh-HK': {
    home: '主頁',
    confirm: '確定不儲存就離開嗎？',
    close: '關閉',
    strength: '我喜歡拆開東西，弄明白它們如何運作',
    kept: '我籌辦了學校科學展（保留）',
    dropped: '我教初中棋藝班（放棄）',
  },
} as const;

/** Steps 1 and 2 once (a strength and one profession), then step 3, where claims are written. */
async function openClaims(page: Page, t: (typeof T)['en' | 'zh-HK']): Promise<void> {
  await page.goto('/slp');
  await expect(page.getByTestId('slp-access')).toBeVisible();
  await waitForApp(page);
  if (await page.getByTestId('slp-tab-claims').isDisabled()) {
    await page.getByTestId('slp-strength-input').fill(t.strength);
    await page.getByTestId('slp-next-strength').click();
    await page.getByTestId('slp-browse-professions').click();
    const modal = page.getByTestId('profession-select-modal');
    await modal.getByTestId('profession-pick').first().click();
    await modal.getByRole('button', { name: t.close }).first().click();
    await page.getByTestId('slp-next-professions').click();
  } else {
    await page.getByTestId('slp-tab-claims').click();
  }
  await expect(page.getByTestId('slp-tab-claims')).toHaveAttribute('aria-selected', 'true');
}

async function addClaim(page: Page, text: string): Promise<void> {
  await page.getByTestId('slp-claim-input').fill(text);
  await page.getByTestId('slp-claim-add').click();
  await expect(page.getByRole('checkbox', { name: text })).toBeVisible();
}

const homeLink = (page: Page, name: string) =>
  page.getByRole('navigation').first().getByRole('link', { name, exact: true });

for (const lang of ['en', 'zh-HK'] as const) {
  const t = T[lang];

  test(`a claim added and not saved is not lost on the way home (${lang})`, async ({ page }) => {
    await signInWithPhone(page, '90000001', `/login?lang=${lang}`);
    await expect(page).toHaveURL(/\/home$/);
    await openClaims(page, t);

    // Leaving with a new claim asks first; Stay keeps the page and the claim.
    await addClaim(page, t.dropped);
    await homeLink(page, t.home).click();
    const ask = page.getByTestId('slp-leave-confirm');
    await expect(ask).toBeVisible();
    await expect(ask).toContainText(t.confirm);
    await ask.getByTestId('slp-stay').click();
    await expect(page).toHaveURL(/\/slp$/);
    await expect(page.getByRole('checkbox', { name: t.dropped })).toBeVisible();

    // Leave without saving is the person's own choice: the claim is gone when they come back.
    await homeLink(page, t.home).click();
    await page.getByTestId('slp-leave-confirm').getByTestId('slp-leave').click();
    await expect(page).toHaveURL(/\/home$/);
    await openClaims(page, t);
    await expect(page.getByRole('checkbox', { name: t.dropped })).toHaveCount(0);

    // Save and leave: Home → back shows the claim.
    await addClaim(page, t.kept);
    await homeLink(page, t.home).click();
    await page.getByTestId('slp-leave-confirm').getByTestId('slp-save-leave').click();
    await expect(page).toHaveURL(/\/home$/);
    await openClaims(page, t);
    await expect(page.getByRole('checkbox', { name: t.kept })).toBeVisible();

    // Nothing unsaved: Home is one tap, with no question.
    await homeLink(page, t.home).click();
    await expect(page).toHaveURL(/\/home$/);
    await expect(page.getByTestId('slp-leave-confirm')).toHaveCount(0);
  });
}
