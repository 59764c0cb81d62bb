import { spawnSync } from 'node:child_process';
import path from 'node:path';
import { type BrowserContext, chromium } from 'playwright-core';
import { type Running, signIn, startServer } from '../http/processes.ts';

const root = path.resolve(import.meta.dirname, '../..');

/** Debian's Chromium, as the journeys and CI use it (never a downloaded browser). */
export const CHROME_PATH = process.env.CHROME_PATH ?? '/usr/bin/chromium';

export const CHROME_FLAGS = [
  '--headless=new',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];

/** The demo student the page benches sign in as (demo seed; SMS codes are off there). */
export const DEMO_STUDENT_PHONE = '91000001';

/**
 * The web as `npm start` serves it: built from these sources (rebuilt when the stamp says otherwise), so
 * a figure never describes a stale bundle.
 */
export function ensureWebBuild(): void {
  const state = spawnSync(
    process.execPath,
    [
      '--input-type=module',
      '-e',
      "import { webBuildState } from './scripts/web-stamp.mjs'; process.stdout.write(webBuildState());",
    ],
    { cwd: root, encoding: 'utf8' },
  ).stdout;
  if (state === 'fresh') return;
  console.log(`web build ${state || 'unknown'}: building it (npm run build)`);
  const built = spawnSync('npm', ['run', 'build'], { cwd: root, stdio: ['ignore', 'ignore', 'inherit'] });
  if (built.status !== 0) throw new Error(`npm run build failed with ${built.status}`);
}

/** A 412 × 823 touch phone, as the page benches and the journeys' phone runs see the app. */
export const PHONE_CONTEXT = {
  viewport: { width: 412, height: 823 },
  isMobile: true,
  hasTouch: true,
} as const;

export interface StudentPhone {
  server: Running;
  /** A fresh phone context; with the demo student's session unless `signedIn` is false. */
  phoneContext(signedIn?: boolean): Promise<BrowserContext>;
}

/**
 * The real server (the built web, as `npm start` serves it) and Debian's Chromium, the demo student signed
 * in once; both stopped when `run` ends.
 */
export async function withStudentPhone<T>(port: number, run: (s: StudentPhone) => Promise<T>): Promise<T> {
  ensureWebBuild();
  const server = await startServer({ port });
  const browser = await chromium.launch({ executablePath: CHROME_PATH, args: CHROME_FLAGS });
  try {
    const [name, value] = (await signIn(server, DEMO_STUDENT_PHONE)).split('=') as [string, string];
    const phoneContext = async (signedIn = true) => {
      const context = await browser.newContext(PHONE_CONTEXT);
      if (signedIn) await context.addCookies([{ name, value, url: server.url }]);
      return context;
    };
    return await run({ server, phoneContext });
  } finally {
    await browser.close();
    await server.stop();
  }
}
