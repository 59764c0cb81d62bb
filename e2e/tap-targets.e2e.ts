import { type Browser, expect, type Page, test } from '@playwright/test';
import { signInWithPhone } from './helpers.ts';

// Issue 24 item 28: on a phone held in the hand (390×844, touch) every control a finger taps is at least
// 44 × 44 CSS px (WCAG 2.5.5), on the main screens of each role, in both languages, and no screen is wider
// than the phone. 91000001 is a beacon1 student with a plan, 90000003 beacon1's career teacher, 90000001
// the admin.
const PHONE = { viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true } as const;
const MIN = 44;
const EVENT = '/events/e0000000-0000-4000-8000-000000000003';
const SESSION = '/sessions/e0000000-0000-4000-8000-000000000002';

test.use(PHONE);

type Lang = 'en' | 'zh-HK';

interface Miss {
  what: string;
  width: number;
  height: number;
}

/**
 * The visible controls of the page (or of `within`) whose box is under 44 × 44 px. A checkbox, radio or
 * chip is measured with its label, the box a finger can tap to toggle it; Mantine hides some of those
 * inputs behind their label, so the input alone would be 1 px or nothing.
 *
 * The one allowance is WCAG 2.5.8's inline exception: a link inside a sentence (an `a` in a paragraph or a
 * label that holds text of its own besides the link) takes the line's height, and growing it would break
 * the line.
 */
function misses(page: Page, within?: string): Promise<Miss[]> {
  return page.evaluate(
    ({ min, within }) => {
      const root = within ? document.querySelector(within) : document.body;
      if (!root) return [{ what: `no ${within}`, width: 0, height: 0 }];
      const shown = (el: Element) =>
        el.checkVisibility({ opacityProperty: true, visibilityProperty: true }) &&
        !el.closest('[aria-hidden="true"], [inert]');
      const describe = (el: Element) => {
        const id = el.getAttribute('data-testid') ?? el.closest('[data-testid]')?.getAttribute('data-testid');
        const text = (el.getAttribute('aria-label') ?? el.textContent ?? '').trim().slice(0, 30);
        return `${el.tagName.toLowerCase()}${id ? `[${id}]` : ''} "${text}"`;
      };
      const inlineLink = (el: Element) => {
        if (el.tagName !== 'A') return false;
        const paragraph = el.parentElement?.closest('p, label');
        if (!paragraph) return false;
        const own = (paragraph.textContent ?? '').replace(el.textContent ?? '', '').trim();
        return own.length > 0;
      };
      // A toggle without a label may sit in a row that toggles it when tapped (a teacher to pick): the row
      // shows it by its pointer cursor, set on the row and inherited inside it.
      const tapRow = (input: Element): Element[] => {
        let row: Element | null = null;
        for (let at = input.parentElement; at && at !== document.body; at = at.parentElement) {
          if (getComputedStyle(at).cursor !== 'pointer') break;
          row = at;
        }
        return row ? [row] : [];
      };
      const union = (rects: DOMRect[]) => {
        const sized = rects.filter((r) => r.width > 1 && r.height > 1);
        if (sized.length === 0) return { width: 0, height: 0 };
        const left = Math.min(...sized.map((r) => r.left));
        const right = Math.max(...sized.map((r) => r.right));
        const top = Math.min(...sized.map((r) => r.top));
        const bottom = Math.max(...sized.map((r) => r.bottom));
        return { width: right - left, height: bottom - top };
      };
      const found: { what: string; width: number; height: number }[] = [];
      const seen = new Set<Element>();
      const selector =
        'button, a[href], input:not([type="hidden"]), select, textarea, [role="button"], [role="checkbox"], [role="radio"], [role="switch"], [role="tab"]';
      for (const el of root.querySelectorAll(selector)) {
        if (seen.has(el)) continue;
        seen.add(el);
        const input = el instanceof HTMLInputElement && ['checkbox', 'radio'].includes(el.type) ? el : null;
        // The tap area of a toggle is the input and its label together.
        // A field is tapped anywhere in the box drawn around it (the password field's input sits inside).
        const field = el instanceof HTMLInputElement ? el.closest('.mantine-Input-input') : null;
        const parts: Element[] = field
          ? [field]
          : input
            ? [input, ...Array.from(input.labels ?? []), ...tapRow(input)]
            : [el];
        if (!parts.some(shown)) continue;
        if (inlineLink(el)) continue;
        const box = union(parts.filter(shown).map((p) => p.getBoundingClientRect()));
        if (box.width === 0 && box.height === 0) continue;
        if (box.width < min - 0.5 || box.height < min - 0.5) {
          found.push({
            what: describe(input?.labels?.[0] ?? el),
            width: Math.round(box.width),
            height: Math.round(box.height),
          });
        }
      }
      return found;
    },
    { min: MIN, within },
  );
}

/** The page settles: its title is there and nothing is loading any more. */
async function settled(page: Page): Promise<void> {
  await expect(page.locator('main')).toBeVisible();
  await expect(page.locator('main .mantine-Loader').filter({ visible: true })).toHaveCount(0);
  await expect(page.locator('main .mantine-Skeleton').filter({ visible: true })).toHaveCount(0);
}

async function widthOf(page: Page): Promise<number> {
  return page.evaluate(() => document.documentElement.scrollWidth);
}

/** Measures a screen and returns what it found, prefixed with where. */
async function check(page: Page, where: string, within?: string): Promise<string[]> {
  const found = (await misses(page, within)).map((m) => `${where}: ${m.what} ${m.width}×${m.height}`);
  const width = await widthOf(page);
  if (width > PHONE.viewport.width) found.push(`${where}: page is ${width} px wide`);
  return found;
}

async function signedIn(browser: Browser, phone: string, lang: Lang): Promise<Page> {
  const context = await browser.newContext(PHONE);
  const page = await context.newPage();
  await signInWithPhone(page, phone, `/login?lang=${lang}`);
  await expect(page).toHaveURL(/\/home$/);
  return page;
}

async function visit(page: Page, path: string, lang: Lang, ready?: string): Promise<string[]> {
  await page.goto(`${path}${path.includes('?') ? '&' : '?'}lang=${lang}`);
  await settled(page);
  if (ready) await expect(page.getByTestId(ready).first()).toBeVisible();
  return check(page, path);
}

for (const lang of ['en', 'zh-HK'] as const) {
  test(`a student's screens have no tap target under 44 px on a phone (${lang})`, async ({ browser }) => {
    const page = await signedIn(browser, '91000001', lang);
    const found: string[] = [];
    found.push(...(await visit(page, '/home', lang, 'home-banner-text')));
    found.push(...(await visit(page, '/ab3', lang, 'choice-row')));
    found.push(...(await visit(page, '/events', lang, 'event-apply')));
    found.push(...(await visit(page, EVENT, lang, 'event-detail')));
    found.push(...(await visit(page, SESSION, lang)));
    found.push(...(await visit(page, '/professions', lang, 'profession-card')));
    found.push(...(await visit(page, '/services', lang)));
    found.push(...(await visit(page, '/slp', lang)));
    found.push(...(await visit(page, '/profile', lang)));
    found.push(...(await visit(page, '/feedback', lang, 'feedback-text')));
    // The booking page with an item chosen, so that its slot chips show.
    found.push(...(await visit(page, '/booking', lang, 'booking-item')));
    await page.getByTestId('booking-item').tap();
    await page.getByRole('option').first().tap();
    await expect(page.getByTestId('booking-slot').first()).toBeVisible();
    found.push(...(await check(page, '/booking with an item')));
    expect(found).toEqual([]);
    await page.context().close();
  });

  test(`a teacher's screens have no tap target under 44 px on a phone (${lang})`, async ({ browser }) => {
    const page = await signedIn(browser, '90000003', lang);
    const found: string[] = [];
    found.push(...(await visit(page, '/home', lang)));
    found.push(...(await visit(page, '/mock-jupas', lang, 'student-row')));
    found.push(...(await visit(page, '/school-teachers', lang, 'teacher-card')));
    found.push(...(await visit(page, '/events', lang)));
    found.push(...(await visit(page, EVENT, lang, 'event-detail')));
    found.push(...(await visit(page, '/sessions', lang)));
    expect(found).toEqual([]);
    await page.context().close();
  });

  test(`the admin's screens have no tap target under 44 px on a phone (${lang})`, async ({ browser }) => {
    const page = await signedIn(browser, '90000001', lang);
    const found: string[] = [];
    for (const path of ['/admin/outbox', '/admin/settings', '/admin/booking', '/admin/privacy']) {
      found.push(...(await visit(page, path, lang)));
    }
    expect(found).toEqual([]);
    await page.context().close();
  });
}

for (const lang of ['en', 'zh-HK'] as const) {
  test(`a visitor's screens have no tap target under 44 px on a phone (${lang})`, async ({ page }) => {
    const found: string[] = [];
    found.push(...(await visit(page, '/login', lang, 'login-phone')));
    found.push(...(await visit(page, '/register', lang, 'register-pics')));
    found.push(...(await visit(page, '/events', lang)));
    expect(found).toEqual([]);
  });
}

test.describe('on a desktop', () => {
  test.use({ viewport: { width: 1280, height: 800 }, hasTouch: false, isMobile: false });

  test('the controls keep the sizes they are drawn at: the phone rules stay on phones', async ({ page }) => {
    await signInWithPhone(page, '91000001', '/login?lang=en');
    await expect(page).toHaveURL(/\/home$/);
    await page.goto('/events?lang=en');
    // Mantine's xs button (30 px) and compact language button (30 px), as before the phone rules.
    expect((await page.getByTestId('event-apply').first().boundingBox())!.height).toBe(30);
    expect((await page.getByTestId('lang-switch').boundingBox())!.height).toBe(30);
  });
});
