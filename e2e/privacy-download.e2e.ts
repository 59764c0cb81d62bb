import { readFile } from 'node:fs/promises';
import { expect, test } from '@playwright/test';
import { strFromU8, unzipSync } from 'fflate';
import { signInWithPhone } from './helpers.ts';

// Issue 23 item 2: a student finds "My data" on their profile, reads what Waypoint holds about them, and
// downloads the archive, whose summary page is in the language they were reading.

const T = {
  en: {
    student: '91000024',
    held: 'What Waypoint holds about you',
    button: 'Download my data',
    summaryTitle: 'Data Waypoint holds about',
  },
  'zh-HK': {
    student: '91000025',
    held: '路標持有關於你的資料',
    button: '下載我的資料',
    summaryTitle: '路標持有關於',
  },
} as const;

for (const lang of ['en', 'zh-HK'] as const) {
  const t = T[lang];
  test(`a student downloads their data from My data (${lang})`, async ({ page }) => {
    await signInWithPhone(page, t.student, `/login?lang=${lang}`);
    await expect(page).toHaveURL(/\/home$/);
    await page.goto('/profile');
    await page.getByTestId('profile-my-data-link').click();
    await expect(page).toHaveURL(/\/my-data$/);

    const summary = page.getByTestId('data-summary');
    await expect(summary).toContainText(t.held);
    await expect(page.getByTestId('data-summary-profile')).toHaveAttribute('data-count', '1');
    const pageCounts: Record<string, string> = {};
    for (const row of await summary.locator('[data-testid^="data-summary-"]').all()) {
      const id = (await row.getAttribute('data-testid'))!.replace('data-summary-', '');
      pageCounts[id] = (await row.getAttribute('data-count'))!;
    }

    const button = page.getByTestId('my-data-download');
    await expect(button).toHaveText(t.button);
    const [download] = await Promise.all([page.waitForEvent('download'), button.click()]);
    expect(download.suggestedFilename()).toMatch(/^waypoint-data-\d{4}-\d{2}-\d{2}\.zip$/);
    const archive = unzipSync(new Uint8Array(await readFile(await download.path())));

    const me = await page.request.get('/api/trpc/users.getLoggedInUser');
    const { fullName } = ((await me.json()) as { result: { data: { fullName: string } } }).result.data;
    const profile = JSON.parse(strFromU8(archive['profile.json']!)) as { account: { fullName: string }[] };
    expect(profile.account).toHaveLength(1);
    expect(profile.account[0]!.fullName).toBe(fullName);

    const html = strFromU8(archive['summary.html']!);
    expect(html).toContain(`<html lang="${lang}">`);
    expect(html).toContain(`${t.summaryTitle}`);
    expect(html).toContain(fullName);
    // The page and the archive count from the same list (page visits go on being recorded as the
    // student moves between pages, so they may have grown in between).
    const archiveCounts = Object.fromEntries(
      [...html.matchAll(/data-area="(\w+)" data-count="(\d+)"/g)].map((m) => [m[1]!, m[2]!]),
    );
    expect(Object.keys(archiveCounts)).toEqual(Object.keys(pageCounts));
    delete archiveCounts.pageVisits;
    delete pageCounts.pageVisits;
    expect(archiveCounts).toEqual(pageCounts);
  });
}
