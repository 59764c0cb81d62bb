import { defineConfig } from '@playwright/test';

const PORT = Number(process.env.E2E_PORT ?? 3100);

/** Journeys in Debian's Chromium against the built app on a fresh embedded database with demo data. */
export default defineConfig({
  testDir: '.',
  testMatch: '**/*.e2e.ts',
  fullyParallel: false,
  workers: 1,
  retries: 0,
  timeout: 60_000,
  expect: { timeout: 10_000 },
  reporter: [['list']],
  use: {
    baseURL: `http://localhost:${PORT}`,
    viewport: { width: 1280, height: 800 },
    trace: 'off',
    launchOptions: {
      executablePath: '/usr/bin/chromium',
      args: [
        '--headless',
        '--no-sandbox',
        '--disable-gpu',
        '--disable-quic',
        '--no-first-run',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
      ],
    },
  },
  // The journeys sign the same demo people in many times a minute from one address; a person does not.
  // DEMO=true: the journeys need the demo people and phone-only sign-in even where NODE_ENV=production.
  webServer: {
    command: `rm -rf .tmp/e2e-data && DATA_DIR=.tmp/e2e-data DEMO=true PORT=${PORT} LOG_LEVEL=warn SIGN_IN_LIMIT_PER_ACCOUNT=1000 AI_OFFLINE_PIECE_MS=150 node --enable-source-maps apps/server/dist/main.mjs`,
    cwd: '..',
    url: `http://localhost:${PORT}/healthz`,
    reuseExistingServer: false,
    timeout: 180_000,
    stdout: 'pipe',
  },
});
