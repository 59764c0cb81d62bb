import { gzipSync } from 'node:zlib';
import { type BrowserContext, chromium, type Response } from 'playwright-core';
import { signIn, startServer } from '../http/processes.ts';
import { CHROME_FLAGS, CHROME_PATH, DEMO_STUDENT_PHONE, ensureWebBuild } from './browser.ts';

const PORT = Number(process.env.BENCH_WEB_PORT ?? 3297);
const kib = (n: number) => `${(n / 1024).toFixed(1)} KiB`;

interface Script {
  url: string;
  encoding: string;
  wire: number;
  gzip: number;
}

async function measureScript(res: Response): Promise<Script> {
  const sizes = await res.request().sizes();
  const body = await res.body();
  return {
    url: new URL(res.url()).pathname,
    encoding: (await res.headerValue('content-encoding')) ?? 'identity',
    wire: sizes.responseBodySize,
    gzip: gzipSync(body, { level: 9 }).length,
  };
}

/** Every script a page asks for until the network is idle and `settleMs` after, lazy chunks included. */
async function pageScripts(context: BrowserContext, url: string, settleMs: number): Promise<Script[]> {
  const page = await context.newPage();
  const pending: Promise<Script>[] = [];
  page.on('response', (res) => {
    if (res.request().resourceType() === 'script') pending.push(measureScript(res));
  });
  await page.goto(url, { waitUntil: 'networkidle' });
  await page.waitForTimeout(settleMs);
  const scripts = await Promise.all(pending);
  await page.close();
  return scripts;
}

function report(label: string, scripts: Script[]): void {
  const wire = scripts.reduce((sum, s) => sum + s.wire, 0);
  const gzip = scripts.reduce((sum, s) => sum + s.gzip, 0);
  const encodings = [...new Set(scripts.map((s) => s.encoding))].join(', ');
  console.log(
    `${label}: ${scripts.length} files, ${kib(wire)} on the wire (${encodings}), ${kib(gzip)} gzip (${gzip.toLocaleString('en')} bytes)`,
  );
  if (process.env.BENCH_VERBOSE) {
    for (const s of scripts.sort((a, b) => b.gzip - a.gzip))
      console.log(`  ${kib(s.gzip).padStart(10)}  ${s.url}`);
  }
}

/**
 * The JavaScript a signed-in student's phone really downloads for /home (every script the page asks for
 * until the network is idle, lazy chunks included), in Debian's Chromium against the built web served as
 * `npm start` does: files, bytes on the wire as the server sent them, and their gzip size. /login, the first
 * page of everyone else, is counted the same way for a visitor.
 */
export async function benchPageJs(): Promise<void> {
  ensureWebBuild();
  const server = await startServer({ port: PORT });
  const browser = await chromium.launch({ executablePath: CHROME_PATH, args: CHROME_FLAGS });
  try {
    const phone = { viewport: { width: 412, height: 823 }, isMobile: true, hasTouch: true };
    const visitor = await browser.newContext(phone);
    // A page left open downloads what it asks for later too: 6 s cover /home's first timed change, the
    // banner's first turn (5 s).
    report('/login JavaScript, visitor', await pageScripts(visitor, `${server.url}/login`, 6000));
    await visitor.close();
    const cookie = await signIn(server, DEMO_STUDENT_PHONE);
    const [name, value] = cookie.split('=') as [string, string];
    const student = await browser.newContext(phone);
    await student.addCookies([{ name, value, url: server.url }]);
    report('/home JavaScript, signed-in student', await pageScripts(student, `${server.url}/home`, 6000));
    await student.close();
  } finally {
    await browser.close();
    await server.stop();
  }
}

if (import.meta.url === `file://${process.argv[1]}`) await benchPageJs();
