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
