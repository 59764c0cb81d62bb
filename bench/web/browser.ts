import { spawnSync } from 'node:child_process';
import path from 'node:path';

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
