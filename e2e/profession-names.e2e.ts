import { expect, type Page, test } from '@playwright/test';
import { signInWithPhone } from './helpers.ts';

// Issue 24 item 16: on a phone the profession picker cut names to "Commis…", "Legislat…". Names now wrap.
// A 390×844 touch phone; 91000030 is a beacon1 student no other journey signs in (this one only reads).

test.use({ viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true });

const T = {
  en: { search: 'Armed Forces', long: 'Commissioned Armed Forces Officers' },
  'zh-HK': { search: '軍官', long: '武裝部隊委任軍官' },
} as const;

/** Names on screen that are cut: wider than their box, or drawn with an ellipsis. */
async function cutNames(page: Page): Promise<string[]> {
  return page
    .getByTestId('profession-name')
    .evaluateAll((els) =>
      els
        .filter(
          (el) => el.scrollWidth > el.clientWidth + 1 || getComputedStyle(el).textOverflow === 'ellipsis',
        )
        .map((el) => el.textContent ?? ''),
    );
}

for (const lang of ['en', 'zh-HK'] as const) {
  const t = T[lang];

  test(`profession names wrap whole on a phone (${lang})`, async ({ page }) => {
    await signInWithPhone(page, '91000030', `/login?lang=${lang}`);
    await expect(page).toHaveURL(/\/home$/);
    await page.goto('/professions');
    await expect(page.getByTestId('profession-card').first()).toBeVisible();
    expect(await cutNames(page)).toEqual([]);

    await page.getByTestId('profession-search').fill(t.search);
    const name = page.getByTestId('profession-name').filter({ hasText: t.long }).first();
    await expect(name).toBeVisible();
    expect(await cutNames(page)).toEqual([]);
    // The whole name is drawn inside its card, over more than one line where it must.
    const card = page.getByTestId('profession-card').filter({ has: name }).first();
    const [nameBox, cardBox] = [await name.boundingBox(), await card.boundingBox()];
    expect(nameBox!.x + nameBox!.width).toBeLessThanOrEqual(cardBox!.x + cardBox!.width);
    // The thumbs and Details stay reachable beside or under the name.
    await expect(card.getByTestId('profession-thumb-up')).toBeInViewport();
  });
}
