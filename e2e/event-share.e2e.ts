import { type Browser, expect, type Page, test } from '@playwright/test';
import { signInWithPhone } from './helpers.ts';

// Issue 24 item 5: "Send to my WhatsApp group" from a session's sharing modal failed with "The poster, video
// or slide link is not a valid web address." because the session's poster is a path on this site. The campus
// visit's service has the poster /demo/poster-campus-visit.svg (packages/db/src/seed/demo-events.ts). Sending
// queues one outbox message and changes nothing other journeys read.
const CAMPUS_VISIT = 'e0000000-0000-4000-8000-000000000003';

type Lang = 'en' | 'zh-HK';

const T = {
  en: {
    teacher: '90000003',
    sent: 'It will be sent to your WhatsApp group in minutes.',
    invalid: 'The poster, video or slide link is not a valid web address.',
  },
  'zh-HK': {
    teacher: '90000004',
    sent: '訊息將於數分鐘內傳送到你的 WhatsApp 群組。',
    invalid: '海報、影片或簡報連結不是有效的網址。',
  },
} as const;

test.describe.configure({ mode: 'serial' });

async function signedIn(browser: Browser, phone: string, lang: Lang): Promise<Page> {
  const page = await (await browser.newContext()).newPage();
  await signInWithPhone(page, phone, `/login?lang=${lang}`);
  await expect(page).toHaveURL(/\/home$/);
  return page;
}

for (const lang of ['en', 'zh-HK'] as const) {
  const t = T[lang];

  test(`a teacher sends a session with its poster to their WhatsApp group (${lang})`, async ({ browser }) => {
    const page = await signedIn(browser, t.teacher, lang);
    await page.goto(`/events/${CAMPUS_VISIT}?lang=${lang}`);
    await page.getByTestId('event-share-open').click();
    const modal = page.getByRole('dialog').filter({ has: page.getByTestId('reg-qr-send') });
    // The modal shows the poster the message will carry.
    await expect(modal.locator('img[src="/demo/poster-campus-visit.svg"]')).toBeVisible();
    await modal.getByTestId('reg-qr-send').click();
    await page.getByTestId('reg-qr-send-confirm-yes').click();
    await expect(page.getByText(t.sent)).toBeVisible();
    await expect(page.getByText(t.invalid)).toHaveCount(0);
    await page.context().close();
  });
}

test('the queued message carries the poster as a full address', async ({ browser, baseURL }) => {
  const page = await signedIn(browser, '90000001', 'en');
  await page.goto('/admin/outbox');
  const poster = `${baseURL}/demo/poster-campus-visit.svg`;
  const message = page.getByText(poster, { exact: false }).first();
  await expect(message).toBeAttached();
  await expect(message).toContainText(`${baseURL}/s/beacon1/${CAMPUS_VISIT}`);
  await page.context().close();
});
