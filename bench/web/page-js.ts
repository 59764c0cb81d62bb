import { gzipSync } from 'node:zlib';
import { chromium, type Response } from 'playwright-core';
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

/**
 * The JavaScript a signed-in student's phone really downloads for /home (every script the page asks for
 * until the network is idle, lazy chunks included), in Debian's Chromium against the built web served as
 * `npm start` does: files, bytes on the wire as the server sent them, and their gzip size.
 */
export async function benchPageJs(): Promise<void> {
  ensureWebBuild();
  const server = await startServer({ port: PORT });
  const browser = await chromium.launch({ executablePath: CHROME_PATH, args: CHROME_FLAGS });
  try {
    const cookie = await signIn(server, DEMO_STUDENT_PHONE);
    const [name, value] = cookie.split('=') as [string, string];
    const context = await browser.newContext({
      viewport: { width: 412, height: 823 },
      isMobile: true,
      hasTouch: true,
    });
    await context.addCookies([{ name, value, url: server.url }]);
    const page = await context.newPage();
    const pending: Promise<Script>[] = [];
    page.on('response', (res) => {
      if (res.request().resourceType() === 'script') pending.push(measureScript(res));
    });
    await page.goto(`${server.url}/home`, { waitUntil: 'networkidle' });
    // Chunks asked for after the first idle count too: they are downloaded all the same. 6 s cover the
    // banner's first turn (5 s after it shows), which once loaded the carousel's code.
    await page.waitForTimeout(6000);
    const scripts = await Promise.all(pending);
    const wire = scripts.reduce((sum, s) => sum + s.wire, 0);
    const gzip = scripts.reduce((sum, s) => sum + s.gzip, 0);
    const encodings = [...new Set(scripts.map((s) => s.encoding))].join(', ');
    console.log(
      `/home JavaScript, signed-in student: ${scripts.length} files, ${kib(wire)} on the wire (${encodings}), ${kib(gzip)} gzip`,
    );
    if (process.env.BENCH_VERBOSE) {
      for (const s of scripts.sort((a, b) => b.gzip - a.gzip))
        console.log(`  ${kib(s.gzip).padStart(10)}  ${s.url}`);
    }
    await context.close();
  } finally {
    await browser.close();
    await server.stop();
  }
}

if (import.meta.url === `file://${process.argv[1]}`) await benchPageJs();
