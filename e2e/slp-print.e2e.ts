import { expect, type Page, test } from '@playwright/test';
import { signInWithPhone, waitForApp } from './helpers.ts';

// Issue 24 item 15: the printed SLP carried the app's header, navigation and the student's name, and print
// and .docx joined a claim to its elaboration as "(2024–25).: 我擔任…". Now the page prints the statement
// alone, and a claim and its elaboration make one well-formed paragraph. 91000020 (Cheung Hoi Ching,
// 張凱晴) attended today's seminar (seed), so the SLP is open until 23:59 tomorrow (HK); no other journey
// writes this student's SLP. The English test runs first and leaves a strength and a profession saved.

test.describe.configure({ mode: 'serial' });

const STUDENT = '91000020';
const NAMES = ['Cheung', 'Hoi Ching', '張凱晴'];

const T = {
  en: {
    strength: 'I enjoy organising people and keeping things on track',
    claim: 'Class monitor (2024–25).',
    elaboration: 'I kept the class register and chaired the class committee',
    paragraph: 'Class monitor (2024–25). I kept the class register and chaired the class committee.',
    title: 'Student learning profile',
    close: 'Close',
    remove: 'Delete',
  },
  'zh-HK': {
    strength: '我喜歡組織同學，把事情安排妥當',
    claim: '班長 (2024–25)',
    elaboration: '我擔任班長，協助老師處理班務',
    paragraph: '班長 (2024–25)。我擔任班長，協助老師處理班務。',
    title: '學生學習概覽',
    close: '關閉',
    remove: '刪除',
  },
} as const;

/** Steps 1 and 2 when they are not done yet (a strength and one profession), then step 3. */
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

for (const lang of ['en', 'zh-HK'] as const) {
  const t = T[lang];

  test(`the printed SLP is the statement alone, each claim one well-formed paragraph (${lang})`, async ({
    page,
  }) => {
    await signInWithPhone(page, STUDENT, `/login?lang=${lang}`);
    await expect(page).toHaveURL(/\/home$/);
    await openClaims(page, t);

    // One claim only: the English test's claim is removed before the Chinese one is written.
    const rows = page.getByTestId('slp-claim-row');
    while ((await rows.count()) > 0) await rows.first().getByRole('button', { name: t.remove }).click();
    await page.getByTestId('slp-claim-input').fill(t.claim);
    await page.getByTestId('slp-claim-add').click();
    await expect(page.getByRole('checkbox', { name: t.claim })).toBeChecked();
    await page.getByTestId('slp-next-claims').click();
    await page.getByTestId('slp-elaboration-0').fill(t.elaboration);
    await page.getByTestId('slp-next-elaborate').click();
    await expect(page.getByTestId('slp-tab-finalize')).toHaveAttribute('aria-selected', 'true');
    await expect(page.getByTestId('slp-original-text')).toHaveValue(t.paragraph);

    await page.getByTestId('slp-print').click();
    const doc = page.getByTestId('slp-print-document');
    await expect(doc.getByRole('heading', { level: 1 })).toHaveText(t.title);
    await expect(doc.getByTestId('slp-print-paragraph')).toHaveText([t.paragraph]);
    const text = await doc.innerText();
    expect(text).not.toContain('.:');
    expect(text).not.toContain(t.strength);
    for (const name of NAMES) expect(text).not.toContain(name);
    // On screen the page keeps the app around it.
    await expect(page.getByTestId('app-header')).toBeVisible();

    // On paper: the statement alone, from the top of the sheet.
    await page.emulateMedia({ media: 'print' });
    await expect(doc).toBeVisible();
    await expect(page.getByTestId('app-header')).toBeHidden();
    await expect(page.getByTestId('page-footer')).toBeHidden();
    await expect(page.getByTestId('slp-print-now')).toBeHidden();
    await expect(page.getByTestId('slp-print-version')).toBeHidden();
    for (const nav of await page.getByRole('navigation').all()) await expect(nav).toBeHidden();
    const box = await doc.boundingBox();
    expect(box?.y).toBeLessThan(20);
    // Whatever is visible on paper lies inside the statement.
    const visibleOutside = await page.evaluate(() => {
      const docEl = document.querySelector('[data-testid="slp-print-document"]');
      return [...document.body.querySelectorAll('*')]
        .filter((el) => !docEl?.contains(el) && !el.contains(docEl))
        .filter((el) => {
          const style = getComputedStyle(el);
          const r = el.getBoundingClientRect();
          return style.visibility === 'visible' && style.display !== 'none' && r.width > 0 && r.height > 0;
        })
        .filter((el) => (el.textContent ?? '').trim() !== '' && el.children.length === 0)
        .map((el) => (el.textContent ?? '').trim());
    });
    expect(visibleOutside).toEqual([]);
    await page.emulateMedia({ media: 'screen' });
  });
}
