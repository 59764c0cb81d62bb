import { expect, type Page, test } from '@playwright/test';
import { signInWithPhone } from './helpers.ts';

/** Code the first screen of /home leaves for later (decision 016, "Phones"). */
const LATER = /\/assets\/(UserMenu|NotificationsHost|floating-ui|TermsPage|Carousel)[-.]/;

function scriptsOf(page: Page): string[] {
  const urls: string[] = [];
  page.on('request', (req) => {
    if (req.resourceType() === 'script') urls.push(req.url());
  });
  return urls;
}

/**
 * The scripts that hold the carousel's code (embla, whose `scrollSnapList` survives minifying), whichever
 * chunk the bundler puts it in: the banner moves without it (decision 016, "The banner without its
 * carousel").
 */
function carouselCodeOf(page: Page): () => Promise<string[]> {
  const reads: Promise<string | null>[] = [];
  page.on('response', (res) => {
    if (res.request().resourceType() !== 'script') return;
    // A body the browser let go of (its page was reloaded) is fetched again by its address.
    const body = res.text().catch(() => page.request.get(res.url()).then((again) => again.text()));
    reads.push(body.then((text) => (text.includes('scrollSnapList') ? res.url() : null)));
  });
  return async () => (await Promise.all(reads)).filter((url) => url !== null);
}

test('/home signed in does not download the account menu, the toasts, the terms or the carousel', async ({
  page,
}) => {
  await signInWithPhone(page, '91000001', '/login?lang=en');
  await expect(page).toHaveURL(/\/home$/);
  const scripts = scriptsOf(page);
  const carouselCode = carouselCodeOf(page);
  await page.reload({ waitUntil: 'networkidle' });
  await expect(page.getByTestId('home-banner-text').first()).toBeVisible();
  expect(scripts.length).toBeGreaterThan(0);
  expect(scripts.filter((url) => LATER.test(url))).toEqual([]);
  expect(await carouselCode()).toEqual([]);
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

/** /home signed in, freshly loaded; what it gives reads the scripts holding the carousel's code so far. */
async function openHome(page: Page): Promise<() => Promise<string[]>> {
  await signInWithPhone(page, '91000001', '/login?lang=en');
  await expect(page).toHaveURL(/\/home$/);
  const carouselCode = carouselCodeOf(page);
  await page.reload({ waitUntil: 'networkidle' });
  return carouselCode;
}

/** The slide in view: its left edge on the banner's (the slides move by transforms, as embla moves them). */
async function expectSlideInView(page: Page, n: number): Promise<void> {
  const viewport = page.locator('.mantine-Carousel-viewport').first();
  const slide = viewport.locator('.mantine-Carousel-slide').nth(n - 1);
  await expect
    .poll(async () => Math.round((await slide.boundingBox())!.x - (await viewport.boundingBox())!.x), {
      timeout: 5000,
    })
    .toBe(0);
}

test("the banner turns on its arrows and dots without the carousel's code; the focus stays on the arrow", async ({
  page,
}) => {
  const carouselCode = await openHome(page);
  const banner = page.getByRole('region', { name: 'About Waypoint' });
  const second = banner.getByRole('tab', { name: 'Go to slide 2' });
  await expect(second).toHaveAttribute('aria-selected', 'false');
  const next = banner.getByRole('button', { name: 'Next slide' });
  await next.click();
  await expect(second).toHaveAttribute('aria-selected', 'true');
  await expect(next).toBeFocused();
  await expectSlideInView(page, 2);
  await next.click();
  await next.click();
  // Past the last slide, the first again.
  await expect(banner.getByRole('tab', { name: 'Go to slide 1' })).toHaveAttribute('aria-selected', 'true');
  await expectSlideInView(page, 1);
  await banner.getByRole('tab', { name: 'Go to slide 3' }).click();
  await expect(banner.getByRole('tab', { name: 'Go to slide 3' })).toHaveAttribute('aria-selected', 'true');
  await expectSlideInView(page, 3);
  expect(await carouselCode()).toEqual([]);
});

test("the banner turns by itself after 5 s, and still without the carousel's code (spec 1 §2.9)", async ({
  page,
}) => {
  const carouselCode = await openHome(page);
  const banner = page.getByRole('region', { name: 'About Waypoint' });
  await expect(banner.getByRole('tab', { name: 'Go to slide 1' })).toHaveAttribute('aria-selected', 'true');
  // The pointer is kept off the banner: hovering pauses it.
  await page.mouse.move(0, 0);
  await expect(banner.getByRole('tab', { name: 'Go to slide 2' })).toHaveAttribute('aria-selected', 'true', {
    timeout: 9000,
  });
  await expectSlideInView(page, 2);
  expect(await carouselCode()).toEqual([]);
});

test('with reduced motion the banner does not turn by itself', async ({ page }) => {
  await page.emulateMedia({ reducedMotion: 'reduce' });
  await openHome(page);
  const banner = page.getByRole('region', { name: 'About Waypoint' });
  await page.mouse.move(0, 0);
  await page.waitForTimeout(6500);
  await expect(banner.getByRole('tab', { name: 'Go to slide 1' })).toHaveAttribute('aria-selected', 'true');
  // It still turns when asked, at once.
  await banner.getByRole('button', { name: 'Next slide' }).click();
  await expect(banner.getByRole('tab', { name: 'Go to slide 2' })).toHaveAttribute('aria-selected', 'true');
  await expectSlideInView(page, 2);
});

test('the banner answers the keyboard: the focus stays on the arrow, or moves with the dot', async ({
  page,
}) => {
  await openHome(page);
  const banner = page.getByRole('region', { name: 'About Waypoint' });
  const tab = (n: number) => banner.getByRole('tab', { name: `Go to slide ${n}` });
  await banner.getByRole('button', { name: 'Previous slide' }).focus();
  await page.keyboard.press('ArrowLeft');
  await expect(tab(3)).toHaveAttribute('aria-selected', 'true');
  await expect(banner.getByRole('button', { name: 'Previous slide' })).toBeFocused();
  await page.keyboard.press('Home');
  await expect(tab(1)).toHaveAttribute('aria-selected', 'true');
  await tab(1).focus();
  await page.keyboard.press('ArrowRight');
  await expect(tab(2)).toHaveAttribute('aria-selected', 'true');
  await expect(tab(2)).toBeFocused();
  await page.keyboard.press('End');
  await expect(tab(3)).toHaveAttribute('aria-selected', 'true');
  await expect(tab(3)).toBeFocused();
  await expectSlideInView(page, 3);
});

test("a swipe turns the banner, the slide following the finger, without the carousel's code", async ({
  browser,
}) => {
  const context = await browser.newContext({
    viewport: { width: 412, height: 823 },
    isMobile: true,
    hasTouch: true,
  });
  const page = await context.newPage();
  const carouselCode = await openHome(page);
  const banner = page.getByRole('region', { name: 'About Waypoint' });
  const viewport = banner.locator('.mantine-Carousel-viewport');
  // Signed in, the banner comes after the next steps and the cards (decision 028): the finger goes to it.
  await viewport.scrollIntoViewIfNeeded();
  const box = (await viewport.boundingBox())!;
  const first = viewport.locator('.mantine-Carousel-slide').first();
  const cdp = await context.newCDPSession(page);
  const y = Math.round(box.y + box.height / 2);
  const touch = (type: 'touchStart' | 'touchMove' | 'touchEnd', x?: number) =>
    cdp.send('Input.dispatchTouchEvent', { type, touchPoints: x === undefined ? [] : [{ x, y }] });
  const from = Math.round(box.x + box.width * 0.8);
  const to = Math.round(box.x + box.width * 0.2);
  await touch('touchStart', from);
  for (let i = 1; i <= 10; i++) {
    await touch('touchMove', Math.round(from + ((to - from) * i) / 10));
    await page.waitForTimeout(16);
  }
  // Before the finger lets go, the first slide has moved with it (0.6 of the banner's width to the left).
  const moved = (await first.boundingBox())!.x - box.x;
  expect(moved).toBeLessThan(-box.width * 0.5);
  expect(moved).toBeGreaterThan(-box.width * 0.7);
  await touch('touchEnd');
  await expect(banner.getByRole('tab', { name: 'Go to slide 2' })).toHaveAttribute('aria-selected', 'true');
  await expectSlideInView(page, 2);
  expect(await carouselCode()).toEqual([]);
  await context.close();
});

test('a short drag with the mouse springs back; a long one turns the banner back', async ({ page }) => {
  await openHome(page);
  const banner = page.getByRole('region', { name: 'About Waypoint' });
  await banner.locator('.mantine-Carousel-viewport').scrollIntoViewIfNeeded();
  const box = (await banner.locator('.mantine-Carousel-viewport').boundingBox())!;
  const y = box.y + box.height / 2;
  const drag = async (dx: number) => {
    await page.mouse.move(box.x + box.width / 2, y);
    await page.mouse.down();
    await page.mouse.move(box.x + box.width / 2 + dx, y, { steps: 20 });
    // A pause before letting go, so that the pointer's speed does not flick it on.
    await page.waitForTimeout(200);
    await page.mouse.up();
  };
  await drag(box.width * 0.2);
  await expect(banner.getByRole('tab', { name: 'Go to slide 1' })).toHaveAttribute('aria-selected', 'true');
  await expectSlideInView(page, 1);
  await drag(box.width * 0.6);
  await expect(banner.getByRole('tab', { name: 'Go to slide 3' })).toHaveAttribute('aria-selected', 'true');
  await expectSlideInView(page, 3);
});

test('the first paint does not wait for the stylesheet, and the app draws only once it applies', async ({
  page,
  request,
}) => {
  // index.html asks for the app's stylesheets as preloads: the boot header is styled inline. (The first
  // screens the server draws block on it instead, decision 030: this is a page the client draws.)
  const html = await (await request.get('/terms-and-conditions')).text();
  expect(html).toMatch(
    /<link rel="preload" as="style" crossorigin href="\/assets\/index-[^"]+\.css" data-app-styles>/,
  );
  expect(html).not.toMatch(/<link rel="stylesheet"[^>]*\/assets\//);
  await page.goto('/terms-and-conditions?lang=en');
  await expect(page.locator('#root h1').first()).toBeVisible();
  // There may be several (the entry's chunks bring their components' rules): each one applies.
  const links = page.locator('link[data-app-styles]');
  expect(await links.count()).toBeGreaterThan(0);
  await expect
    .poll(() => links.evaluateAll((all) => all.map((l) => l.getAttribute('rel'))))
    .toEqual(Array(await links.count()).fill('stylesheet'));
  // Mantine's global styles apply (the browser's 8 px body margin is gone).
  expect(await page.evaluate(() => getComputedStyle(document.body).margin)).toBe('0px');
});
