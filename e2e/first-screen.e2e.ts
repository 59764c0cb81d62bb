import { expect, type Page, test } from '@playwright/test';
import { signInWithPhone } from './helpers.ts';

/** Code the first screen of /home leaves for later (decision 016, "Phones"). */
const LATER = /\/assets\/(UserMenu|NotificationsHost|floating-ui|TermsPage|Carousel|LiveBannerCarousel)[-.]/;
const CAROUSEL = /\/assets\/(Carousel|LiveBannerCarousel)[-.]/;

function scriptsOf(page: Page): string[] {
  const urls: string[] = [];
  page.on('request', (req) => {
    if (req.resourceType() === 'script') urls.push(req.url());
  });
  return urls;
}

test('/home signed in does not download the account menu, the toasts, the terms or the carousel', async ({
  page,
}) => {
  await signInWithPhone(page, '91000001', '/login?lang=en');
  await expect(page).toHaveURL(/\/home$/);
  const scripts = scriptsOf(page);
  await page.reload({ waitUntil: 'networkidle' });
  await expect(page.getByTestId('home-banner-text').first()).toBeVisible();
  expect(scripts.length).toBeGreaterThan(0);
  expect(scripts.filter((url) => LATER.test(url))).toEqual([]);
  // The header keeps the class that moves it clear of a scroll bar a dialog removes (vite.config.ts takes
  // the name from react-remove-scroll-bar instead of loading react-remove-scroll on every page).
  await expect(page.locator('header.right-scroll-bar-position')).toHaveCount(1);
});

test('the account menu opens on the first click, before its code was loaded, and leads on', async ({
  page,
}) => {
  await signInWithPhone(page, '91000001', '/login?lang=en');
  await expect(page).toHaveURL(/\/home$/);
  await page.reload({ waitUntil: 'networkidle' });
  const button = page.getByTestId('user-menu');
  await expect(button).toHaveAttribute('aria-expanded', 'false');
  await button.click();
  const profile = page.getByRole('menuitem', { name: 'My profile' });
  await expect(profile).toBeVisible();
  await expect(page.getByTestId('user-menu')).toHaveAttribute('aria-expanded', 'true');
  await profile.click();
  await expect(page).toHaveURL(/\/profile$/);
});

test('the account menu opens from the keyboard: focus stays on its button while its code loads', async ({
  page,
}) => {
  await signInWithPhone(page, '91000001', '/login?lang=en');
  await expect(page).toHaveURL(/\/home$/);
  await page.reload({ waitUntil: 'networkidle' });
  const button = page.getByTestId('user-menu');
  await expect(button).not.toHaveAttribute('id');
  await button.focus();
  // The menu's code arrives on focus; its button (the one with an id, from the menu) takes the focus over.
  await expect(button).toHaveAttribute('id', /.+/);
  await expect(button).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(page.getByRole('menuitem', { name: 'Log out' })).toBeVisible();
});

test("the banner's drawn first slide turns on the first press of its arrow, before the carousel's code was loaded", async ({
  page,
}) => {
  await signInWithPhone(page, '91000001', '/login?lang=en');
  await expect(page).toHaveURL(/\/home$/);
  const scripts = scriptsOf(page);
  await page.reload({ waitUntil: 'networkidle' });
  const banner = page.getByRole('region', { name: 'About Waypoint' });
  const second = banner.getByRole('tab', { name: 'Go to slide 2' });
  await expect(second).toHaveAttribute('aria-selected', 'false');
  expect(scripts.filter((url) => CAROUSEL.test(url))).toEqual([]);
  const next = banner.getByRole('button', { name: 'Next slide' });
  await next.click();
  await expect(second).toHaveAttribute('aria-selected', 'true');
  await expect(banner.getByRole('button', { name: 'Next slide' })).toBeFocused();
  expect(scripts.filter((url) => CAROUSEL.test(url)).length).toBeGreaterThan(0);
});

test('the banner turns by itself after 5 s, its code loaded on the way (spec 1 §2.9)', async ({ page }) => {
  await signInWithPhone(page, '91000001', '/login?lang=en');
  await expect(page).toHaveURL(/\/home$/);
  await page.reload();
  const banner = page.getByRole('region', { name: 'About Waypoint' });
  await expect(banner.getByRole('tab', { name: 'Go to slide 1' })).toHaveAttribute('aria-selected', 'true');
  // The pointer is kept off the banner: hovering pauses it.
  await page.mouse.move(0, 0);
  await expect(banner.getByRole('tab', { name: 'Go to slide 2' })).toHaveAttribute('aria-selected', 'true', {
    timeout: 9000,
  });
});

test("the banner's drawn first slide answers the keyboard; the focus stays on the arrow", async ({
  page,
}) => {
  await signInWithPhone(page, '91000001', '/login?lang=en');
  await expect(page).toHaveURL(/\/home$/);
  await page.reload({ waitUntil: 'networkidle' });
  const banner = page.getByRole('region', { name: 'About Waypoint' });
  await banner.getByRole('button', { name: 'Previous slide' }).focus();
  await page.keyboard.press('ArrowLeft');
  await expect(banner.getByRole('tab', { name: 'Go to slide 3' })).toHaveAttribute('aria-selected', 'true');
  await expect(banner.getByRole('button', { name: 'Previous slide' })).toBeFocused();
});
