import { withStudentPhone } from './browser.ts';
import { AB3_FIRST_PAINT_SCRIPT, type Ab3FirstPaint } from './first-paint.ts';

const PORT = Number(process.env.BENCH_AB3_DOM_PORT ?? 3299);

/**
 * /ab3's DOM elements at the first paint of the plan (see `first-paint.ts` for the moment) and once the page
 * has settled (network idle and 2 s), for the demo student in both languages, in Debian's Chromium against
 * the built web served as `npm start` does, in a 412 × 823 phone viewport. A count, not a timing: it does not
 * move with the machine's load.
 */
export async function benchAb3Dom(): Promise<void> {
  await withStudentPhone(PORT, async ({ server, phoneContext }) => {
    const context = await phoneContext();
    await context.addInitScript(AB3_FIRST_PAINT_SCRIPT);
    const figures: string[] = [];
    for (const lang of ['zh-HK', 'en']) {
      const page = await context.newPage();
      await page.goto(`${server.url}/ab3?lang=${lang}`, { waitUntil: 'networkidle' });
      await page.waitForFunction('window.__ab3FirstPaint !== undefined');
      const first = (await page.evaluate('window.__ab3FirstPaint')) as Ab3FirstPaint | undefined;
      await page.waitForTimeout(2000);
      const settled = (await page.evaluate("document.getElementsByTagName('*').length")) as number;
      await page.close();
      if (!first) throw new Error('/ab3 never drew the choice list');
      figures.push(`${first.elements} (${lang}; ${settled} once settled)`);
      if (process.env.BENCH_VERBOSE)
        console.log(
          `  ${lang} at first paint (${Math.round(first.at)} ms), by part: ${JSON.stringify(first.byTestId)}`,
        );
    }
    console.log(`/ab3 DOM elements at first paint (demo student, 20 choices): ${figures.join(', ')}`);
  });
}

if (import.meta.url === `file://${process.argv[1]}`) await benchAb3Dom();
