import { type Browser, expect, type Page, test } from '@playwright/test';
import { signInWithPhone } from './helpers.ts';

// Issue 24 item 13: "Thank you for your nomination." stood over the title of the open "Nominate students"
// modal, and toasts stacked. On the 390×844 phone, a teacher sends the registration link to their WhatsApp
// from its modal (the toast comes while the modal stays open): the toast stands clear of the modal's
// title, on the screen, and alone. Sending queues one WhatsApp message in the outbox, nothing else.

const PHONE = { width: 390, height: 844 };
const T = {
  'zh-HK': { title: '分享登記連結', sent: '訊息將於數分鐘內傳送到你的 WhatsApp 群組。' },
  en: { title: 'Share a registration link', sent: 'It will be sent to your WhatsApp group in minutes.' },
} as const;

type Box = { x: number; y: number; width: number; height: number };
function overlaps(a: Box, b: Box): boolean {
  return a.x < b.x + b.width && b.x < a.x + a.width && a.y < b.y + b.height && b.y < a.y + a.height;
}

async function teacherOnPhone(browser: Browser, lang: 'zh-HK' | 'en'): Promise<Page> {
  const context = await browser.newContext({ viewport: PHONE, hasTouch: true, isMobile: true });
  const page = await context.newPage();
  await signInWithPhone(page, '90000003', `/login?lang=${lang}`);
  await expect(page).toHaveURL(/\/home$/);
  return page;
}

for (const lang of ['zh-HK', 'en'] as const) {
  const t = T[lang];
  test(`a toast over an open modal leaves its title clear, on a phone (${lang})`, async ({ browser }) => {
    const page = await teacherOnPhone(browser, lang);
    await page.goto(`/profile?lang=${lang}`);
    await page.getByTestId('reg-qr-open').tap();
    const title = page.locator('.mantine-Modal-title', { hasText: t.title });
    await expect(title).toBeVisible();
    await page.getByTestId('reg-qr-send').tap();
    await page.getByTestId('reg-qr-send-confirm-yes').tap();
    const toast = page.locator('.mantine-Notification-root');
    await expect(toast).toContainText(t.sent);
    await expect(title).toBeVisible();
    await expect(toast).toHaveCount(1);
    const toastBox = (await toast.boundingBox())!;
    expect(overlaps(toastBox, (await title.boundingBox())!)).toBe(false);
    expect(toastBox.y).toBeGreaterThanOrEqual(0);
    expect(toastBox.y + toastBox.height).toBeLessThanOrEqual(PHONE.height);
    await page.context().close();
  });
}
