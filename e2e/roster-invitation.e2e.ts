import { type Browser, expect, type Page, test } from '@playwright/test';
import { signInWithPhone } from './helpers.ts';

// Issue 27 item 2 (decision 027): a school's listed student is invited by SMS, opens the link on a phone,
// registers through the form the list has filled and locked, and arrives verified. The list is beacon3's
// (no other journey reads it), put there by an admin through the import procedure; the link is read from
// the admin's Outbox page, where the log transport records what would have been sent.

const PHONE = { width: 390, height: 844 };
const LISTED = {
  en: { phone: '68770001', nameEn: 'Ivy Invited', nameZh: '邀請怡', classNo: 11 },
  'zh-HK': { phone: '68770002', nameEn: 'Ian Invited', nameZh: '邀請恩', classNo: 12 },
} as const;

const T = {
  en: {
    school: 'Beacon Secondary School No. 3 (Demo)',
    email: 'E-mail',
    password: 'Password',
    confirmPassword: 'Confirm password',
    submit: 'Create my account',
    verified: 'Verified for your school',
    used: 'This invitation link has already been used. Please sign in with your phone number and password.',
  },
  'zh-HK': {
    school: '燈塔第三中學（示範）',
    email: '電郵',
    password: '密碼',
    confirmPassword: '確認密碼',
    submit: '建立帳戶',
    verified: '已獲學校確認',
    used: '此邀請連結已被使用。請以電話號碼及密碼登入。',
  },
} as const;

test.describe.configure({ mode: 'serial' });

async function adminPage(browser: Browser): Promise<Page> {
  const page = await (await browser.newContext()).newPage();
  await signInWithPhone(page, '90000001', '/login?lang=en');
  await expect(page).toHaveURL(/\/home$/);
  return page;
}

async function trpc<T>(page: Page, procedure: string, input: unknown, method: 'get' | 'post'): Promise<T> {
  const res =
    method === 'post'
      ? await page.request.post(`/api/trpc/${procedure}`, { data: input })
      : await page.request.get(
          `/api/trpc/${procedure}${input === undefined ? '' : `?input=${encodeURIComponent(JSON.stringify(input))}`}`,
        );
  expect(res.ok(), await res.text()).toBe(true);
  return ((await res.json()) as { result: { data: T } }).result.data;
}

for (const lang of ['en', 'zh-HK'] as const) {
  const t = T[lang];
  const me = LISTED[lang];

  test(`a listed student registers through an SMS invitation and lands verified (${lang})`, async ({
    browser,
  }) => {
    // The school's list (both journeys' students, so that the second import keeps the first one listed).
    const admin = await adminPage(browser);
    await trpc(
      admin,
      'roster.importList',
      {
        schoolId: 'beacon3',
        role: 'student',
        schoolYear: '2026/27',
        fileName: 'beacon3-5A.csv',
        rows: Object.values(LISTED).map((p) => ({
          className: '5A',
          classNo: p.classNo,
          nameEn: p.nameEn,
          nameZh: p.nameZh,
          phone: p.phone,
          email: null,
        })),
      },
      'post',
    );
    const list = await trpc<{ rows: { id: string; phone: string | null }[] }>(
      admin,
      'roster.list',
      { schoolId: 'beacon3', role: 'student' },
      'get',
    );
    const row = list.rows.find((r) => r.phone === me.phone);
    expect(row).toBeDefined();
    const sent = await trpc<{ sent: number }>(
      admin,
      'roster.invite',
      { schoolId: 'beacon3', rosterIds: [row!.id], channel: 'sms', lang },
      'post',
    );
    expect(sent.sent).toBe(1);

    // The link, as the admin's Outbox page shows the message in the student's language.
    await admin.goto('/admin/outbox');
    const name = lang === 'en' ? me.nameEn : me.nameZh;
    const message = admin.getByText('/register?invite=', { exact: false }).filter({ hasText: name }).first();
    await expect(message).toBeAttached();
    const link = /(\/register\?invite=[A-Za-z0-9_-]+)/.exec((await message.textContent()) ?? '')?.[1];
    expect(link).toBeTruthy();
    await admin.context().close();

    // The student, signed out, on a phone.
    const context = await browser.newContext({ viewport: PHONE, hasTouch: true, isMobile: true });
    const page = await context.newPage();
    await page.goto(`${link}&lang=${lang}`);
    await expect(page.getByTestId('roster-invite-register')).toBeVisible();
    await expect(page.getByTestId('register-school-locked')).toHaveValue(t.school);
    await expect(page.getByTestId('register-class-locked')).toHaveValue('5A');
    const phoneInput = page.locator(`input[value="${me.phone}"]`);
    await expect(phoneInput).toHaveAttribute('readonly', '');
    await expect(page.getByTestId('register-pics')).toBeVisible();
    await page.getByLabel(t.email).fill(`invited.${me.phone}@example.com`);
    await page.getByLabel(new RegExp(`^${t.password}`)).fill('correct horse battery');
    await page.getByLabel(t.confirmPassword).fill('correct horse battery');
    await page.getByRole('checkbox').check();
    await page.getByRole('button', { name: t.submit }).click();
    await expect(page).toHaveURL(/\/home/);
    await expect(page.getByText(t.verified)).toBeVisible();
    const user = await trpc<{ phone: string; schoolId: string; class: string; verificationResult: string }>(
      page,
      'users.getLoggedInUser',
      undefined,
      'get',
    );
    expect(user).toMatchObject({
      phone: me.phone,
      schoolId: 'beacon3',
      class: '5A',
      verificationResult: 'Yes',
    });
    await context.close();

    // The link is spent, and says so.
    const again = await (await browser.newContext({ viewport: PHONE, isMobile: true })).newPage();
    await again.goto(`${link}&lang=${lang}`);
    await expect(again.getByTestId('roster-invite-unusable')).toContainText(t.used);
    await again.context().close();
  });
}
