import { type Browser, expect, type Page, test } from '@playwright/test';
import { writeClassList } from './fixtures/class-list.ts';
import { signInWithPhone } from './helpers.ts';

// Issue 27, "Done means": a career teacher imports the school office's list of 40 students, fixes the two
// rows the preview flags, imports, invites one student, and that student registers through the link on a
// phone and is verified at once for the list's school and class. beacon1's student list is this journey's
// alone (the invitation journey keeps to beacon3); the link is read from the admin's Outbox page, where the
// log transport records what would have been sent.

const PHONE = { width: 390, height: 844 };
const CAREER_TEACHER = '90000003'; // Chan Mei Ling, beacon1
const ADMIN = '90000001';

const T = {
  en: {
    file: 'Class list file (.xlsx or .csv)',
    check: 'Choose the file and check it',
    problems: '2 rows have a problem: fix them in place or skip them.',
    badPhone: 'Not a Hong Kong mobile number (8 digits starting with 4–9).',
    unknownClass: 'Not a secondary class (1A to 6Z).',
    cell: (field: 'phone' | 'className', line: number) =>
      `${field === 'phone' ? 'Phone' : 'Class'}, row ${line}`,
    ready: 'Every row is ready to import.',
    importAll: 'Import 40 rows',
    added: /^40 added, 0 updated, \d+ left, 0 skipped\.$/,
    invite: (s: { nameEn: string }) => `Invite ${s.nameEn} to register`,
    sms: 'SMS',
    willSend: '1 invitation will be sent.',
    sent: '1 invitation sent.',
    email: 'E-mail',
    password: 'Password',
    confirmPassword: 'Confirm password',
    submit: 'Create my account',
    verified: 'Verified for your school',
    name: (s: { nameEn: string }) => s.nameEn,
  },
  'zh-HK': {
    file: '班級名單檔案（.xlsx 或 .csv）',
    check: '選擇檔案並檢查',
    problems: '2 列有問題：請就地修正或略過。',
    badPhone: '不是香港手提電話號碼（以 4 至 9 開頭的 8 位數字）。',
    unknownClass: '不是中學班別（1A 至 6Z）。',
    cell: (field: 'phone' | 'className', line: number) =>
      `${field === 'phone' ? '電話' : '班別'}，第 ${line} 列`,
    ready: '所有列均可匯入。',
    importAll: '匯入 40 列',
    added: /^新增 40 人，更新 0 人，\d+ 人已離開，略過 0 列。$/,
    invite: (s: { nameZh: string }) => `邀請${s.nameZh}註冊`,
    sms: '短訊',
    willSend: '將發出 1 個邀請。',
    sent: '已發出 1 個邀請。',
    email: '電郵',
    password: '密碼',
    confirmPassword: '確認密碼',
    submit: '建立帳戶',
    verified: '已獲學校確認',
    name: (s: { nameZh: string }) => s.nameZh,
  },
} as const;

test.describe.configure({ mode: 'serial' });

async function signedIn(browser: Browser, phone: string, lang: string, phoneSized = false): Promise<Page> {
  const context = await browser.newContext(
    phoneSized ? { viewport: PHONE, hasTouch: true, isMobile: true } : {},
  );
  const page = await context.newPage();
  await signInWithPhone(page, phone, `/login?lang=${lang}`);
  await expect(page).toHaveURL(/\/home$/);
  return page;
}

for (const lang of ['en', 'zh-HK'] as const) {
  const t = T[lang];

  test(`a career teacher imports 40 students, fixes two rows, and a listed student arrives verified (${lang})`, async ({
    browser,
  }) => {
    test.setTimeout(120_000);
    const list = await writeClassList(
      lang === 'en'
        ? { phonePrefix: '6127', classes: ['6C', '6D'] }
        : { phonePrefix: '6128', family: { en: 'Wong', zh: '黃' }, classes: ['6C', '6D'] },
    );
    const teacher = await signedIn(browser, CAREER_TEACHER, lang);
    await teacher.goto('/school-roster');

    // The preview: 40 rows, the two bad ones flagged where they are.
    await teacher.getByLabel(t.file).setInputFiles(list.path);
    await teacher.getByRole('button', { name: t.check }).click();
    await expect(teacher.getByText(t.problems)).toBeVisible();
    await expect(teacher.getByTestId('roster-row-8')).toContainText(t.badPhone);
    await expect(teacher.getByTestId('roster-row-21')).toContainText(t.unknownClass);
    for (const bad of list.badRows)
      await expect(teacher.getByLabel(t.cell(bad.field, bad.line))).toHaveAttribute('aria-invalid', 'true');
    const importButton = teacher.getByRole('button', { name: t.importAll });
    await expect(importButton).toBeDisabled();

    // Fixed in place, each re-checked at once; then all 40 go in.
    for (const bad of list.badRows) await teacher.getByLabel(t.cell(bad.field, bad.line)).fill(bad.fix);
    await expect(teacher.getByText(t.ready)).toBeVisible();
    await expect(importButton).toBeEnabled();
    await importButton.click();
    await expect(teacher.getByTestId('roster-result')).toHaveText(t.added);

    // The listed student whose phone was fixed gets the invitation, by SMS.
    const student = list.students[6] as (typeof list.students)[number];
    const current = teacher.getByTestId('roster-current');
    await expect(current).toContainText(student.phone);
    await current.getByRole('button', { name: t.invite(student) }).click();
    const dialog = teacher.getByTestId('roster-invite-dialog');
    await dialog.getByText(t.sms, { exact: true }).click();
    await expect(dialog.getByTestId('roster-invite-counts')).toBeVisible();
    await expect(dialog.getByTestId('roster-invite-counts')).toContainText(t.willSend);
    await dialog.getByTestId('roster-invite-send').click();
    await expect(teacher.getByText(t.sent)).toBeVisible();
    await teacher.context().close();

    // The link as the outbox holds it, in the teacher's language.
    const admin = await signedIn(browser, ADMIN, 'en');
    await admin.goto('/admin/outbox');
    const message = admin
      .getByText('/register?invite=', { exact: false })
      .filter({ hasText: t.name(student) })
      .first();
    await expect(message).toBeAttached();
    const link = /(\/register\?invite=[A-Za-z0-9_-]+)/.exec((await message.textContent()) ?? '')?.[1];
    expect(link).toBeTruthy();
    await admin.context().close();

    // The student, on a phone, registers through the form the list filled and locked.
    const context = await browser.newContext({ viewport: PHONE, hasTouch: true, isMobile: true });
    const page = await context.newPage();
    await page.goto(`${link}&lang=${lang}`);
    await expect(page.getByTestId('roster-invite-register')).toBeVisible();
    await expect(page.getByTestId('register-class-locked')).toHaveValue(student.className);
    await page.getByLabel(t.email).fill(`import.${student.phone}@example.com`);
    await page.getByLabel(new RegExp(`^${t.password}`)).fill('correct horse battery');
    await page.getByLabel(t.confirmPassword).fill('correct horse battery');
    await page.getByRole('checkbox').check();
    await page.getByRole('button', { name: t.submit }).click();
    await expect(page).toHaveURL(/\/home/);
    await expect(page.getByText(t.verified)).toBeVisible();
    const res = await page.request.get('/api/trpc/users.getLoggedInUser');
    const user = ((await res.json()) as { result: { data: Record<string, unknown> } }).result.data;
    expect(user).toMatchObject({
      phone: student.phone,
      schoolId: 'beacon1',
      class: student.className,
      verificationResult: 'Yes',
    });
    await context.close();
  });
}
