import { type Browser, expect, type Page, test } from '@playwright/test';
import { signInWithPhone } from './helpers.ts';

// Demo data: the career chat item with weekday slots over the coming two weeks
// (packages/db/src/seed/demo-booking.ts) and the Bluebird Seed meeting, which needs a parent's consent
// (packages/db/src/seed/demo-events.ts). Students 91000037–91000039 are this file's.
const BLUEBIRD_SEED_MEETING = 'e0000000-0000-4000-8000-000000000006';
const CAMPUS_VISIT = 'e0000000-0000-4000-8000-000000000003';

test.describe.configure({ mode: 'serial' });

async function signedInPage(browser: Browser, phone: string): Promise<Page> {
  const page = await (await browser.newContext()).newPage();
  await signInWithPhone(page, phone, '/login?lang=en');
  await expect(page).toHaveURL(/\/home$/);
  return page;
}

async function trpcGet(page: Page, procedure: string, input?: unknown): Promise<unknown> {
  const query = input === undefined ? '' : `?input=${encodeURIComponent(JSON.stringify(input))}`;
  const res = await page.request.get(`/api/trpc/${procedure}${query}`);
  return (await res.json()).result.data;
}

/** Registration through a student link: the school and role come from the link. */
async function registerStudent(page: Page, url: string, phone: string): Promise<void> {
  await page.goto(url);
  await page.getByLabel('Mobile number').fill(phone);
  await page.getByLabel(/^Full name/).fill(`New Student ${phone}`);
  await page.getByLabel('E-mail').fill(`s${phone}@example.com`);
  await page.getByLabel(/^Password/).fill('a-long-password');
  await page.getByLabel('Confirm password').fill('a-long-password');
  await page.getByRole('combobox', { name: 'Year of DSE' }).click();
  await page.getByRole('option').first().click();
  await page.getByRole('checkbox').check();
  await page.getByRole('button', { name: 'Create my account' }).click();
}

async function openBooking(page: Page): Promise<string> {
  await page.goto('/booking?lang=en');
  await page.getByTestId('booking-item').click();
  await page.getByRole('option', { name: /Career chat with a consultant/ }).click();
  const first = page.getByTestId('booking-slot').first();
  await expect(first).toBeVisible();
  const slotId = (await first.getAttribute('data-slot-id')) ?? '';
  expect(slotId).not.toBe('');
  return slotId;
}

async function chooseSlotAndFill(page: Page, slotId: string, email: string): Promise<void> {
  await page.locator(`[data-slot-id="${slotId}"]`).click();
  await page.getByTestId('booking-email').fill(email);
  await page.getByTestId('booking-year').click();
  await page.getByRole('option', { name: 'Year 1', exact: true }).click();
}

test('two students race for one slot: one books it, the other is told it is gone and sees fresh slots', async ({
  browser,
}) => {
  const first = await signedInPage(browser, '91000037');
  const second = await signedInPage(browser, '91000038');
  const slotId = await openBooking(first);
  expect(await openBooking(second)).toBe(slotId);

  await chooseSlotAndFill(first, slotId, 's37@example.com');
  await chooseSlotAndFill(second, slotId, 's38@example.com');
  // The form is filled from the account.
  await expect(first.getByTestId('booking-full-name')).not.toHaveValue('');
  await expect(first.getByTestId('booking-phone')).toHaveValue('91000037');

  await first.getByTestId('booking-submit').click();
  await expect(first.getByTestId('booking-result-success')).toContainText('A confirmation will come soon.');

  await second.getByTestId('booking-submit').click();
  await expect(second.getByTestId('booking-slot-gone')).toHaveText(
    'Sorry, the time you chose is no longer available. Please choose another timeslot.',
  );
  // The data was reloaded: the taken slot is gone and others are offered.
  await expect(second.locator(`[data-slot-id="${slotId}"]`)).toHaveCount(0);
  await expect(second.getByTestId('booking-slot').first()).toBeVisible();
});

test('a parent signs through the child’s link without an account, and the event turns Confirmed', async ({
  browser,
}) => {
  const student = await signedInPage(browser, '91000039');
  await student.goto(`/apply/${BLUEBIRD_SEED_MEETING}?lang=en`);
  await student.getByTestId('event-dialog-yes').click();
  await expect(student.getByTestId('parent-consent-tile')).toContainText('Parent Consent Required!');

  await student.getByTestId('parent-consent-tile').getByRole('link').click();
  await expect(student).toHaveURL(/\/parent-consent\/bluebird-seed\?sessionId=/);
  await student.getByTestId('consent-share-open').click();
  const url = await student.getByTestId('consent-share-url').inputValue();
  expect(url).toMatch(/\/parent-consent\/bluebird-seed\?t=/);

  const parent = await (await browser.newContext()).newPage();
  await parent.goto(`${url}&lang=en`);
  await expect(parent.getByTestId('consent-session')).toContainText('Bluebird Seed: first mentoring meeting');
  await expect(parent.getByTestId('consent-submit')).toBeDisabled();
  await expect(parent.getByTestId('consent-clear')).toBeDisabled();

  const pad = parent.getByTestId('signature-pad');
  const box = (await pad.boundingBox())!;
  await parent.mouse.move(box.x + 30, box.y + 60);
  await parent.mouse.down();
  await parent.mouse.move(box.x + 120, box.y + 120, { steps: 8 });
  await parent.mouse.move(box.x + 220, box.y + 50, { steps: 8 });
  await parent.mouse.up();
  await expect(parent.getByTestId('consent-submit')).toBeEnabled();

  // The link names the child: the parent is not asked for the child's name and phone again.
  await expect(parent.getByTestId('consent-child-name')).toHaveCount(0);
  await expect(parent.getByTestId('consent-child-phone')).toHaveCount(0);
  await parent.getByTestId('consent-submit').click();
  await expect(parent.getByTestId('consent-confirm')).toHaveText('Submit your consent with signature?');
  await parent.getByTestId('consent-confirm-yes').click();
  await expect(parent.getByText('Consent recorded successfully')).toBeVisible();
  await expect(parent.getByTestId('consent-event-confirmed')).toBeVisible();
  await expect(parent.getByTestId('consent-signature')).toHaveAttribute('src', /^data:image\/jpeg;base64,/);

  // The receipt shows the digest, and it verifies.
  await parent.getByTestId('consent-receipt-link').click();
  await expect(parent.getByTestId('consent-digest')).toHaveText(/^[0-9a-f]{64}$/);
  await parent.getByTestId('consent-verify').click();
  await expect(parent.getByTestId('consent-verify-result')).toContainText('Verified');

  await student.goto(`/events/${BLUEBIRD_SEED_MEETING}?lang=en`);
  await expect(student.getByTestId('event-confirm')).toHaveText('Confirmed');
  await expect(student.getByTestId('parent-consent-tile')).toContainText('Parent Consent Obtained');
});

test('a teacher opens the registration QR, sends it to their WhatsApp, and a new student registers through it', async ({
  browser,
}) => {
  const teacher = await signedInPage(browser, '90000003');
  await teacher.goto('/profile?lang=en');
  await teacher.getByTestId('reg-qr-open').click();
  await expect(teacher.getByTestId('reg-qr-code')).toBeVisible();
  const url = await teacher.getByTestId('reg-qr-url').inputValue();
  expect(url).toMatch(/\/s\/beacon1$/);
  await expect(teacher.getByTestId('reg-qr-code')).toHaveAttribute('data-qr-value', url);
  await teacher.getByTestId('reg-qr-send').click();
  await expect(teacher.getByTestId('reg-qr-send-confirm')).toHaveText(
    'Send this message to your WhatsApp group for records?',
  );
  await teacher.getByTestId('reg-qr-send-confirm-yes').click();
  await expect(teacher.getByText('It will be sent to your WhatsApp group in minutes.')).toBeVisible();

  const page = await (await browser.newContext()).newPage();
  await registerStudent(page, `${url}?lang=en`, '67000039');
  await expect(page).toHaveURL(/\/home$/);
  const user = await trpcGet(page, 'users.getLoggedInUser');
  expect(user).toMatchObject({ schoolId: 'beacon1', isSecondaryStudent: true, phone: '67000039' });

  // A link with an event applies the new student to it once registered.
  const other = await (await browser.newContext()).newPage();
  await registerStudent(other, `${url}/${CAMPUS_VISIT}?lang=en`, '67000038');
  await expect(other).toHaveURL(new RegExp(`/events/${CAMPUS_VISIT}$`));
  const detail = await trpcGet(other, 'events.getEvent', { id: CAMPUS_VISIT });
  expect(detail).toMatchObject({ event: { userResponse: { response: 'Yes' } } });
});

test('a student shares the parent view as a QR code and revokes the link', async ({ browser }) => {
  const student = await signedInPage(browser, '91000037');
  await student.goto('/ab3?lang=en');
  await student.getByTestId('parent-link-open').click();
  const link = await student.getByTestId('parent-link-url').inputValue();
  await expect(student.getByTestId('parent-link-qr')).toHaveAttribute('data-qr-value', link);
  await expect(student.getByTestId('parent-link-row')).toHaveCount(1);

  const parent = await (await browser.newContext()).newPage();
  await parent.goto(`${link}&lang=en`);
  await expect(parent.getByTestId('parent-view')).toBeVisible();

  await student.getByTestId('parent-link-revoke').click();
  await expect(student.getByTestId('parent-link-row')).toContainText('Revoked');
  await parent.reload();
  await expect(parent.getByTestId('parent-view-invalid')).toBeVisible();
  await expect(parent.getByTestId('parent-view')).toHaveCount(0);
});

test('the booking opens as a modal from the events page, in Chinese, and closes on the result', async ({
  browser,
}) => {
  const page = await signedInPage(browser, '91000038');
  await page.goto('/events?lang=zh-HK');
  await page.getByTestId('open-booking-modal').click();
  const modal = page.getByRole('dialog');
  await expect(modal).toContainText('預約面談');
  await modal.getByTestId('booking-item').click();
  await page.getByRole('option', { name: /職涯諮詢/ }).click();
  const slot = modal.getByTestId('booking-slot').first();
  await expect(slot).toBeVisible();
  await slot.click();
  await modal.getByTestId('booking-email').fill('s38-modal@example.com');
  await modal.getByTestId('booking-year').click();
  await page.getByRole('option').first().click();
  await modal.getByTestId('booking-submit').click();
  await expect(modal.getByTestId('booking-result-success')).toBeVisible();
  await modal.getByTestId('booking-close').click();
  await expect(page.getByRole('dialog')).toHaveCount(0);
  await expect(page).toHaveURL(/\/events/);
});
