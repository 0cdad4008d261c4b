import path from 'node:path';
import { defineConfig, devices } from '@playwright/test';

// The built product on a fresh data directory of its own, so the demo data is seeded from scratch.
const port = Number(process.env.E2E_PORT ?? 3100);
// A run on another port (two people testing at once) gets its own data and output directories:
// serve.mjs empties the data directory and Playwright empties its output directory on start.
const runSuffix = port === 3100 ? '' : `-${port}`;
// Emptied by e2e/serve.mjs when the server starts, so the demo is seeded from scratch.
export const dataDir = path.resolve(import.meta.dirname, `../test-results/e2e-data${runSuffix}`);

export const chromiumArgs = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--disable-quic',
  '--no-first-run',
];

export default defineConfig({
  testDir: '.',
  testMatch: '**/*.e2e.ts',
  outputDir: `../test-results/e2e${runSuffix}`,
  fullyParallel: true,
  workers: 2,
  retries: process.env.CI ? 1 : 0,
  // CI shares two cores between the server, two browsers and the runner: a page walk that takes
  // 10 s on a quiet machine can take three times that there.
  timeout: process.env.CI ? 60_000 : 30_000,
  expect: { timeout: 7_000 },
  use: {
    baseURL: `http://localhost:${port}`,
    // A trace records every action's DOM and a screencast: a third of the suite's time on two
    // cores. CI retries a failed test once, with a trace; locally, pass --trace on to get one.
    trace: 'on-first-retry',
    screenshot: 'only-on-failure',
    // The app's service worker would answer some requests itself; only the offline tests want it.
    serviceWorkers: 'block',
    launchOptions: { executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium', args: chromiumArgs },
  },
  projects: [{ name: 'chromium', use: { ...devices['Desktop Chrome'], channel: undefined } }],
  webServer: {
    command: 'node e2e/serve.mjs',
    cwd: path.resolve(import.meta.dirname, '..'),
    url: `http://localhost:${port}/api/health`,
    timeout: 90_000,
    reuseExistingServer: false,
    // Every test's browser logs in from this one address, as a whole school's network would.
    env: { PORT: String(port), DATA_DIR: dataDir, LOG_LEVEL: 'warn', NODE_ENV: 'development', LOGIN_RATE_LIMIT_PER_MINUTE: '600', TENANT_REGISTRATION_RATE_LIMIT_PER_HOUR: '200', ENQUIRY_RATE_LIMIT_PER_HOUR: '200' },
  },
});
