import { expect, type Page, test } from '@playwright/test';
import { signInWithPhone } from './helpers.ts';

// Issue 25: each page brings the Mantine rules of the components it uses, not the whole of Mantine's
// stylesheet (apps/web/vite.config.ts, `mantineStylesPerComponent`). No component may be drawn without its
// rules: on the main screens of each role, with pickers and dialogs open, every Mantine class an element
// carries (`m_…`, one per part of a component) is named by a rule of the page's stylesheets.
// 91000001 is a beacon1 student with a plan, 90000003 beacon1's career teacher, 90000001 the admin.

/** The Mantine classes on the page that no rule of its stylesheets names. */
function unstyledMantineClasses(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const named = new Set<string>();
    const walk = (rules: CSSRuleList) => {
      for (const rule of rules) {
        if (rule instanceof CSSStyleRule)
          for (const m of rule.selectorText.matchAll(/\.(m_[0-9a-f]+)/g)) named.add(m[1] as string);
        if ('cssRules' in rule) walk((rule as CSSGroupingRule).cssRules);
      }
    };
    for (const sheet of document.styleSheets) walk(sheet.cssRules);
    const used = new Set<string>();
    for (const el of document.querySelectorAll('[class*="m_"]'))
      for (const c of el.classList) if (/^m_[0-9a-f]+$/.test(c)) used.add(c);
    return [...used]
      .filter((c) => !named.has(c))
      .map((c) => {
        const el = document.querySelector(`.${c}`);
        return `${c} on <${el?.tagName.toLowerCase()} class="${el?.className}">`;
      });
  });
}

async function settled(page: Page): Promise<void> {
  await expect(page.locator('main')).toBeVisible();
  await expect(page.locator('fieldset[data-hydrating]')).toHaveCount(0);
  await expect(page.locator('main .mantine-Loader').filter({ visible: true })).toHaveCount(0);
  await expect(page.locator('main .mantine-Skeleton').filter({ visible: true })).toHaveCount(0);
}

async function unstyledOn(page: Page, path: string, ready?: string): Promise<string[]> {
  await page.goto(`${path}${path.includes('?') ? '&' : '?'}lang=en`);
  await settled(page);
  if (ready) await expect(page.getByTestId(ready).first()).toBeVisible();
  return (await unstyledMantineClasses(page)).map((c) => `${path}: ${c}`);
}

test("a student's screens, pickers and dialogs draw no Mantine component without its rules", async ({
  page,
}) => {
  await signInWithPhone(page, '91000001', '/login?lang=en');
  await expect(page).toHaveURL(/\/home$/);
  const found: string[] = [];
  found.push(...(await unstyledOn(page, '/home', 'home-banner-text')));
  found.push(...(await unstyledOn(page, '/ab3', 'choice-row')));
  await page.getByTestId('ab3-segment-control').getByText('2 Programs').click();
  found.push(...(await unstyledMantineClasses(page)).map((c) => `/ab3 programmes: ${c}`));
  // A grade picker (a popover of chips).
  await page.getByTestId('ab3-segment-control').getByText('3 Electives').click();
  await page.getByTestId('own-prediction-grade-Chi').click();
  await expect(page.getByTestId('own-prediction-grade-Chi-popover')).toBeVisible();
  found.push(...(await unstyledMantineClasses(page)).map((c) => `/ab3 grade picker: ${c}`));
  await page.keyboard.press('Escape');
  found.push(...(await unstyledOn(page, '/professions', 'profession-card')));
  await page
    .getByTestId('profession-card')
    .first()
    .getByRole('button', { name: /^Details of / })
    .click();
  await expect(page.getByRole('dialog')).toBeVisible();
  found.push(...(await unstyledMantineClasses(page)).map((c) => `/professions details: ${c}`));
  for (const path of ['/events', '/slp', '/profile', '/feedback', '/services'])
    found.push(...(await unstyledOn(page, path)));
  found.push(...(await unstyledOn(page, '/booking', 'booking-item')));
  await page.getByTestId('booking-item').click();
  await page.getByRole('option').first().click();
  await expect(page.getByTestId('booking-slot').first()).toBeVisible();
  found.push(...(await unstyledMantineClasses(page)).map((c) => `/booking with an item: ${c}`));
  expect(found).toEqual([]);
});

test("a teacher's and the admin's screens draw no Mantine component without its rules", async ({
  browser,
}) => {
  const found: string[] = [];
  const teacher = await (await browser.newContext()).newPage();
  await signInWithPhone(teacher, '90000003', '/login?lang=en');
  await expect(teacher).toHaveURL(/\/home$/);
  for (const path of ['/home', '/mock-jupas', '/school-teachers', '/events', '/sessions'])
    found.push(...(await unstyledOn(teacher, path)));
  const admin = await (await browser.newContext()).newPage();
  await signInWithPhone(admin, '90000001', '/login?lang=en');
  await expect(admin).toHaveURL(/\/home$/);
  for (const path of ['/admin/outbox', '/admin/settings', '/admin/booking', '/admin/privacy'])
    found.push(...(await unstyledOn(admin, path)));
  expect(found).toEqual([]);
});

test("a visitor's screens draw no Mantine component without its rules", async ({ page }) => {
  const found: string[] = [];
  found.push(...(await unstyledOn(page, '/login', 'login-phone')));
  found.push(...(await unstyledOn(page, '/register', 'register-pics')));
  found.push(...(await unstyledOn(page, '/events')));
  expect(found).toEqual([]);
});
