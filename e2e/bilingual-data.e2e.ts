import { readFileSync } from 'node:fs';
import { type Browser, expect, type Page, test } from '@playwright/test';
import { signInWithPhone } from './helpers.ts';

// Issue 10 item 11: a zh-HK page shows no Latin-only label that has a Chinese form. The known forms are
// the option lists of the shared locale files and every bilingual field the server hands out (events,
// services, booking items, task questions), so data added later is checked too. Each role walks its
// main pages in zh-HK; every visible text node is cut at Chinese text and middle dots, and no piece may be
// one of the known English forms. People's names, free-text remarks and codes have no Chinese form.
const SEMINAR_PAST = 'e0000000-0000-4000-8000-000000000001';
const CAMPUS_VISIT = 'e0000000-0000-4000-8000-000000000003';

test.describe.configure({ mode: 'serial' });
test.setTimeout(180_000);

const CJK = /[\u3000-\u303f\u3400-\u9fff\uff00-\uffef]/;

type Forms = Map<string, string>;

function addForm(forms: Forms, en: string | null | undefined, zh: string | null | undefined): void {
  const english = en?.trim();
  if (!english || !zh || zh.trim() === english || CJK.test(english)) return;
  // A bare number or code reads the same in both languages.
  if (!/[A-Za-z]{2,}/.test(english)) return;
  forms.set(english.toLowerCase(), zh);
}

function localeOptionForms(forms: Forms): void {
  const read = (lang: string) =>
    JSON.parse(
      readFileSync(new URL(`../apps/web/src/shared/i18n/locales/${lang}.json`, import.meta.url), 'utf8'),
    ).options as Record<string, Record<string, string>>;
  const en = read('en');
  const zh = read('zh-HK');
  for (const list of ['eventLanguage', 'serviceNature', 'district', 'yearOfStudy'] as const) {
    for (const [value, label] of Object.entries(en[list] ?? {})) {
      addForm(forms, value, zh[list]?.[value]);
      addForm(forms, label, zh[list]?.[value]);
    }
  }
}

async function query<T>(page: Page, path: string, input?: unknown): Promise<T> {
  const search = input === undefined ? '' : `?input=${encodeURIComponent(JSON.stringify(input))}`;
  const res = await page.request.get(`/api/trpc/${path}${search}`);
  expect(res.ok(), `${path} answers`).toBe(true);
  return ((await res.json()) as { result: { data: T } }).result.data;
}

interface Named {
  name: string;
  nameChi: string | null;
}
interface EventRow extends Named {
  id: string;
  venue: string | null;
  venueChi?: string | null;
  serviceName: string | null;
  serviceNameChi: string | null;
  clientName: string | null;
  clientNameChi: string | null;
}
interface Question {
  title: string;
  titleChi: string | null;
  options: { label: string; labelChi?: string | null }[];
  lsUpperScaleLabel: string | null;
  lsUpperScaleLabelChi?: string | null;
  lsLowerScaleLabel: string | null;
  lsLowerScaleLabelChi?: string | null;
}

/** The English forms with a Chinese form, as the server sends them to this signed-in page. */
async function serverForms(page: Page, forms: Forms): Promise<void> {
  const { events } = await query<{ events: EventRow[] }>(page, 'events.getEvents');
  for (const e of events) {
    addForm(forms, e.name, e.nameChi);
    addForm(forms, e.venue, e.venueChi ?? null);
    addForm(forms, e.serviceName, e.serviceNameChi);
    addForm(forms, e.clientName, e.clientNameChi);
  }
  const { services } = await query<{ services: Named[] }>(page, 'services.getServices');
  for (const s of services) addForm(forms, s.name, s.nameChi);
  const booking = await query<{ bookingItems: { title: string; titleChi: string | null }[] }>(
    page,
    'booking.getBookingData',
    { staffName: null },
  );
  for (const i of booking.bookingItems) addForm(forms, i.title, i.titleChi);
  const detail = await query<{ tasks: { title: string; titleChi: string | null; questions: Question[] }[] }>(
    page,
    'events.getEvent',
    { id: SEMINAR_PAST },
  );
  for (const task of detail.tasks) {
    addForm(forms, task.title, task.titleChi);
    for (const q of task.questions) {
      addForm(forms, q.title, q.titleChi);
      addForm(forms, q.lsUpperScaleLabel, q.lsUpperScaleLabelChi ?? null);
      addForm(forms, q.lsLowerScaleLabel, q.lsLowerScaleLabelChi ?? null);
      for (const o of q.options) addForm(forms, o.label, o.labelChi ?? null);
    }
  }
}

/** The visible text of the page (and of any open dropdown), one entry per text node. */
async function visibleTexts(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const out: string[] = [];
    const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      const text = node.textContent?.trim();
      const parent = node.parentElement;
      if (!text || !parent || parent.closest('script, style, [hidden], [aria-hidden="true"]')) continue;
      if (parent.getClientRects().length === 0) continue;
      out.push(text);
    }
    return out;
  });
}

/** The pieces of a text that are not Chinese: 'at Room 301' in '於 Room 301', 'Sha Tin' in '地區: Sha Tin · …'. */
function latinPieces(text: string): string[] {
  return text
    .split(/[\u3000-\u303f\u3400-\u9fff\uff00-\uffef·|]+/)
    .map((piece) => piece.replace(/^[\s:;,.()（）-]+|[\s:;,.()（）-]+$/g, ''))
    .filter((piece) => /[A-Za-z]{2,}/.test(piece));
}

const offending = new Map<string, Set<string>>();

async function check(page: Page, forms: Forms, where: string): Promise<void> {
  for (const text of await visibleTexts(page)) {
    for (const piece of latinPieces(text)) {
      if (forms.has(piece.toLowerCase())) {
        const seen = offending.get(where) ?? new Set<string>();
        seen.add(`${piece} (→ ${forms.get(piece.toLowerCase())})`);
        offending.set(where, seen);
      }
    }
  }
}

async function settle(page: Page): Promise<void> {
  await expect(page.locator('html')).toHaveAttribute('lang', 'zh-HK');
  await expect(page.getByTestId('page-title').first()).toBeVisible();
  await expect(page.locator('.mantine-Loader-root')).toHaveCount(0);
  // Lists and cards arrive after the title; give them their moment.
  await page.waitForTimeout(800);
}

async function walk(browser: Browser, phone: string, paths: string[], extra?: (page: Page) => Promise<void>) {
  const page = await (await browser.newContext()).newPage();
  await signInWithPhone(page, phone, '/login?lang=zh-HK');
  await expect(page).toHaveURL(/\/home$/);
  const forms: Forms = new Map();
  localeOptionForms(forms);
  await serverForms(page, forms);
  expect(forms.size).toBeGreaterThan(20);
  for (const path of paths) {
    await page.goto(`${path}${path.includes('?') ? '&' : '?'}lang=zh-HK`);
    await settle(page);
    await check(page, forms, `${phone} ${path}`);
  }
  if (extra) await extra(page).then(() => check(page, forms, `${phone} ${page.url()} (open)`));
  await page.context().close();
}

test('a student, a teacher and an admin see no English label that has a Chinese form (zh-HK)', async ({
  browser,
}) => {
  // A student of beacon1: events, services and their pages, booking with its year-of-study list, the plan.
  const student = await (await browser.newContext()).newPage();
  await signInWithPhone(student, '91000001', '/login?lang=zh-HK');
  await expect(student).toHaveURL(/\/home$/);
  const eventIds = (await query<{ events: EventRow[] }>(student, 'events.getEvents')).events.map((e) => e.id);
  const serviceIds = (
    await query<{ services: { id: string }[] }>(student, 'services.getServices')
  ).services.map((s) => s.id);
  await student.context().close();
  expect(eventIds.length).toBeGreaterThan(3);

  await walk(
    browser,
    '91000001',
    [
      '/home',
      '/events',
      ...eventIds.map((id) => `/events/${id}`),
      '/services',
      ...serviceIds.map((id) => `/services/${id}`),
      '/ab3',
      '/profile',
      '/parent-consent/bluebird-seed',
      '/booking',
    ],
    async (page) => {
      // The year-of-study list is the booking form's own option list.
      await page.getByTestId('booking-year').click();
      await expect(page.getByRole('option').first()).toBeVisible();
    },
  );
  // A student who attended the seminar: its reflection task with the rating scale.
  await walk(browser, '91000020', [`/events/${SEMINAR_PAST}`]);
  // A teacher: the school's view of a session, the school tools and a session's student list.
  await walk(browser, '90000003', [
    '/events',
    `/events/${CAMPUS_VISIT}`,
    '/mock-jupas',
    `/sessions/${SEMINAR_PAST}`,
  ]);
  // The admin: the sessions with staff details (district), bookings.
  await walk(browser, '90000001', [`/sessions/${SEMINAR_PAST}`, '/admin/booking']);

  const report = [...offending].map(([where, pieces]) => `${where}: ${[...pieces].join(', ')}`);
  expect(report, 'English labels that have a Chinese form').toEqual([]);
});
