import { withStudentPhone } from './browser.ts';

const PORT = Number(process.env.BENCH_LAYOUT_SHIFT_PORT ?? 3296);
const PAGES = ['/login', '/home', '/ab3', '/professions', '/events', '/slp'];
/** Long enough for every first-screen read to have arrived on the throttled connection. */
const SETTLE_MS = Number(process.env.BENCH_LAYOUT_SHIFT_SETTLE_MS ?? 8000);

/**
 * Every layout shift of the load, as the browser reports it, with what moved (tag, test id, class, text)
 * and its rectangle before and after: the sum is the page's Cumulative Layout Shift for a load without
 * input (one session window at most on these pages).
 */
const RECORD_SHIFTS = `
window.__shifts = [];
new PerformanceObserver((list) => {
  for (const e of list.getEntries()) {
    window.__shifts.push({
      value: e.value,
      at: Math.round(e.startTime),
      moved: (e.sources || []).map((s) => {
        const n = s.node;
        const what = !n ? '(gone)' : n.nodeName + (n.getAttribute?.('data-testid') ? '[' + n.getAttribute('data-testid') + ']' : '') +
          (typeof n.className === 'string' && n.className ? '.' + n.className.split(' ')[0] : '') + ' "' + (n.textContent || '').slice(0, 30) + '"';
        const r = (x) => 'y ' + Math.round(x.y) + ', h ' + Math.round(x.height);
        return what + ': ' + r(s.previousRect) + ' → ' + r(s.currentRect);
      }),
    });
  }
}).observe({ type: 'layout-shift', buffered: true });`;

interface Shift {
  value: number;
  at: number;
  moved: string[];
}

/**
 * Cumulative Layout Shift of the six first screens (issue 25: ≤ 0.05) for the demo student in Debian's
 * Chromium as a phone (412 × 823), at Lighthouse's mobile throttling (4× CPU, 150 ms, 1.6 Mbit/s), against
 * the built web served as `npm start` does. Lighthouse reports CLS too, but only its score: this names what
 * moved (`BENCH_VERBOSE=1` for every shift). A shift does not depend on the machine's load the way a time does.
 */
export async function benchLayoutShift(): Promise<void> {
  await withStudentPhone(PORT, async ({ server, phoneContext }) => {
    const figures: string[] = [];
    for (const pagePath of PAGES) {
      const context = await phoneContext(pagePath !== '/login');
      await context.addInitScript(RECORD_SHIFTS);
      const page = await context.newPage();
      const cdp = await context.newCDPSession(page);
      await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
      await cdp.send('Network.emulateNetworkConditions', {
        offline: false,
        latency: 150,
        downloadThroughput: 1.6e6 / 8,
        uploadThroughput: 750e3 / 8,
      });
      await page.goto(`${server.url}${pagePath}`);
      await page.waitForTimeout(SETTLE_MS);
      const shifts = (await page.evaluate('window.__shifts')) as Shift[];
      await context.close();
      const cls = shifts.reduce((sum, s) => sum + s.value, 0);
      figures.push(`${pagePath} ${cls.toFixed(3)}`);
      if (process.env.BENCH_VERBOSE)
        for (const s of shifts)
          console.log(`  ${pagePath} +${s.value.toFixed(4)} at ${s.at} ms: ${s.moved.join('; ')}`);
    }
    console.log(
      `Layout shift of the first screens (CLS, phone, throttled; target ≤ 0.05): ${figures.join(', ')}`,
    );
  });
}

if (import.meta.url === `file://${process.argv[1]}`) await benchLayoutShift();
