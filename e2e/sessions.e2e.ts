import { type Browser, expect, type Page, test } from '@playwright/test';
import { signInWithPhone } from './helpers.ts';

// packages/db/src/seed/demo-votes.ts: a past Workshop 2 session attended by students 91000030–91000035
// of beacon1; 91000030 and 91000031 have not voted yet.
const SESSION_ID = 'e7000000-0000-4000-8000-000000000001';
const ADMIN = '90000001';
const STUDENT = '91000030';
const OTHER_STUDENT = '91000031';

test.describe.configure({ mode: 'serial' });

async function openAs(browser: Browser, phone: string): Promise<Page> {
  const context = await browser.newContext();
  const page = await context.newPage();
  await signInWithPhone(page, phone, '/login?lang=en');
  await expect(page).toHaveURL(/\/home$/);
  await page.goto(`/sessions/${SESSION_ID}`);
  await expect(page.getByTestId('session-list-modal')).toBeVisible();
  // The subscription is open (the list refetches on every change from now on).
  await expect(page.getByTestId('session-live')).toBeVisible();
  return page;
}

async function userIdOf(page: Page, phone: string): Promise<string> {
  const res = await page.request.get(
    `/api/trpc/events.getSessionParticipants?input=${encodeURIComponent(JSON.stringify({ sessionId: SESSION_ID }))}`,
  );
  const body = (await res.json()) as {
    result: { data: { participants: { userId: string; details: { whatsAppLink: string } | null }[] } };
  };
  const person = body.result.data.participants.find((p) => p.details?.whatsAppLink.includes(`852${phone}`));
  if (!person) throw new Error(`no participant with phone ${phone}`);
  return person.userId;
}

test('a student votes and an admin sees it live; the admin shortlists and the student sees the ranking move', async ({
  browser,
}) => {
  // Two browsers and a live subscription: 30 s alone, more late in the whole suite.
  test.setTimeout(150_000);
  const admin = await openAs(browser, ADMIN);
  const student = await openAs(browser, STUDENT);
  const other = await userIdOf(admin, OTHER_STUDENT);
  const self = await userIdOf(admin, STUDENT);

  // Tabs by role (spec 1 §2.4): students have no Participants or Outstanding video tab; By groups is
  // labelled Participants for them.
  await expect(admin.getByTestId('session-tab-participants')).toBeVisible();
  await expect(admin.getByTestId('session-tab-outstandingVideo')).toBeVisible();
  await expect(student.getByTestId('session-tab-participants')).toHaveCount(0);
  await expect(student.getByTestId('session-tab-outstandingVideo')).toHaveCount(0);
  await expect(student.getByTestId('session-tab-byGroups')).toHaveText('Participants');
  await expect(student.getByTestId('person-details')).toHaveCount(0);

  await admin.getByTestId('session-tab-bestPresenters').click();
  const otherOnAdmin = admin.getByTestId('best-presenters').locator(`[data-user-id="${other}"]`);
  await expect(otherOnAdmin).toHaveCount(0);

  // The student likes a classmate, with a remark saved on close.
  await student
    .locator(`[data-testid="person-row"][data-user-id="${other}"]`)
    .getByTestId('person-open')
    .click();
  await expect(student.getByTestId('vote-grade-1')).toHaveCount(0); // no grades for students
  await student.getByTestId('vote-like').click();
  await expect(student.getByTestId('vote-like')).toHaveAttribute('aria-pressed', 'true');
  await student.getByTestId('vote-remarks').fill('Great examples');
  await student.getByTestId('vote-done').click();
  await expect(student.getByTestId('session-tab-shortlisted')).toHaveText('Voted (1)');

  // No reload on the admin's side: the vote arrives over the subscription.
  await expect(otherOnAdmin).toBeVisible();
  await expect(otherOnAdmin.getByTestId('like-count')).toHaveAttribute('data-likes', '1');

  // The admin likes and grades the student themselves; the student's Best presenters shows it live.
  await admin.getByTestId('session-tab-participants').click();
  await admin
    .locator(`[data-testid="person-row"][data-user-id="${self}"]`)
    .getByTestId('person-open')
    .click();
  await admin.getByTestId('vote-like').click();
  await admin.locator('label').getByText('Excellent', { exact: true }).click();
  await admin.getByTestId('vote-done').click();
  await expect(admin.getByTestId('session-tab-shortlisted')).toHaveText('Shortlisted (1)');

  await student.getByTestId('session-tab-bestPresenters').click();
  const selfOnStudent = student.getByTestId('best-presenters').locator(`[data-user-id="${self}"]`);
  await expect(selfOnStudent.getByTestId('like-count')).toHaveAttribute('data-likes', '1');

  // The remark was saved when the modal closed.
  await student.getByTestId('session-tab-byGroups').click();
  await student
    .locator(`[data-testid="person-row"][data-user-id="${other}"]`)
    .getByTestId('person-open')
    .click();
  await expect(student.getByTestId('vote-remarks')).toHaveValue('Great examples');
  await student.getByTestId('vote-done').click();

  // Shortlist reorder with the keyboard (admin): the second becomes first.
  await admin
    .locator(`[data-testid="person-row"][data-user-id="${other}"]`)
    .first()
    .getByTestId('person-open')
    .click();
  await admin.getByTestId('vote-like').click();
  await admin.getByTestId('vote-done').click();
  await expect(admin.getByTestId('session-tab-shortlisted')).toHaveText('Shortlisted (2)');
  await admin.getByTestId('session-tab-shortlisted').click();
  const rows = admin.getByTestId('shortlist-row');
  await expect(rows).toHaveCount(2);
  await expect(rows.nth(0).getByTestId('person-row')).toHaveAttribute('data-user-id', self);
  const handle = rows.nth(1).getByTestId('shortlist-handle');
  await handle.focus();
  await admin.keyboard.press('Space');
  await expect(handle).toHaveAttribute('aria-pressed', 'true');
  // The screen-reader announcement says where it is before it is dropped. The sensor starts listening for
  // arrows just after the pick-up renders; a press landing before that is pressed again (at the top of
  // the list, a second ArrowUp changes nothing).
  await expect(async () => {
    await admin.keyboard.press('ArrowUp');
    await expect(admin.getByText(/ is over place 1\.$/)).toBeAttached({ timeout: 1000 });
  }).toPass();
  const saved = admin.waitForResponse(
    (res) => res.url().includes('events.upsertUserUsers') && res.request().method() === 'POST',
  );
  await admin.keyboard.press('Space');
  await expect(rows.nth(0).getByTestId('person-row')).toHaveAttribute('data-user-id', other);
  // Saved (the new order reached the server): it survives a reload.
  expect((await saved).ok()).toBe(true);
  await admin.reload();
  await admin.getByTestId('session-tab-shortlisted').click();
  await expect(admin.getByTestId('shortlist-row').nth(0).getByTestId('person-row')).toHaveAttribute(
    'data-user-id',
    other,
  );

  // Admins edit the session; the capacity may not go below the 7 seats taken.
  await admin.getByTestId('session-edit').click();
  const capacity = admin.getByTestId('session-edit-capacity');
  await capacity.fill('5');
  await admin.getByTestId('session-edit-save').click();
  await expect(admin.getByRole('alert')).toHaveText('Capacity cannot be below the 7 seats already taken.');
  await capacity.fill('25');
  await admin.getByTestId('session-edit-save').click();
  await expect(admin.getByTestId('session-edit-form')).toHaveCount(0);
  await admin.getByTestId('session-edit').click();
  await expect(admin.getByTestId('session-edit-capacity')).toHaveValue('25');
});
