import { readFileSync } from 'node:fs';
import { expect, test } from '@playwright/test';
import { signInWithPhone } from './helpers.ts';

// Issue 23 item 4, deletion: a student asks on /my-data for their account to be deleted (typing the word
// shown in their language), sees the date it will happen, cancels, and sees it cancelled. Each run
// registers its own student, so no demo person another journey uses is ever near erasure (and the
// grace period means nothing is erased during a journey anyway).

const PICS_VERSION = /PICS_VERSION = '([^']+)'/.exec(
  readFileSync(new URL('../packages/domain/src/privacy/collection-statement.ts', import.meta.url), 'utf8'),
)![1]!;

const T = {
  en: {
    phone: '68000231',
    title: 'Delete my account',
    wrong: 'DELET',
    word: 'DELETE',
    pending: /Your account will be deleted on \d{1,2} [A-Z][a-z]{2} \d{4}, \d{2}:\d{2} \(Hong Kong time\)\./,
    cancelled: 'Deletion cancelled: your account stays.',
    adminPending: /This account will be deleted on .+ \(Hong Kong time\)\./,
    askedBySelf: 'The person asked for it themselves',
  },
  'zh-HK': {
    phone: '68000232',
    title: '刪除我的帳戶',
    wrong: '删除',
    word: '刪除',
    pending: /你的帳戶將於 \d{4}年\d{1,2}月\d{1,2}日 \d{2}:\d{2}（香港時間）刪除。/,
    cancelled: '已取消刪除：你的帳戶會保留。',
    adminPending: /此帳戶將於 .+（香港時間）刪除。/,
    askedBySelf: '當事人於',
  },
} as const;

for (const lang of ['en', 'zh-HK'] as const) {
  const t = T[lang];
  test(`a student asks for their account to be deleted, sees the date, and cancels (${lang})`, async ({
    page,
    browser,
  }) => {
    const registered = await page.request.post('/api/trpc/users.createNewUser', {
      headers: { 'x-waypoint-lang': lang },
      data: {
        phone: t.phone,
        role: 'secondary-school-student',
        fullName: `Deletion Journey ${lang}`,
        email: `deletion-journey-${t.phone}@example.test`,
        password: 'journey-password-2026',
        confirmPassword: 'journey-password-2026',
        // Not beacon1: the teacher journeys count beacon1's classes, and a stranger there would be counted.
        schoolId: 'beacon3',
        class: '5A',
        yearDSE: 2027,
        picsVersion: PICS_VERSION,
      },
    });
    expect(registered.ok()).toBe(true);

    await page.goto(`/my-data?lang=${lang}`);
    const card = page.getByTestId('my-deletion');
    await expect(card.getByRole('heading', { name: t.title })).toBeVisible();
    await card.getByTestId('deletion-request').click();

    const dialog = page.getByRole('dialog');
    const confirm = dialog.getByTestId('deletion-confirm');
    await expect(dialog.getByText(t.word, { exact: false }).first()).toBeVisible();
    await dialog.getByTestId('deletion-word').fill(t.wrong);
    await expect(confirm).toBeDisabled();
    await dialog.getByTestId('deletion-word').fill(t.word);
    await confirm.click();
    await expect(dialog).toBeHidden();

    await expect(card.getByTestId('deletion-pending')).toContainText(t.pending);
    // The request is the server's, not the page's: it is still there after a reload.
    await page.reload();
    await expect(page.getByTestId('deletion-pending')).toContainText(t.pending);

    // The admin (90000001) sees it waiting, with who asked, on /admin/privacy.
    const admin = await (await browser.newContext()).newPage();
    await signInWithPhone(admin, '90000001', `/login?lang=${lang}`);
    await expect(admin).toHaveURL(/\/home$/);
    await admin.goto('/admin/privacy');
    await admin
      .getByTestId('pending-deletions')
      .getByRole('link', { name: `Deletion Journey ${lang}` })
      .click();
    const panel = admin.getByTestId('admin-person-deletion');
    await expect(panel.getByTestId('admin-deletion-pending')).toContainText(t.adminPending);
    await expect(panel.getByTestId('admin-deletion-pending')).toContainText(t.askedBySelf);
    await admin.context().close();

    await page.getByTestId('deletion-cancel').click();
    await expect(page.getByTestId('deletion-cancelled')).toHaveText(t.cancelled);
    await expect(page.getByTestId('deletion-pending')).toHaveCount(0);
    await page.reload();
    await expect(page.getByTestId('deletion-request')).toBeVisible();
    await expect(page.getByTestId('deletion-pending')).toHaveCount(0);
  });
}
