import os from 'node:os';
import type { BrowserContext, Page } from 'playwright-core';
import { median } from '../http/load.ts';
import { withStudentPhone } from './browser.ts';

const PORT = Number(process.env.BENCH_TAP_PORT ?? 3300);
const TAPS = Number(process.env.BENCH_TAPS ?? 5);
const CPU_SLOWDOWN = 4;

/**
 * Interaction to Next Paint, as the browser measures it: every Event Timing entry of an interaction
 * (`interactionId` > 0; pointerdown, pointerup, click, keydown, keyup…) from the input's timestamp to the
 * next paint after its handlers ran. The page keeps them from its first script on; an interaction's figure
 * is its longest entry, as web-vitals' onINP takes it. Entries under 16 ms are not reported by the browser
 * (`durationThreshold` 16, its least): an interaction without one counts as 16 ms.
 */
const EVENT_TIMING_SCRIPT = `(() => {
  window.__interactions = new Map();
  new PerformanceObserver((list) => {
    for (const e of list.getEntries()) {
      if (!e.interactionId) continue;
      const seen = window.__interactions.get(e.interactionId) ?? 0;
      window.__interactions.set(e.interactionId, Math.max(seen, e.duration));
    }
  }).observe({ type: 'event', durationThreshold: 16, buffered: true });
})();`;

const FLOOR_MS = 16;

/** [interactionId, longest entry in ms] of every interaction so far. */
const interactions = (page: Page) =>
  page.evaluate('[...window.__interactions.entries()]') as Promise<[number, number][]>;

/**
 * The longest interaction that `act` caused. Event Timing reports an entry only after the paint that ends
 * it, so the page is given two frames and a moment before it is read.
 */
async function measure(page: Page, act: () => Promise<void>): Promise<number> {
  const before = new Set((await interactions(page)).map(([id]) => id));
  await act();
  await page.evaluate(
    'new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(() => setTimeout(resolve, 100))))',
  );
  const fresh = (await interactions(page)).filter(([id]) => !before.has(id)).map(([, ms]) => ms);
  return Math.max(FLOOR_MS, ...fresh);
}

async function throttledPage(context: BrowserContext, url: string): Promise<Page> {
  const page = await context.newPage();
  trackRequests(page);
  const cdp = await context.newCDPSession(page);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: CPU_SLOWDOWN });
  await page.goto(url, { waitUntil: 'networkidle' });
  // What the page does after the network is idle (lazily drawn parts, the batched programme data) is not
  // the tap's: the taps start once it is done.
  await page.waitForTimeout(2000);
  return page;
}

const inFlight = new WeakMap<Page, Set<unknown>>();

/** Counts the page's requests in flight (an open event stream aside), for `settle`. */
function trackRequests(page: Page): void {
  const open = new Set<unknown>();
  inFlight.set(page, open);
  page.on('request', (r) => {
    if (r.resourceType() !== 'eventsource') open.add(r);
  });
  page.on('requestfinished', (r) => open.delete(r));
  page.on('requestfailed', (r) => open.delete(r));
}

/**
 * Waits until no request has been in flight for 300 ms (a saved change has come back and what it asked
 * for again has arrived), so that the next tap does not land on a pending one.
 */
async function settle(page: Page): Promise<void> {
  const open = inFlight.get(page);
  for (let quiet = 0; quiet < 3; ) {
    await page.waitForTimeout(100);
    quiet = open && open.size > 0 ? 0 : quiet + 1;
  }
}

interface Row {
  label: string;
  /** The figure of each tap, and what else is worth printing beside them. */
  run: (context: BrowserContext, base: string) => Promise<{ figures: number[]; note?: string }>;
}

const ROWS: Row[] = [
  {
    label: 'pick a grade on /ab3 (the grade\u2019s tap in the open popover)',
    async run(context, base) {
      const page = await throttledPage(context, `${base}/ab3?lang=en`);
      const chip = page.locator('[data-testid="own-prediction-strip"] button').first();
      const testId = await chip.getAttribute('data-testid');
      const figures: number[] = [];
      for (let i = 0; i < TAPS; i++) {
        await chip.tap();
        const popover = page.getByTestId(`${testId}-popover`);
        await popover.waitFor();
        const grade = (await chip.getAttribute('data-grade')) === '4' ? '5' : '4';
        figures.push(await measure(page, () => popover.getByTestId(`grade-option-${grade}`).tap()));
        await page.locator(`[data-testid="${testId}"][data-grade="${grade}"]`).waitFor();
        await settle(page);
      }
      await page.close();
      return { figures };
    },
  },
  {
    label: 'open a grade picker on /ab3 (a chip\u2019s first tap, which also draws its popover)',
    async run(context, base) {
      const page = await throttledPage(context, `${base}/ab3?lang=en`);
      const chips = page.locator('[data-testid="own-prediction-strip"] button');
      const count = await chips.count();
      const figures: number[] = [];
      // Each tap on a chip not opened before: the popover is drawn on a chip's first tap (GradeChip.tsx).
      for (let i = 0; i < Math.min(TAPS, count); i++) {
        const chip = chips.nth(i);
        const testId = await chip.getAttribute('data-testid');
        figures.push(await measure(page, () => chip.tap()));
        await page.getByTestId(`${testId}-popover`).waitFor();
        await page.keyboard.press('Escape');
        await page.getByTestId(`${testId}-popover`).waitFor({ state: 'hidden' });
        await settle(page);
      }
      await page.close();
      return { figures, note: `${figures.length} chips of ${count}` };
    },
  },
  {
    label: 'move a choice up on /ab3 (keyboard: pick up, up, drop; the longest of the three)',
    async run(context, base) {
      const page = await throttledPage(context, `${base}/ab3?lang=en`);
      const rows = page.getByTestId('choice-row');
      const figures: number[] = [];
      const byKey: number[][] = [[], [], []];
      for (let i = 0; i < TAPS; i++) {
        const second = await rows.nth(1).getAttribute('data-program-id');
        const handle = rows.nth(1).getByTestId('choice-drag');
        await handle.focus();
        const lifted = page.locator('[data-testid="choice-drag"][aria-pressed="true"]');
        byKey[0]?.push(await measure(page, () => page.keyboard.press('Space')));
        await lifted.waitFor();
        byKey[1]?.push(await measure(page, () => page.keyboard.press('ArrowUp')));
        byKey[2]?.push(await measure(page, () => page.keyboard.press('Space')));
        await lifted.waitFor({ state: 'detached' });
        figures.push(Math.max(...byKey.map((f) => f[i] ?? 0)));
        await page
          .locator(`[data-testid="choice-row"][data-order="1"][data-program-id="${second}"]`)
          .waitFor();
        await settle(page);
      }
      await page.close();
      const [up, over, drop] = byKey.map((f) => Math.round(median(f)));
      return { figures, note: `medians: pick up ${up}, up ${over}, drop ${drop} ms` };
    },
  },
  {
    label: 'like a profession on /professions (the first card\u2019s thumb up, on and off)',
    async run(context, base) {
      const page = await throttledPage(context, `${base}/professions?lang=en`);
      const thumb = page.getByTestId('profession-thumb-up').first();
      const figures: number[] = [];
      for (let i = 0; i < TAPS; i++) {
        const pressed = (await thumb.getAttribute('aria-pressed')) === 'true';
        figures.push(await measure(page, () => thumb.tap()));
        await page
          .locator(`[data-testid="profession-thumb-up"][aria-pressed="${!pressed}"]`)
          .first()
          .waitFor();
        await settle(page);
      }
      await page.close();
      return { figures };
    },
  },
  {
    label: 'open an event from /events (its title, to the event\u2019s page)',
    async run(context, base) {
      const page = await throttledPage(context, `${base}/events?lang=en`);
      const figures: number[] = [];
      for (let i = 0; i < TAPS; i++) {
        const link = page.locator('[data-testid^="event-open-"]').first();
        figures.push(await measure(page, () => link.tap()));
        await page.waitForURL(/\/events\/[^/?]+/);
        await settle(page);
        await page.goBack();
        await link.waitFor();
        await settle(page);
      }
      await page.close();
      return { figures };
    },
  },
];

/**
 * Tap → next paint at Chromium's 4× CPU slowdown (CDP `Emulation.setCPUThrottlingRate`) for the taps the
 * issue names, as Interaction to Next Paint, the demo student signed in, in a 412 × 823 touch viewport:
 * TAPS taps each (5 by default), the median printed with every figure and the load average, since on a
 * shared machine the figures move with it.
 */
export async function benchTapPaint(): Promise<void> {
  await withStudentPhone(PORT, async ({ server, phoneContext }) => {
    const context = await phoneContext();
    await context.addInitScript(EVENT_TIMING_SCRIPT);
    const only = process.env.BENCH_TAP_ROWS?.split(',').map(Number);
    for (const [i, row] of ROWS.entries()) {
      if (only && !only.includes(i + 1)) continue;
      const load = os.loadavg()[0]?.toFixed(1);
      let result: Awaited<ReturnType<Row['run']>>;
      try {
        result = await row.run(context, server.url);
      } catch (error) {
        // One row that could not be measured (a page changed under it) leaves the others' figures.
        console.log(
          `tap → next paint, ${row.label}: not measured (${(error as Error).message.split('\n')[0]})`,
        );
        continue;
      }
      const { figures, note } = result;
      console.log(
        `tap → next paint at ${CPU_SLOWDOWN}× CPU, ${row.label}: INP median ${Math.round(median(figures))} ms ` +
          `(taps ${figures.map(Math.round).join(', ')} ms${note ? `; ${note}` : ''}; ${FLOOR_MS} = under ${FLOOR_MS}; ` +
          `load average ${load} → ${os.loadavg()[0]?.toFixed(1)})`,
      );
    }
  });
}

if (import.meta.url === `file://${process.argv[1]}`) await benchTapPaint();
