import { type Browser, expect, type Page, test } from '@playwright/test';

// Issue 24 item 12: on a 390×844 phone, "This text is too long." for a 10,000-character booking remark was
// drawn above the screen (y ≈ −1167) and named no field. The refusal now stands beside the remark, on the
// screen, with the limit, in the reader's language; nothing is booked. The demo booking item is seeded in
// packages/db/src/seed/demo-booking.ts; no booking is made, so the slots stay for the other journeys.

const PHONE = { width: 390, height: 844 };

const T = {
  'zh-HK': {
    item: /職涯諮詢/,
    year: '一年級',
    remarks: '備註',
    error: '此欄最多可有 2000 個字（現有 10000 個）。',
    counter: '10000 / 2000 字：太長',
  },
  en: {
    item: /Career chat with a consultant/,
    year: 'Year 1',
    remarks: 'Remarks',
    error: 'Please keep this to at most 2000 characters (now 10000).',
    counter: '10000 / 2000 characters: too long',
  },
} as const;

async function phone(browser: Browser): Promise<Page> {
  const context = await browser.newContext({ viewport: PHONE, hasTouch: true, isMobile: true });
  return context.newPage();
}

for (const lang of ['zh-HK', 'en'] as const) {
  const t = T[lang];
  test(`an over-long booking remark is refused beside the remark, on the phone's screen (${lang})`, async ({
    browser,
  }) => {
    const page = await phone(browser);
    const booked: string[] = [];
    page.on('request', (req) => {
      if (req.url().includes('booking.createNewBooking')) booked.push(req.url());
    });
    await page.goto(`/booking?lang=${lang}`);
    await page.getByTestId('booking-item').click();
    await page.getByRole('option', { name: t.item }).click();
    await page.getByTestId('booking-slot').first().click();
    await page.getByTestId('booking-full-name').fill('Chan Tai Man');
    await page.getByTestId('booking-email').fill('form-errors@example.com');
    await page.getByTestId('booking-phone').fill('91234567');
    await page.getByTestId('booking-year').click();
    await page.getByRole('option', { name: t.year, exact: true }).click();
    const remarks = page.getByTestId('booking-remarks');
    await remarks.fill('x'.repeat(10_000));
    // The counter says the remark is over its limit before it is sent.
    const field = page.locator('.mantine-InputWrapper-root', { has: remarks });
    await expect(field).toContainText(t.counter);
    // The button, at the foot of the form, is what a person taps; the remark has scrolled off meanwhile.
    await page.getByTestId('booking-submit').click();

    const error = field.locator('.mantine-InputWrapper-error');
    await expect(error).toHaveText(t.error);
    await expect(field.locator('label')).toContainText(t.remarks);
    await expect(remarks).toHaveAttribute('aria-invalid', 'true');
    await expect(remarks).toBeFocused();
    // On the screen, not above it.
    await expect
      .poll(async () => {
        const box = await error.boundingBox();
        return box !== null && box.y >= 0 && box.y + box.height <= PHONE.height;
      })
      .toBe(true);
    expect(booked).toEqual([]);
  });
}
