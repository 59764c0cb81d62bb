import { expect, type Page } from '@playwright/test';

/** Phone sign-in as a person would do it: the demo has SMS codes off, so Next signs in. */
export async function signInWithPhone(page: Page, phone: string, path = '/login'): Promise<void> {
  await page.goto(path);
  const input = page.getByTestId('login-phone');
  await input.fill(phone);
  const next = page.getByTestId('login-next');
  await expect(next).toBeEnabled();
  await next.click();
}

export async function expectHeaderVariant(page: Page, variant: string): Promise<void> {
  await expect(page.getByTestId('app-header')).toHaveAttribute('data-variant', variant);
}

/** A student applies for an event from its page, as events-confirm.e2e.ts does: Apply, then Yes. */
export async function applyToEvent(page: Page, eventId: string): Promise<void> {
  await page.goto(`/events/${eventId}`);
  await page.getByTestId('event-apply').click();
  await page.getByTestId('event-dialog-yes').click();
  await expect(page.getByTestId('event-applied')).toBeVisible();
}

/**
 * A page the server drew (decision 030) takes taps only once the app has taken it over (HydrationGuard):
 * a check that does not wait (`isDisabled()`, `count()`) must come after that.
 */
export async function waitForApp(page: Page): Promise<void> {
  await expect(page.locator('fieldset[data-hydrating]')).toHaveCount(0);
}
